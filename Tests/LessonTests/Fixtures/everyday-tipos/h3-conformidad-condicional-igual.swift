// Una conformidad condicional con where T == String vale solo para esa especialización, también dentro de un array o un opcional.
struct Pila<T> { var elementos: [T] = [] }
extension Pila: CustomStringConvertible where T == String { var description: String { "pila de textos" } }
let a = Pila<Int>(elementos: [1])
let b = Pila<String>(elementos: ["x"])
print(a, b)
print([a], [b])
print(Optional(a) as Any, Optional(b) as Any)
print("\(a) \(b)")
struct Caja2<T> { var v: T }
extension Caja2: Equatable where T == Int {}
extension Caja2: CustomStringConvertible where T: Numeric { var description: String { "Caja numérica \(v)" } }
print(Caja2(v: 1) == Caja2(v: 1), Caja2(v: 2))
print(Caja2(v: "a"), [Caja2(v: 1.5)])
struct Par2<A, B> { var a: A; var b: B }
extension Par2: CustomStringConvertible where A == String, B == Int { var description: String { "\(a)=\(b)" } }
print(Par2(a: "x", b: 1), Par2(a: 1, b: "x"), [Par2(a: "y", b: 2)])
