import Foundation

let entero = 7
let decimal = Double(entero) / 2
let truncado = Int(decimal)
let redondeado = Int(decimal + 0.5)
let porcentaje = Double(3) / Double(4) * 100
let texto = String(entero)
let negativo = -entero
print(decimal, truncado, redondeado, porcentaje, texto, negativo, abs(negativo))
print(max(2, 9), min(2.5, 1), entero.isMultiple(of: 7))
let grande = Int.max
print(grande > 0, Double.pi > 3)
