// Operadores que declara el programa: `infix operator` con un grupo de precedencia propio o de
// Swift, `prefix operator`, símbolos matemáticos, y un operador propio como función.
import Foundation

precedencegroup PotenciaPrecedencia {
    higherThan: MultiplicationPrecedence
    associativity: right
}

infix operator **: PotenciaPrecedencia
infix operator <>
infix operator ⊕: AdditionPrecedence
prefix operator √

func ** (base: Int, exponente: Int) -> Int {
    var resultado = 1
    for _ in 0..<exponente { resultado *= base }
    return resultado
}

func <> (izquierda: String, derecha: String) -> String { izquierda + " y " + derecha }

prefix func √ (x: Double) -> Double { x.squareRoot() }

struct Dinero: CustomStringConvertible {
    var centimos: Int
    var description: String { "\(centimos / 100),\(centimos % 100) €" }

    static func ⊕ (a: Dinero, b: Dinero) -> Dinero { Dinero(centimos: a.centimos + b.centimos) }
}

print(2 ** 3 ** 2, 2 * 3 ** 2, -2 ** 2)
print(√16, √(2.0 * 8))
print("pan" <> "vino", ("uno" <> "dos") <> "tres")
print(Dinero(centimos: 150) ⊕ Dinero(centimos: 275) ⊕ Dinero(centimos: 5))
print([2, 3, 2].reduce(2, **))
let potencias = (0...4).map { 2 ** $0 }
print(potencias)
