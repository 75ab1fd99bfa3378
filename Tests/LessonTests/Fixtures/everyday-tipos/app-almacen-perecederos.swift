// Almacén con clases, subclases y protocolos
protocol Perecedero {
    var diasRestantes: Int { get }
}

extension Perecedero {
    var caducado: Bool { diasRestantes <= 0 }
    func aviso() -> String { caducado ? "¡caducado!" : "quedan \(diasRestantes) días" }
}

class Articulo: CustomStringConvertible {
    let nombre: String
    var cantidad: Int
    let precio: Double

    init(nombre: String, cantidad: Int, precio: Double) {
        self.nombre = nombre
        self.cantidad = cantidad
        self.precio = precio
    }

    var valor: Double { Double(cantidad) * precio }
    var description: String { "\(nombre) ×\(cantidad)" }

    func retirar(_ n: Int) -> Int {
        let sacados = min(n, cantidad)
        cantidad -= sacados
        return sacados
    }
}

class Alimento: Articulo, Perecedero {
    var diasRestantes: Int
    init(nombre: String, cantidad: Int, precio: Double, dias: Int) {
        diasRestantes = dias
        super.init(nombre: nombre, cantidad: cantidad, precio: precio)
    }
    override var valor: Double { caducado ? 0 : super.valor }
    override var description: String { super.description + " (\(aviso()))" }
}

class Medicamento: Alimento {
    let receta: Bool
    init(nombre: String, cantidad: Int, precio: Double, dias: Int, receta: Bool) {
        self.receta = receta
        super.init(nombre: nombre, cantidad: cantidad, precio: precio, dias: dias)
    }
    override func retirar(_ n: Int) -> Int {
        receta ? 0 : super.retirar(n)
    }
}

let almacen: [Articulo] = [
    Articulo(nombre: "Tornillos", cantidad: 500, precio: 0.05),
    Alimento(nombre: "Leche", cantidad: 20, precio: 0.9, dias: 3),
    Alimento(nombre: "Yogur", cantidad: 12, precio: 0.4, dias: 0),
    Medicamento(nombre: "Ibuprofeno", cantidad: 30, precio: 2.5, dias: 400, receta: false),
    Medicamento(nombre: "Antibiótico", cantidad: 10, precio: 8, dias: 90, receta: true),
]
for a in almacen { print(a) }
print(almacen.map { $0.retirar(15) })
print(almacen.map(\.cantidad))
let valorTotal = almacen.reduce(0) { $0 + $1.valor }
print("Valor: \(valorTotal)")
let perecederos = almacen.compactMap { $0 as? Perecedero }
print(perecederos.count, perecederos.filter(\.caducado).count, perecederos.map { $0.diasRestantes })
let medicamentos = almacen.filter { $0 is Medicamento }.map(\.nombre)
print(medicamentos)
if let leche = almacen[1] as? Alimento {
    leche.diasRestantes -= 3
    print(leche, leche.valor)
}
print(almacen.sorted { $0.valor > $1.valor }.prefix(2).map(\.nombre))
