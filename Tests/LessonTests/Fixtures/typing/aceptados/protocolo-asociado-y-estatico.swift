protocol Contenedor {
    associatedtype Elemento
    var elementos: [Elemento] { get }
    static var nombre: String { get }
    static func vacio() -> Self
}
struct Bolsa: Contenedor {
    var elementos: [Int]
    static var nombre: String { "bolsa" }
    static func vacio() -> Bolsa { Bolsa(elementos: []) }
}
print(Bolsa.nombre, Bolsa.vacio().elementos, Bolsa(elementos: [1]).elementos)
