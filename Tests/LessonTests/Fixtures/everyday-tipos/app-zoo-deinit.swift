class Animal {
    let nombre: String
    var energia: Int
    class var especie: String { "animal" }

    init(nombre: String, energia: Int = 10) {
        self.nombre = nombre
        self.energia = energia
    }

    func sonido() -> String { "..." }

    func hablar() -> String { "\(nombre) el \(Self.especie) dice \(sonido())" }

    func comer(_ cantidad: Int) {
        energia += cantidad
    }

    deinit { print("adiós, \(nombre)") }
}

class Perro: Animal {
    override class var especie: String { "perro" }
    var trucos: [String] = []
    override func sonido() -> String { "¡guau!" }
    override func comer(_ cantidad: Int) {
        super.comer(cantidad * 2)
        print("\(nombre) mueve la cola")
    }
}

class Gato: Animal {
    override class var especie: String { "gato" }
    let interior: Bool
    init(nombre: String, interior: Bool) {
        self.interior = interior
        super.init(nombre: nombre, energia: 5)
    }
    override func sonido() -> String { interior ? "miau" : "MIAU" }
}

class Cachorro: Perro {
    override func sonido() -> String { super.sonido().lowercased() + " (flojito)" }
}

do {
    let animales: [Animal] = [Perro(nombre: "Toby"), Gato(nombre: "Misi", interior: true),
                              Cachorro(nombre: "Bolita"), Gato(nombre: "Tom", interior: false), Animal(nombre: "X")]
    for a in animales {
        print(a.hablar())
    }
    animales[0].comer(3)
    animales[2].comer(1)
    animales[1].comer(1)
    print(animales.map { "\($0.nombre):\($0.energia)" })
    let perros = animales.compactMap { $0 as? Perro }
    print(perros.count, perros.map(\.nombre), Perro.especie, Cachorro.especie)
    (animales[0] as! Perro).trucos.append("sentarse")
    print((animales[0] as? Perro)?.trucos ?? [], (animales[1] as? Perro)?.trucos as Any)
    print(animales[2] is Perro, animales[2] is Gato, type(of: animales[2]))
}
print("fin del bloque")
var mascota: Animal? = Gato(nombre: "Luna", interior: true)
print(mascota!.hablar())
mascota = nil
print("fin")
