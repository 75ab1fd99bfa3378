protocol Resumible {
    var resumen: String { get }
}

struct Factura {
    let numero: Int
    let total: Double
}

extension Factura: Resumible {
    var descripcion: String { "Factura \(numero): \(total)" }
}

print(Factura(numero: 1, total: 20).descripcion)
