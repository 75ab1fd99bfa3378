// Accepted and ignored: imports, attributes, conformances, try/await; opaque Date, Task, UUID, Error.
import Foundation

enum FalloDeRed: Error, Equatable {
    case sinConexion
    case tiempoAgotado(segundos: Int)
}

struct Perfil: Equatable, Codable, CustomStringConvertible {
    var nombre: String
    var description: String { "Perfil de \(nombre)" }
}

final class Tienda {
    var perfiles: [Perfil] = []
    var ultimoCambio = Date.now
    let identificador = UUID()
    @discardableResult
    func guardar(_ perfil: Perfil) -> Int {
        perfiles.append(perfil)
        ultimoCambio = .now
        return perfiles.count
    }
}

func cargar(_ nombre: String) throws -> Perfil {
    return Perfil(nombre: nombre)
}

@MainActor
func refrescar(_ tienda: Tienda) async {
    tienda.ultimoCambio = .now
}

func describir(_ fallo: FalloDeRed) -> String {
    switch fallo {
    case .sinConexion: return "sin conexión"
    case .tiempoAgotado(let segundos) where segundos > 30: return "demasiado lento"
    case .tiempoAgotado: return "lento"
    }
}

func nombre(_ prioridad: Prioridad) -> String {
    switch prioridad {
    case .baja: return "baja"
    case .media, .alta: return "no tan baja"
    @unknown default: return "desconocida"
    }
}

enum Prioridad: Int, Comparable {
    case baja = 1, media, alta
    static func < (a: Prioridad, b: Prioridad) -> Bool { a.rawValue < b.rawValue }
}

let tienda = Tienda()
let perfil = try cargar("Ada")
let otro = try? cargar("Grace")
print(otro as Any)
print(perfil)
print([perfil])
print(tienda.guardar(perfil), tienda.guardar(Perfil(nombre: "Grace")))
print(tienda.perfiles.count, tienda.perfiles == [perfil, Perfil(nombre: "Grace")])
let tarea = Task { return 42 }
_ = tarea
print(describir(.sinConexion), describir(.tiempoAgotado(segundos: 60)), describir(.tiempoAgotado(segundos: 5)))
print(FalloDeRed.tiempoAgotado(segundos: 3) == .tiempoAgotado(segundos: 3))
print(Prioridad.media.rawValue, Prioridad.alta > Prioridad.baja, nombre(.alta), nombre(.baja))
let ahora = Date.now
print(ahora == ahora)
