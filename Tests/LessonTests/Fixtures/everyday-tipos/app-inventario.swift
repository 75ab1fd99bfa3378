// Inventario de una tienda: struct con didSet, enum de categorías, errores y labeled break.
enum Categoria: String, CaseIterable, Comparable {
    case fruta, verdura, lacteo, panaderia
    static func < (a: Categoria, b: Categoria) -> Bool { a.rawValue < b.rawValue }
}

struct Producto: Hashable {
    let codigo: Int
    let nombre: String
    let categoria: Categoria
    var precio: Double
}

enum ErrorInventario: Error {
    case sinStock(String)
    case codigoDesconocido(Int)
}

struct Almacen {
    var productos: [Int: Producto] = [:]
    var existencias: [Int: Int] = [:] {
        didSet {
            let agotados = existencias.filter { $0.value == 0 }.map { $0.key }.sorted()
            if !agotados.isEmpty { print("  aviso: agotados \(agotados)") }
        }
    }
    mutating func alta(_ p: Producto, unidades: Int) {
        productos[p.codigo] = p
        existencias[p.codigo, default: 0] += unidades
    }
    mutating func vender(_ codigo: Int, _ n: Int = 1) throws -> Double {
        guard let p = productos[codigo] else { throw ErrorInventario.codigoDesconocido(codigo) }
        let hay = existencias[codigo] ?? 0
        if hay < n { throw ErrorInventario.sinStock(p.nombre) }
        existencias[codigo] = hay - n
        return p.precio * Double(n)
    }
    var valorTotal: Double {
        existencias.reduce(0.0) { total, par in total + Double(par.value) * (productos[par.key]?.precio ?? 0) }
    }
}

var almacen = Almacen()
almacen.alta(Producto(codigo: 1, nombre: "Manzana", categoria: .fruta, precio: 0.5), unidades: 10)
almacen.alta(Producto(codigo: 2, nombre: "Leche", categoria: .lacteo, precio: 1.2), unidades: 2)
almacen.alta(Producto(codigo: 3, nombre: "Pan", categoria: .panaderia, precio: 0.9), unidades: 5)
almacen.alta(Producto(codigo: 4, nombre: "Lechuga", categoria: .verdura, precio: 1.0), unidades: 1)
print("Valor: \(almacen.valorTotal)")
let pedidos = [(1, 3), (2, 2), (9, 1), (2, 1), (4, 1)]
var caja = 0.0
procesar: for (codigo, cantidad) in pedidos {
    do {
        caja += try almacen.vender(codigo, cantidad)
    } catch ErrorInventario.sinStock(let nombre) {
        print("Sin stock de \(nombre), se detiene la venta")
        break procesar
    } catch {
        print("Error: \(error)")
        continue procesar
    }
    print("Vendido \(cantidad) de \(codigo)")
}
print("Caja: \(caja)")
let porCategoria = Dictionary(grouping: almacen.productos.values, by: \.categoria)
for cat in porCategoria.keys.sorted() {
    print(cat, porCategoria[cat]!.map(\.nombre).sorted())
}
let caros = almacen.productos.values.filter { $0.precio >= 1 }.map(\.nombre).sorted()
print(caros)
var subida = almacen.productos[1]!
subida.precio *= 1.1
print(subida.precio > 0.54, subida == almacen.productos[1]!)
let conjunto: Set<Producto> = [almacen.productos[1]!, almacen.productos[1]!, subida]
print(conjunto.count)
print(Categoria.allCases.sorted().map(\.rawValue))
