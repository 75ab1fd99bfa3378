// Los métodos de Result: map, flatMap, mapError, flatMapError y get().
enum ErrorRed: Error { case sinConexion, tiempoAgotado(segundos: Int) }
enum ErrorApp: Error { case red(ErrorRed), datos(String) }

struct Usuario { var nombre: String; var edad: Int }

func descargar(_ id: Int) -> Result<String, ErrorRed> {
    switch id {
    case 1: return .success("ana,31")
    case 2: return .success("luis")
    case 3: return .failure(.tiempoAgotado(segundos: 30))
    default: return .failure(.sinConexion)
    }
}

func leer(_ texto: String) -> Result<Usuario, ErrorApp> {
    let partes = texto.split(separator: ",")
    guard partes.count == 2, let edad = Int(partes[1]) else { return .failure(.datos(texto)) }
    return .success(Usuario(nombre: String(partes[0]), edad: edad))
}

for id in 1...4 {
    let bruto = descargar(id)
    let largo = bruto.map { $0.count }
    print(id, largo, [largo])
    let usuario = bruto.mapError { ErrorApp.red($0) }.flatMap(leer)
    switch usuario {
    case .success(let u): print("usuario", u.nombre, u.edad)
    case .failure(let e): print("fallo", e)
    }
    let nombre = usuario.map(\.nombre)
    print(nombre, (try? nombre.get()) ?? "sin nombre")
    let recuperado: Result<String, ErrorRed> = bruto.flatMapError { error in
        switch error {
        case .tiempoAgotado: return .success("reintento")
        case .sinConexion: return .failure(error)
        }
    }
    print(recuperado)
}

let mayor: Result<Int, ErrorApp> = leer("eva,40").map { $0.edad + 1 }
do {
    let edad = try mayor.get()
    print("edad", edad)
    let roto = try leer("x").map { $0.edad }.get()
    print("nunca", roto)
} catch ErrorApp.datos(let texto) {
    print("datos malos:", texto)
} catch {
    print("otro", error)
}
let mensajes = [descargar(1), descargar(4)].map { r in r.map { "ok: \($0)" }.mapError { _ in ErrorApp.datos("?") } }
print(mensajes)
let anidado = Optional(descargar(3).map { $0.uppercased() })
print(anidado as Any)
