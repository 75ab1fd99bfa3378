enum Color: String {
    case rojo
    case verde = "VERDE"
    case azul
}

enum Prioridad: Int, Comparable {
    case baja, media, alta
    static func < (a: Prioridad, b: Prioridad) -> Bool { a.rawValue < b.rawValue }
}

print(Color.rojo.rawValue, Color.verde.rawValue)
print(Color(rawValue: "azul") as Any, Color(rawValue: "negro") as Any)
if let c = Color(rawValue: "VERDE") { print(c) }
print(Prioridad.alta.rawValue, Prioridad.baja < Prioridad.alta)
let p = Prioridad(rawValue: 1) ?? .baja
print(p)
