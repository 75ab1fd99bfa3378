protocol Figura {
    var nombre: String { get }
    func area() -> Double
    func perimetro() -> Double
}

extension Figura {
    func resumen() -> String { "\(nombre): área \(area()), perímetro \(perimetro())" }
    var esGrande: Bool { area() > 50 }
}

struct Rectangulo: Figura, Equatable {
    var ancho: Double, alto: Double
    var nombre: String { ancho == alto ? "Cuadrado" : "Rectángulo" }
    func area() -> Double { ancho * alto }
    func perimetro() -> Double { 2 * (ancho + alto) }
}

struct Circulo: Figura {
    var radio: Double
    let nombre = "Círculo"
    func area() -> Double { 3.14 * radio * radio }
    func perimetro() -> Double { 2 * 3.14 * radio }
}

protocol Describible {
    static var especie: String { get }
    func describir() -> String
}

extension Describible {
    func describir() -> String { "Soy un \(Self.especie)" }
}

struct Perro: Describible { static let especie = "perro" }
struct Gato: Describible {
    static var especie: String { "gato" }
    func describir() -> String { "Miau, soy un \(Gato.especie)" }
}

struct Version: Comparable, CustomStringConvertible, Hashable {
    let mayor: Int, menor: Int, parche: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.mayor, a.menor, a.parche) < (b.mayor, b.menor, b.parche)
    }
    var description: String { "v\(mayor).\(menor).\(parche)" }
    init(_ texto: String) {
        let partes = texto.split(separator: ".").map { Int($0) ?? 0 }
        mayor = partes.count > 0 ? partes[0] : 0
        menor = partes.count > 1 ? partes[1] : 0
        parche = partes.count > 2 ? partes[2] : 0
    }
}

struct Usuario: Identifiable {
    let id: Int
    var nombre: String
}

func masGrande(_ figuras: [any Figura]) -> (any Figura)? {
    figuras.max { $0.area() < $1.area() }
}

func crearFigura(_ lado: Double) -> some Figura { Rectangulo(ancho: lado, alto: lado) }

let figuras: [Figura] = [Rectangulo(ancho: 3, alto: 4), Circulo(radio: 5), Rectangulo(ancho: 2, alto: 2)]
for f in figuras { print(f.resumen(), f.esGrande ? "(grande)" : "") }
if let g = masGrande(figuras) { print("La más grande:", g.nombre) }
print(crearFigura(3).area())
let total = figuras.reduce(0) { $0 + $1.area() }
print("Área total:", total)
print(Rectangulo(ancho: 1, alto: 2) == Rectangulo(ancho: 1, alto: 2))
let animales: [Describible] = [Perro(), Gato()]
animales.forEach { print($0.describir()) }
print(Perro.especie, Gato.especie)
let versiones = ["1.2.0", "1.10.1", "0.9", "1.2"].map(Version.init)
print(versiones.sorted())
print(versiones.max()!, versiones.min()!)
print(Version("2.0") > Version("1.99.99"), Set(versiones).count)
print(versiones.sorted(by: >).first!)
let usuarios = [Usuario(id: 2, nombre: "Eva"), Usuario(id: 1, nombre: "Pau")]
let porId = Dictionary(uniqueKeysWithValues: usuarios.map { ($0.id, $0) })
print(porId[1]?.nombre ?? "-", porId[3]?.nombre ?? "-")
print(usuarios.map(\.id).sorted())
for case let r as Rectangulo in figuras { print("rectángulo de", r.ancho, "x", r.alto) }
let circulos = figuras.compactMap { $0 as? Circulo }
print(circulos.count, circulos.first?.radio ?? 0)
print(figuras.contains { $0 is Circulo })
print(Rectangulo(ancho: 2, alto: 3))
print(usuarios[0])
