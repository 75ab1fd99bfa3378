import Foundation

struct Perfil {
    var id: Int
    var nombre: String
}

func cargaDe(_ id: Int) -> Task<Perfil, Error> {
    return Task<Perfil, Error> { return Perfil(id: id, nombre: "Perfil \(id)") }
}

enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int, tarea: Task<Perfil, Error>)
    case listo(perfil: Perfil, recibidoEn: Date)
    case fallo(Error)

    var rotulo: String {
        switch self {
        case .inactivo: return "inactivo"
        case let .cargando(id, intentos, _): return "cargando \(id) (\(intentos))"
        case let .listo(perfil, _): return "listo: \(perfil.nombre)"
        case .fallo: return "fallo"
        }
    }
}

enum Evento {
    case cargar(id: Int)
    case llego(Perfil)
}

func siguiente(_ s: Estado, ante e: Evento) -> Estado {
    switch (s, e) {
    case let (.inactivo, .cargar(id)):
        return .cargando(id: id, intentos: 1, tarea: cargaDe(id))
    case let (.cargando(_, _, tarea), .llego(perfil)):
        _ = tarea
        return .listo(perfil: perfil, recibidoEn: .now)
    default:
        return s
    }
}

var s = Estado.inactivo
s = siguiente(s, ante: .cargar(id: 7))
print(s.rotulo)
s = siguiente(s, ante: .llego(Perfil(id: 7, nombre: "Ada")))
print(s.rotulo)
