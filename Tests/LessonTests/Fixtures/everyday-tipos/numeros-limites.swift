// Los límites y las rarezas de los números de coma flotante, como los imprime Swift
import Foundation
print(1e16, 1e15, 123456789012345678.0, 0.000001, 0.0001, -0.0, Double.infinity, -Double.infinity, Double.nan)
print(Float(0.1), Float(1e10), Float(16777217), 2.5e-8 as Float, Float.pi, Float(1) / 3 * 3)
print(5.0 / 3, 2.0 * 3, 7.0.truncatingRemainder(dividingBy: 2), (-7.5).rounded(), 2.5.rounded(.down), 1.0 / 0)
print(Int(2.9), Int(-2.9), Int(exactly: 2.0) as Any, Int(exactly: 2.5) as Any, Double(Int.max))
print(10.0.squareRoot(), (2.0).squareRoot() * (2.0).squareRoot(), 1.1 * 1.1, 100.0 * 1.1)
let notas: [Double] = [7, 8.5, 9]
print(notas, notas.reduce(0, +) / 3, (notas.reduce(0, +) / 3 * 100).rounded() / 100)
print(String(0.1 + 0.2), "\(1.0)", "\(Float(2))", [Float(1.5)], Optional(2.0) as Any)
print(Double("1e3")!, Double("abc") as Any, Double(" 2") as Any, Int("+5") as Any, Int("-0") as Any)
print(7 / 2, -7 / 2, 7 % -2, -7 % 2, Int.max / -1, abs(Int.min + 1))
print(Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Double.ulpOfOne)
print(3.0 == 3, 0.1 + 0.2 == 0.3, (0.1 + 0.2 - 0.3).magnitude < 1e-9, Double.pi.description)
print(Int.bitWidth, Float.leastNonzeroMagnitude, Double.leastNormalMagnitude)
