class Animal: CustomStringConvertible {
    let nombre: String
    var energia: Int
    static var total = 0

    init(nombre: String, energia: Int = 10) {
        self.nombre = nombre
        self.energia = energia
        Animal.total += 1
    }

    func sonido() -> String { "..." }
    func comer(_ racion: Int) {
        energia = min(energia + racion, 20)
    }
    var description: String { "\(nombre) [\(energia)] dice \(sonido())" }
    deinit { print("adiós, \(nombre)") }
}

class Perro: Animal {
    var trucos: [String] = []
    override func sonido() -> String { "guau" }
    convenience init(nombre: String, trucos: String...) {
        self.init(nombre: nombre)
        self.trucos = trucos
    }
}

class Gato: Animal {
    override func sonido() -> String { energia > 5 ? "miau" : "zzz" }
    override func comer(_ racion: Int) {
        super.comer(racion / 2)
        print("\(nombre) come con desgana")
    }
}

func jornada() {
    let animales: [Animal] = [
        Perro(nombre: "Toby", trucos: "sentarse", "rodar"),
        Gato(nombre: "Misi", energia: 4),
        Animal(nombre: "Pez"),
    ]
    for a in animales { print(a) }
    for a in animales { a.comer(8) }
    for a in animales { print(a) }
    for case let p as Perro in animales {
        print("\(p.nombre) sabe: \(p.trucos.joined(separator: " y "))")
    }
    let gatos = animales.filter { $0 is Gato }.count
    print("gatos: \(gatos), total creados: \(Animal.total)")
}

jornada()
print("después de la jornada")
var mascota: Animal? = Perro(nombre: "Rex")
print(mascota!.sonido())
mascota = nil
print("fin", Animal.total)
