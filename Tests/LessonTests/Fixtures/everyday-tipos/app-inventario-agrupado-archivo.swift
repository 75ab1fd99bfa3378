// Inventario de una tienda agrupado por categoría
enum Categoria: String, CaseIterable {
    case frutas = "Frutas"
    case lacteos = "Lácteos"
    case limpieza = "Limpieza"
}

struct Producto: CustomStringConvertible {
    let nombre: String
    let categoria: Categoria
    var stock: Int
    let precio: Double

    var description: String {
        "\(nombre) x\(stock)"
    }
}

let productos = [
    Producto(nombre: "Manzana", categoria: .frutas, stock: 40, precio: 0.5),
    Producto(nombre: "Leche", categoria: .lacteos, stock: 12, precio: 1.2),
    Producto(nombre: "Yogur", categoria: .lacteos, stock: 0, precio: 0.8),
    Producto(nombre: "Pera", categoria: .frutas, stock: 5, precio: 0.6),
    Producto(nombre: "Lejía", categoria: .limpieza, stock: 3, precio: 2.5),
    Producto(nombre: "Plátano", categoria: .frutas, stock: 0, precio: 0.3),
]

let porCategoria = Dictionary(grouping: productos, by: { $0.categoria })
for categoria in Categoria.allCases {
    let lista = porCategoria[categoria] ?? []
    print("\(categoria.rawValue): \(lista)")
}

let conteo = Dictionary(grouping: productos) { $0.stock == 0 ? "agotado" : "disponible" }
    .mapValues { $0.count }
for clave in conteo.keys.sorted() {
    print(clave, conteo[clave]!)
}

var valorPorCategoria: [Categoria: Double] = [:]
for p in productos {
    valorPorCategoria[p.categoria, default: 0] += Double(p.stock) * p.precio
}
let ordenadas = valorPorCategoria.sorted { $0.value > $1.value }
for (cat, valor) in ordenadas {
    print("\(cat.rawValue) vale \(valor)")
}

let agotados = productos.filter { $0.stock == 0 }.map { $0.nombre }
print("Agotados: \(agotados)")

let masCaro = productos.max(by: { $0.precio < $1.precio })
print("Más caro: \(masCaro?.nombre ?? "ninguno")")
let masBarato = productos.min { $0.precio < $1.precio }!
print("Más barato: \(masBarato)")

let nombres = Categoria.allCases.map { $0.rawValue.uppercased() }
print(nombres)
print(Categoria(rawValue: "Lácteos") as Any, Categoria(rawValue: "Ropa") as Any)

var inventario = Dictionary(uniqueKeysWithValues: productos.map { ($0.nombre, $0.stock) })
inventario["Manzana"]! -= 10
inventario["Pera"] = nil
inventario.updateValue(7, forKey: "Kiwi")
for (nombre, stock) in inventario.sorted(by: { $0.key < $1.key }) {
    print("\(nombre): \(stock)")
}
let total = inventario.values.reduce(0, +)
print("Unidades: \(total), productos: \(inventario.count)")
