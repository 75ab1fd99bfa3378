// Carrito de compra genérico: protocolos con associatedtype, where, extensiones de Array.
protocol Vendible {
    var nombre: String { get }
    var precio: Double { get }
}

protocol Descontable: Vendible {
    var descuento: Double { get }
}

extension Descontable {
    var precioFinal: Double { precio * (1 - descuento) }
}

struct Libro: Descontable {
    let nombre: String
    let precio: Double
    let descuento = 0.05
}

struct Disco: Vendible, Equatable {
    let nombre: String
    let precio: Double
}

struct Carrito<Item: Vendible> {
    private(set) var items: [Item] = []
    mutating func añadir(_ i: Item) { items.append(i) }
    var total: Double { items.reduce(0) { $0 + $1.precio } }
    func masCaro() -> Item? { items.max { $0.precio < $1.precio } }
}

extension Carrito where Item: Descontable {
    var totalConDescuento: Double { items.map(\.precioFinal).reduce(0, +) }
}

extension Array where Element: Vendible {
    func nombres() -> String { map(\.nombre).joined(separator: ", ") }
}

func mayor<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
func contar<T: Equatable>(_ x: T, en xs: [T]) -> Int { xs.filter { $0 == x }.count }
func intercambiar<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}

var libros = Carrito<Libro>()
libros.añadir(Libro(nombre: "Quijote", precio: 20))
libros.añadir(Libro(nombre: "Lazarillo", precio: 8))
print(libros.total, libros.totalConDescuento, libros.masCaro()!.nombre)
var discos = Carrito<Disco>()
let d1 = Disco(nombre: "Abbey Road", precio: 15)
discos.añadir(d1)
discos.añadir(Disco(nombre: "Kind of Blue", precio: 12.5))
discos.añadir(d1)
print(discos.total, contar(d1, en: discos.items), discos.items.nombres())
print(mayor(3, 7), mayor("pera", "manzana"), mayor(2.5, -1.0))
var x = "izquierda", y = "derecha"
intercambiar(&x, &y)
print(x, y)
let todo: [any Vendible] = libros.items + discos.items
let baratos = todo.filter { $0.precio < 13 }.map(\.nombre)
print(baratos)
let conDescuento = todo.compactMap { $0 as? Descontable }.map { "\($0.nombre): \($0.precioFinal)" }
print(conDescuento)
var vacio = Carrito<Disco>()
print(vacio.masCaro() == nil, vacio.total)
vacio.añadir(Disco(nombre: "Nevermind", precio: 10))
print(vacio.items)
