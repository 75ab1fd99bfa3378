enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(nombre: String)
}

func describir(_ s: Estado) -> String {
    if case let .cargando(id, intentos) = s, intentos > 1 {
        return "reintento \(intentos) de \(id)"
    }
    if case .cargando(let id, _) = s {
        return "cargando \(id)"
    }
    if case .listo = s { return "listo" }
    return "nada"
}

let estados: [Estado] = [.inactivo, .cargando(id: 1, intentos: 1), .cargando(id: 2, intentos: 3), .listo(nombre: "Ada")]
for s in estados { print(describir(s)) }
for case let .cargando(id, _) in estados { print("id", id) }
let opcional: Estado? = .listo(nombre: "Leo")
if case let .listo(nombre)? = opcional { print(nombre) }
