// Zoo con herencia, convenience init y protocolos
protocol Sonoro {
    func sonido() -> String
}

class Animal: CustomStringConvertible {
    let nombre: String
    let patas: Int
    var edad: Int

    init(nombre: String, patas: Int, edad: Int) {
        self.nombre = nombre
        self.patas = patas
        self.edad = edad
    }

    convenience init(nombre: String) {
        self.init(nombre: nombre, patas: 4, edad: 0)
    }

    var description: String { "\(tipo) \(nombre) (\(edad) años)" }
    var tipo: String { "Animal" }

    func cumplirAnios() {
        edad += 1
    }

    func mismoNombre(que otro: Animal) -> Bool {
        nombre == otro.nombre
    }
}

class Perro: Animal, Sonoro {
    var trucos: [String] = []
    override var tipo: String { "Perro" }
    func sonido() -> String { "¡Guau!" }
    override func cumplirAnios() {
        super.cumplirAnios()
        trucos.append("truco \(edad)")
    }
}

class Pajaro: Animal, Sonoro {
    let vuela: Bool
    init(nombre: String, vuela: Bool = true) {
        self.vuela = vuela
        super.init(nombre: nombre, patas: 2, edad: 1)
    }
    override var tipo: String { vuela ? "Pájaro" : "Pájaro no volador" }
    func sonido() -> String { vuela ? "pío" : "..." }
}

class Cachorro: Perro {
    override var tipo: String { "Cachorro" }
    override func sonido() -> String { super.sonido().lowercased() }
}

let rex = Perro(nombre: "Rex")
let piolin = Pajaro(nombre: "Piolín")
let pingu = Pajaro(nombre: "Pingu", vuela: false)
let toby = Cachorro(nombre: "Toby", patas: 4, edad: 0)
let tortuga = Animal(nombre: "Manuelita", patas: 4, edad: 90)

let zoo: [Animal] = [rex, piolin, pingu, toby, tortuga]
for a in zoo {
    if let s = a as? Sonoro {
        print("\(a) dice \(s.sonido())")
    } else {
        print("\(a) no dice nada")
    }
}

rex.cumplirAnios()
rex.cumplirAnios()
toby.cumplirAnios()
print(rex.trucos, toby.trucos, rex.edad)
print(zoo.map(\.patas).reduce(0, +))

let repetido = Perro(nombre: "Rex", patas: 3, edad: 9)
var visitados: [Animal] = [rex, piolin]
if !visitados.contains(where: { $0.mismoNombre(que: repetido) }) { visitados.append(repetido) }
print(visitados.count, visitados.contains { $0 === pingu })
print(rex.mismoNombre(que: repetido), rex === repetido, toby !== rex)

let perros = zoo.compactMap { $0 as? Perro }
print(perros.map(\.nombre))
let porPatas = Dictionary(grouping: zoo, by: \.patas).mapValues { $0.map(\.nombre) }
print(porPatas[2] ?? [], porPatas[4]?.count ?? 0)
let sonoros: [any Sonoro] = [rex, pingu, toby]
print(sonoros.map { $0.sonido() })
let masViejo = zoo.max { $0.edad < $1.edad }!
print("El más viejo: \(masViejo.nombre)")
print(zoo.sorted { $0.nombre < $1.nombre }.first!)
