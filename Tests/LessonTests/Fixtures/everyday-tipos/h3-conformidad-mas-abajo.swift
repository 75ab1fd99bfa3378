// Una extensión que añade una conformidad más abajo en el archivo cambia cómo se imprime el tipo ya desde arriba, como en swiftc.
struct A { var x = 1 }
print(A())
extension A: CustomStringConvertible { var description: String { "AAA" } }
print(A())
struct Pila2<T> { var elementos: [T] = []; mutating func apilar(_ x: T) { elementos.append(x) } }
var pilas = [Pila2<String>()]
print(pilas)
extension Pila2: CustomStringConvertible where T == String { var description: String { "pila de textos" } }
print(pilas)
var b = Pila2<String>()
print(b, [b])
