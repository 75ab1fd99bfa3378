import Foundation

// Nombres de la biblioteca escritos con su módulo, y constantes de Foundation.
struct Circulo {
    var radio: Double
    var area: Double { M_PI * radio * radio }
    var perimetro: Double { 2 * Double.pi * radio }
}

func mayorDeTodos(_ numeros: [Swift.Int]) -> Swift.Int {
    numeros.reduce(Int.min) { Swift.max($0, $1) }
}

let circulos = [Circulo(radio: 1), Circulo(radio: 2.5)]
for c in circulos {
    Swift.print("radio", c.radio, "área", c.area, "perímetro", c.perimetro)
}
print(mayorDeTodos([4, 17, 9]), Swift.min(3, -2), Swift.abs(-7))
let inicio: Double = 1 + .zero
let cero = Int.zero
print(inicio, cero, M_PI == Double.pi)
let tipos: [Swift.String] = ["uno", "dos"]
print(Swift.type(of: tipos), tipos.map { $0.count })
