// Protocolos: requisitos, implementaciones por defecto, valores del tipo del protocolo y las
// conformidades de la biblioteca que Swift sintetiza o que el programa escribe.
protocol Forma {
    var nombre: String { get }
    func area() -> Double
}

extension Forma {
    func describir() -> String { "\(nombre): \(area())" }
    var esGrande: Bool { area() > 10 }
}

struct Cuadrado: Forma {
    var lado: Double
    var nombre: String { "cuadrado" }
    func area() -> Double { lado * lado }
}

struct Circulo: Forma {
    let radio: Double
    let nombre = "círculo"
    func area() -> Double { 3.0 * radio * radio }
    // No es un requisito: sobre un valor `any Forma` se usa el de la extensión.
    func describir() -> String { "un círculo de radio \(radio)" }
}

let formas: [any Forma] = [Cuadrado(lado: 2), Circulo(radio: 1), Cuadrado(lado: 4)]
for f in formas { print(f.describir(), f.esGrande) }

func areaMayor(_ fs: [Forma]) -> Double { fs.map { $0.area() }.max() ?? 0 }
print(areaMayor(formas))

func crear() -> some Forma { Cuadrado(lado: 3) }
print(crear().area())
print(formas[0] is Cuadrado, formas[1] is Cuadrado)
print(Circulo(radio: 2).describir())
if let c = formas[1] as? Circulo { print("radio", c.radio) }

enum Palo: CaseIterable { case oros, copas, espadas, bastos }
print(Palo.allCases.count, Palo.allCases.first!)

struct Punto: Hashable, Comparable, CustomStringConvertible {
    var x: Int
    var y: Int
    static func < (a: Punto, b: Punto) -> Bool { a.x != b.x ? a.x < b.x : a.y < b.y }
    var description: String { "(\(x), \(y))" }
}
let puntos = [Punto(x: 3, y: 1), Punto(x: 1, y: 2), Punto(x: 1, y: 0)]
print(puntos.sorted())
print(puntos.min()!, puntos.max()!)
print(Punto(x: 1, y: 2) == Punto(x: 1, y: 2), Punto(x: 1, y: 2) > Punto(x: 1, y: 0))
print("punto: \(puntos[0])")

enum Nivel: Int, Comparable {
    case bajo = 1, medio, alto
    static func < (a: Nivel, b: Nivel) -> Bool { a.rawValue < b.rawValue }
}
print([Nivel.alto, .bajo, .medio].sorted().map { $0.rawValue })

struct Usuario: Identifiable, Equatable {
    let id: Int
    var nombre: String
}
let ana = Usuario(id: 4, nombre: "Ana")
print(ana.id, ana, ana == Usuario(id: 4, nombre: "Ana"))

protocol Saludador {
    func saludo() -> String
}
extension Saludador {
    func saludo() -> String { "hola" }
    func saludarDosVeces() -> String { saludo() + " " + saludo() }
}
struct Timido: Saludador {}
struct Efusivo: Saludador { func saludo() -> String { "¡HOLA!" } }
print(Timido().saludarDosVeces(), Efusivo().saludarDosVeces())
let saludadores: [Saludador] = [Timido(), Efusivo()]
print(saludadores.map { $0.saludo() })
