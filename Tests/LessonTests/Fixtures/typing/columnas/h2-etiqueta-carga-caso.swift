enum Forma { case circulo(radio: Double), cuadrado(lado: Double) }
let f = Forma.circulo(r: 2.0)
print(f)
