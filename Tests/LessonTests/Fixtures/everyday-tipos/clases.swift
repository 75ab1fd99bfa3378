// Clases: herencia con override, super, final, init designados y de conveniencia, deinit,
// is, as? y as!.
class Animal {
    let nombre: String
    var patas: Int
    init(nombre: String, patas: Int) {
        self.nombre = nombre
        self.patas = patas
    }
    convenience init(nombre: String) {
        self.init(nombre: nombre, patas: 4)
    }
    func sonido() -> String { "..." }
    func presentar() -> String { "\(nombre) (\(patas) patas) dice \(sonido())" }
    final func especie() -> String { "animal" }
}

class Perro: Animal {
    var raza: String
    init(nombre: String, raza: String) {
        self.raza = raza
        super.init(nombre: nombre, patas: 4)
    }
    override func sonido() -> String { "guau" }
    override func presentar() -> String { super.presentar() + ", raza \(raza)" }
}

final class Pajaro: Animal {
    override func sonido() -> String { "pío" }
}

let animales: [Animal] = [Perro(nombre: "Rex", raza: "galgo"), Pajaro(nombre: "Piolín", patas: 2), Animal(nombre: "Bicho")]
for a in animales { print(a.presentar()) }
for a in animales {
    if let p = a as? Perro { print(p.nombre, "es un perro", p.raza) }
    else if a is Pajaro { print(a.nombre, "es un pájaro") }
    else { print(a.nombre, "es otro", a.especie()) }
}
let rex = animales[0] as! Perro
print(rex.raza, animales.filter { $0 is Perro }.count)

class Contador {
    static var vivos = 0
    let etiqueta: String
    init(_ etiqueta: String) {
        self.etiqueta = etiqueta
        Contador.vivos += 1
        print("nace", etiqueta)
    }
    deinit {
        Contador.vivos -= 1
        print("muere", etiqueta)
    }
}

var temporal: Contador? = Contador("a")
print(Contador.vivos)
temporal = nil
print(Contador.vivos)
func ambito() {
    let c = Contador("b")
    print("dentro", c.etiqueta)
}
ambito()
print(Contador.vivos)

class Vehiculo {
    var ruedas: Int { 0 }
    func describir() -> String { "vehículo de \(ruedas) ruedas" }
}
class Bici: Vehiculo {
    override var ruedas: Int { 2 }
}
print(Bici().describir(), Vehiculo().describir())
let x = Perro(nombre: "Toby", raza: "mastín")
let y = x
y.patas = 3
print(x.patas, x === y)
// Un método de la superclase que cambia una propiedad, llamado con super desde una subclase.
class Hucha {
    private(set) var monedas = 0
    func meter(_ n: Int) { monedas += n }
}
class HuchaConPremio: Hucha {
    override func meter(_ n: Int) {
        super.meter(n)
        if n >= 10 { super.meter(1) }
    }
}
let hucha = HuchaConPremio()
hucha.meter(10)
hucha.meter(2)
print(hucha.monedas)
