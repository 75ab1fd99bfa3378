struct Producto: Hashable, CustomStringConvertible {
    let codigo: String
    let nombre: String
    let precio: Double
    var description: String { "\(nombre) (\(precio)€)" }
}

enum ErrorCarrito: Error, CustomStringConvertible {
    case sinStock(String)
    case cantidadInvalida(Int)
    case cuponCaducado
    var description: String {
        switch self {
        case .sinStock(let n): return "No queda \(n)"
        case .cantidadInvalida(let c): return "Cantidad inválida: \(c)"
        case .cuponCaducado: return "Cupón caducado"
        }
    }
}

final class Carrito {
    private(set) var lineas: [String: Int] = [:]
    var stock: [String: Int]
    let catalogo: [String: Producto]
    static var carritosCreados = 0

    init(catalogo: [Producto], stock: [String: Int]) {
        self.catalogo = Dictionary(uniqueKeysWithValues: catalogo.map { ($0.codigo, $0) })
        self.stock = stock
        Carrito.carritosCreados += 1
    }

    func anadir(_ codigo: String, cantidad: Int = 1) throws {
        guard cantidad > 0 else { throw ErrorCarrito.cantidadInvalida(cantidad) }
        let disponible = stock[codigo] ?? 0
        guard disponible >= cantidad else { throw ErrorCarrito.sinStock(catalogo[codigo]?.nombre ?? codigo) }
        stock[codigo] = disponible - cantidad
        lineas[codigo, default: 0] += cantidad
    }

    var total: Double {
        lineas.reduce(0) { suma, linea in
            suma + (catalogo[linea.key]?.precio ?? 0) * Double(linea.value)
        }
    }

    func aplicar(cupon: String) throws -> Double {
        defer { print("  (cupón \(cupon) procesado)") }
        switch cupon {
        case "DIEZ": return total * 0.9
        case let c where c.hasPrefix("VIEJO"): throw ErrorCarrito.cuponCaducado
        default: return total
        }
    }
}

let productos = [
    Producto(codigo: "P1", nombre: "Pan", precio: 1.25),
    Producto(codigo: "L2", nombre: "Leche", precio: 0.99),
    Producto(codigo: "Q3", nombre: "Queso", precio: 4.5),
]
let carrito = Carrito(catalogo: productos, stock: ["P1": 5, "L2": 2, "Q3": 0])
let pedidos: [(String, Int)] = [("P1", 2), ("L2", 3), ("Q3", 1), ("P1", 0), ("L2", 2)]
for (codigo, cantidad) in pedidos {
    do {
        try carrito.anadir(codigo, cantidad: cantidad)
        print("Añadido \(cantidad) x \(codigo)")
    } catch let error as ErrorCarrito {
        print("Error: \(error)")
    } catch {
        print("Otro error")
    }
}
print(carrito.lineas.sorted { $0.key < $1.key })
print("Total:", carrito.total)
print((try? carrito.aplicar(cupon: "DIEZ")) as Any)
print((try? carrito.aplicar(cupon: "VIEJO22")) as Any)
let precios = carrito.catalogo.mapValues { $0.precio }
print(precios.sorted { $0.value < $1.value }.map(\.key))
let agotados = carrito.stock.compactMapValues { $0 == 0 ? "agotado" : nil }
print(agotados.sorted { $0.key < $1.key })
let miCesta: Set<String> = ["P1", "L2"]
let ofertas: Set<String> = ["L2", "Q3"]
print(miCesta.union(ofertas).sorted(), miCesta.intersection(ofertas), miCesta.subtracting(ofertas))
print(miCesta.symmetricDifference(ofertas).sorted(), miCesta.isSubset(of: ["P1", "L2", "Q3"]), miCesta.isDisjoint(with: ofertas))
let baratos = Set(productos.filter { $0.precio < 2 })
print(baratos.count, baratos.contains(productos[0]))
print(productos.min { $0.precio < $1.precio }!)
print(Carrito.carritosCreados)
let resultado: Result<Double, ErrorCarrito> = carrito.total > 10 ? .success(carrito.total) : .failure(.cuponCaducado)
switch resultado {
case .success(let t): print("ok", t)
case .failure(let e): print("fallo:", e)
}
