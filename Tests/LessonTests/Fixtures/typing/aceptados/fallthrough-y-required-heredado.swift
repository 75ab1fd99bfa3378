enum Nivel { case bajo, medio(Int), alto }

func puntos(_ n: Nivel) -> Int {
    var p = 0
    switch n {
    case .alto:
        p += 100
        fallthrough
    case .bajo:
        p += 1
    case .medio(let x):
        p += x
        fallthrough
    default:
        p += 5
    }
    return p
}

class Base {
    var nombre: String
    required init(nombre: String) { self.nombre = nombre }
}

class Hija: Base {
    var edad = 0
    convenience init(edad: Int) {
        self.init(nombre: "hija")
        self.edad = edad
    }
}

class Nieta: Hija {
    var curso: Int
    required init(nombre: String) {
        curso = 1
        super.init(nombre: nombre)
    }
}

print(puntos(.alto), puntos(.bajo), puntos(.medio(7)))
print(Hija(edad: 3).nombre, Hija(nombre: "x").edad, Nieta(nombre: "n").curso)
