// Tallas de ropa: una lista de casos escrita con puntos y ordenada en la misma línea
enum Talla: Int, Comparable, CustomStringConvertible {
    case s = 1, m, l, xl
    static func < (a: Talla, b: Talla) -> Bool { a.rawValue < b.rawValue }
    var description: String { "\(self == .xl ? "XL" : ["S", "M", "L"][rawValue - 1])" }

    static var disponibles: [Talla] { [.xl, .s, .l].sorted() }
}

func grandes() -> [Talla] {
    return [.s, .xl, .l, .m].filter { $0 >= .l }
}

let pedido: [Talla] = [.m, .s, .xl, .m].sorted()
let alReves: [Talla] = [.s, .m, .l].sorted(by: >)
print(pedido, alReves, Talla.disponibles, grandes())
print(pedido.first!, pedido.last!, pedido.count)
