protocol Pila {
    associatedtype Elemento
    mutating func apilar(_ e: Elemento)
}
struct Enteros: Pila {
    var datos: [Int] = []
    mutating func apilar(_ e: Int) { datos.append(e) }
}
struct Mala: Pila {
    var datos: [Int] = []
}
var p = Enteros()
p.apilar(3)
print(p.datos)
