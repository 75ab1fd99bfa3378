import Foundation

struct Perfil: Equatable {
    var nombre: String
    static let ejemplo = Perfil(nombre: "Ana")
}

struct ErrorFalso: Error {}

enum EstadoDePerfil {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(id: Int, intentos: Int)
}

enum Evento {
    case cargar(id: Int)
    case llego(Perfil)
    case rompio
    case reintentar
}

func siguiente(_ estado: EstadoDePerfil, ante evento: Evento) -> EstadoDePerfil {
    switch (estado, evento) {
    case let (.inactivo, .cargar(id)):
        return .cargando(id: id, intentos: 1)
    case let (.cargando, .llego(perfil)):
        return .listo(perfil: perfil)
    case let (.cargando(id, intentos), .rompio):
        return .fallo(id: id, intentos: intentos)
    case let (.fallo(id, intentos), .reintentar) where intentos < 3:
        return .cargando(id: id, intentos: intentos + 1)
    default:
        return estado
    }
}
