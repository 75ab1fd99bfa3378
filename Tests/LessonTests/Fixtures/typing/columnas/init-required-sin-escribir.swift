// Si la subclase escribe su propio init, debe volver a escribir los 'required' de su padre.
class Forma {
    var color: String
    required init(color: String) {
        self.color = color
    }
}

class Circulo: Forma {
    var radio: Double
    init(radio: Double) {
        self.radio = radio
        super.init(color: "negro")
    }
}

class Cuadrado: Forma {
    var lado = 1.0
}

print(Circulo(radio: 2).color, Cuadrado(color: "rojo").lado)
