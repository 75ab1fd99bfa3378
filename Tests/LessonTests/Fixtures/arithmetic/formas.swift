// Corners of the counting rules: classes, constants, computed and static members, tuples, Never.

class Caja {
    var abierta = false
    let etiqueta = "caja"
    var contenido: [String] = []
    static var creadas = 0
    var vacia: Bool { contenido.isEmpty }
}

struct Par {
    var a: Bool
    var b: (Bool, x: Bool?)
    static let ejemplo = Par(a: true, b: (true, x: nil))
}

enum Nunca {}

struct Imposible {
    var nunca: Nunca
    var lista: [Int]
}

enum Pantalla {
    case inicio
    case perfil(Par, Par)
    case caja(Caja?)
}
