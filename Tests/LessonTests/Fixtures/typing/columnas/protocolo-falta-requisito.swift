protocol Figura { func area() -> Double; var nombre: String { get } }
struct Cuadrado: Figura { var lado: Double; func area() -> Double { lado * lado } }
print(Cuadrado(lado: 2).area())
