// Un tipo que solo da debugDescription: print lo usa también, y dentro de un array.
struct Ficha: CustomDebugStringConvertible {
    let codigo: Int
    var debugDescription: String { "Ficha#\(codigo)" }
}
struct Carta: CustomStringConvertible, CustomDebugStringConvertible {
    let palo: String
    let valor: Int
    var description: String { "\(valor) de \(palo)" }
    var debugDescription: String { "Carta(\(palo), \(valor))" }
}
let fichas = [Ficha(codigo: 1), Ficha(codigo: 2)]
print(fichas[0])
print(fichas)
print("primera: \(fichas[0])")
debugPrint(fichas[1])
let mano = [Carta(palo: "oros", valor: 3), Carta(palo: "copas", valor: 7)]
for c in mano { print(c) }
print(mano)
debugPrint(mano[0])
print(String(describing: mano[1]), String(reflecting: mano[1]))
let quizas: Ficha? = Ficha(codigo: 9)
print(quizas as Any)
