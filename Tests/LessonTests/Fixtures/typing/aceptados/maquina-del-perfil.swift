import Foundation

struct Perfil: Equatable {
    var id: Int
    var nombre: String
    static let ejemplo = Perfil(id: 1, nombre: "Ada")
}

struct FalloDeRed: Error {
    var codigo: Int
    static let ejemplo = FalloDeRed(codigo: 503)
}

enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil, recibidoEn: Date)
    case fallo(FalloDeRed)
}

enum Evento {
    case cargar(id: Int)
    case llego(Perfil)
    case fallo(FalloDeRed)
    case reintentar
}

func siguiente(_ s: Estado, ante e: Evento) -> Estado {
    switch (s, e) {
    case (.inactivo, .cargar(let id)), (.fallo, .cargar(let id)):
        return .cargando(id: id, intentos: 1)
    case (.cargando(let id, _), .llego(let p)) where p.id == id:
        return .listo(perfil: p, recibidoEn: Date())
    case let (.cargando(id, intentos), .fallo(f)):
        return intentos < 2 ? .cargando(id: id, intentos: intentos + 1) : .fallo(f)
    case (.listo, _), (.inactivo, _), (.cargando, _), (.fallo, _):
        return s
    }
}

func rotulo(_ s: Estado) -> String {
    switch s {
    case .inactivo: "inactivo"
    case .cargando(let id, let intentos): "cargando(\(id), \(intentos))"
    case .listo(let perfil, _): "listo(\(perfil.nombre))"
    case .fallo(let f): "fallo(\(f.codigo))"
    }
}

var s = Estado.inactivo
for e in [Evento.cargar(id: 1), .fallo(.ejemplo), .fallo(.ejemplo), .cargar(id: 1), .llego(.ejemplo)] {
    s = siguiente(s, ante: e)
    print(rotulo(s))
}
