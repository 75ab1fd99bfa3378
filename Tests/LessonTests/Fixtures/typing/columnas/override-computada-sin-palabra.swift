class Figura {
    var nombre: String { "figura" }
    var lados: Int { 0 }
    func describir() -> String { "\(nombre) de \(lados) lados" }
}

class Triangulo: Figura {
    override var lados: Int { 3 }
    var nombre: String { "triangulo" }
}

enum Modo {
    case claro, oscuro
    override var descripcion: String { "modo" }
}

print(Triangulo().describir(), Modo.claro)
