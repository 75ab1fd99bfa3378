class Forma {
    var lados: Int { 0 }
    func describir() -> String { "forma de \(lados) lados" }
}

class Triangulo: Forma {
    override var lados: Int { 3 }
    override var nombre: String { "triángulo" }
}

print(Triangulo().describir())
