import Foundation
let valores: [Double] = [0, 1, -1, 0.5, 1.0 / 3, 2.0 / 3, 100, 1e6, 1e15, 1e16, 1.5e17, 123456.789, 0.0001, 0.00001, 1e-10,
                         3.14159265358979, 2.5e-5, 999999999999999.9, 4.35, 0.1 * 3, 1.1 * 1.1, 9.95, 1e100, -0.0]
for v in valores { print(v, terminator: " | ") }
print()
print(valores.prefix(8).map { Int($0.rounded()) })

let enteros = [0, -0, 7, -7, Int.max, Int.min, 1_000_000]
print(enteros, enteros.map { Double($0) })
print(Double(Int.max) == 9223372036854775807.0, Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any)
print(5 / 2, 5.0 / 2, Double(5) / 2, 5 % 3, -5 % 3, 5.5.truncatingRemainder(dividingBy: 2))
print(String(3.0), String(0.1), "\(2.50)", "\(1e3)", String(describing: 1e-3))
var acumulado = 0.0
for _ in 1...10 { acumulado += 0.1 }
print(acumulado, acumulado == 1.0, (acumulado * 10).rounded() / 10)
print(Double("1e3")!, Double("abc") as Any, Double(" 2") as Any, Double("-0.5")!, Int("+5")!, Int("0x10") as Any)
print(max(1.5, 2), min(3, -3), max("a", "b"), [3.5, 1.25].max()!, abs(-2.5), (-3).magnitude)
