import Foundation

// Carrito con descuentos como protocolos y closures
protocol Descuento {
    var nombre: String { get }
    func aplicar(a total: Double, unidades: Int) -> Double
}

struct Porcentaje: Descuento {
    let valor: Double
    var nombre: String { "\(Int(valor))%" }
    func aplicar(a total: Double, unidades: Int) -> Double { total * (1 - valor / 100) }
}

struct TresPorDos: Descuento {
    let precioUnidad: Double
    let nombre = "3x2"
    func aplicar(a total: Double, unidades: Int) -> Double {
        total - Double(unidades / 3) * precioUnidad
    }
}

struct Condicional: Descuento {
    let nombre: String
    let regla: (Double) -> Bool
    let rebaja: Double
    func aplicar(a total: Double, unidades: Int) -> Double {
        regla(total) ? total - rebaja : total
    }
}

struct Linea {
    let producto: String
    let precio: Double
    var unidades: Int
    var subtotal: Double { precio * Double(unidades) }
}

struct Carrito {
    var lineas: [Linea] = []
    var descuentos: [String: any Descuento] = [:]

    mutating func añadir(_ producto: String, precio: Double, unidades: Int = 1) {
        if let i = lineas.firstIndex(where: { $0.producto == producto }) {
            lineas[i].unidades += unidades
        } else {
            lineas.append(Linea(producto: producto, precio: precio, unidades: unidades))
        }
    }

    func total() -> Double {
        lineas.reduce(0.0) { acumulado, linea in
            var sub = linea.subtotal
            if let d = descuentos[linea.producto] {
                sub = d.aplicar(a: sub, unidades: linea.unidades)
            }
            return acumulado + sub
        }
    }
}

var carrito = Carrito()
carrito.añadir("yogur", precio: 0.6, unidades: 7)
carrito.añadir("pan", precio: 1.1)
carrito.añadir("queso", precio: 8.5)
carrito.añadir("pan", precio: 1.1, unidades: 2)
carrito.descuentos["yogur"] = TresPorDos(precioUnidad: 0.6)
carrito.descuentos["queso"] = Porcentaje(valor: 20)
carrito.descuentos["pan"] = Condicional(nombre: "pan barato", regla: { $0 > 3 }, rebaja: 0.5)

for l in carrito.lineas {
    let d = carrito.descuentos[l.producto]
    print(l.producto, l.unidades, l.subtotal, d?.nombre ?? "sin descuento",
          d.map { $0.aplicar(a: l.subtotal, unidades: l.unidades) } ?? l.subtotal)
}
let total = carrito.total()
print("Total: \(total)", (total * 100).rounded() / 100)
let nombres = carrito.descuentos.values.map(\.nombre).sorted()
print(nombres)
let todos: [any Descuento] = [Porcentaje(valor: 10), TresPorDos(precioUnidad: 2), Condicional(nombre: "c", regla: { _ in true }, rebaja: 1)]
print(todos.map { $0.aplicar(a: 30, unidades: 6) })
let mejor = todos.min { $0.aplicar(a: 30, unidades: 6) < $1.aplicar(a: 30, unidades: 6) }!
print("Mejor: \(mejor.nombre)", mejor is Porcentaje, mejor as? TresPorDos != nil)
carrito.lineas.removeAll { $0.unidades > 5 }
print(carrito.lineas.map(\.producto), carrito.total())
