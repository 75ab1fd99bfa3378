class Animal {
    let nombre: String
    init(nombre: String) { self.nombre = nombre }
}
class Perro: Animal {
    let raza: String
    init(raza: String, c: Bool) {
        self.raza = raza
        if c { return }
        super.init(nombre: "x")
    }
    init(a: Int) {
    }
    init(b: Int) {
        self.raza = ""
        if b > 0 { super.init(nombre: "y") }
    }
}
class Base2 { var n = 0 }
class Hija2: Base2 {
    var m: Int
    init(m: Int) { self.m = m }
}
