// Zoo orientado a protocolos: requisitos, extensiones por defecto, composición, genéricos.
protocol Animal {
    var nombre: String { get }
    var patas: Int { get }
    func sonido() -> String
}

extension Animal {
    var patas: Int { 4 }
    func presentarse() -> String { "Soy \(nombre), tengo \(patas) patas y digo \(sonido())" }
}

protocol Volador {
    var alturaMaxima: Int { get }
}

extension Volador {
    func volar() -> String { "vuela hasta \(alturaMaxima) m" }
}

struct Perro: Animal {
    let nombre: String
    func sonido() -> String { "guau" }
}

struct Loro: Animal, Volador {
    let nombre: String
    var patas: Int { 2 }
    let alturaMaxima = 300
    func sonido() -> String { "hola" }
}

struct Pinguino: Animal {
    let nombre: String
    let patas = 2
    func sonido() -> String { "cuac" }
}

let zoo: [any Animal] = [Perro(nombre: "Toby"), Loro(nombre: "Paco"), Pinguino(nombre: "Pingu")]
for a in zoo { print(a.presentarse()) }
for a in zoo {
    if let v = a as? Volador { print(a.nombre, v.volar()) }
}
func contarPatas(_ animales: [any Animal]) -> Int {
    animales.reduce(0) { $0 + $1.patas }
}
print("Patas en total:", contarPatas(zoo))

func masRuidoso<T: Animal>(_ animales: [T]) -> T? {
    animales.max { $0.sonido().count < $1.sonido().count }
}
let perros = [Perro(nombre: "Rex"), Perro(nombre: "Lassie")]
print(masRuidoso(perros)?.nombre ?? "nadie")

func describir(_ a: some Animal) -> String { a.nombre.uppercased() }
print(describir(Pinguino(nombre: "Tux")))

enum Dieta: String, CaseIterable { case carnivoro, herbivoro, omnivoro }
let dietas: [String: Dieta] = ["Toby": .carnivoro, "Paco": .herbivoro, "Pingu": .carnivoro]
var porDieta: [Dieta: [String]] = [:]
for (nombre, d) in dietas { porDieta[d, default: []].append(nombre) }
for d in Dieta.allCases {
    print(d.rawValue, (porDieta[d] ?? []).sorted())
}
let voladores = zoo.compactMap { $0 as? Volador }
print(voladores.count, voladores.first?.alturaMaxima ?? 0)
print(zoo.map { $0.patas }, zoo.allSatisfy { $0.patas >= 2 })
