// Quien sobrescribe un init 'required' tiene que escribir 'required', no 'override'.
class Animal {
    var nombre: String
    required init(nombre: String) {
        self.nombre = nombre
    }
}

class Perro: Animal {
    override init(nombre: String) {
        super.init(nombre: nombre)
    }
}

class Gato: Animal {
    init(nombre: String) {
        super.init(nombre: nombre)
    }
}

class Gatito: Gato {
    var edad = 0
    init(edad: Int) {
        self.edad = edad
        super.init(nombre: "michi")
    }
}

print(Perro(nombre: "Toby").nombre, Gatito(edad: 1).edad)
