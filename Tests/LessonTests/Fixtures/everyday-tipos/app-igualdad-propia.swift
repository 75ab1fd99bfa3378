// Un == propio (por id) manda en contains, firstIndex(of:), == de arrays y opcionales.
struct Producto: Equatable {
    let id: Int
    var nombre: String
    var precio: Double
    static func == (a: Producto, b: Producto) -> Bool { a.id == b.id }
}
enum Moneda: Equatable {
    case euros(Double), dolares(Double)
    static func == (a: Moneda, b: Moneda) -> Bool { a.enEuros == b.enEuros }
    var enEuros: Double {
        switch self {
        case .euros(let e): return e
        case .dolares(let d): return d / 2
        }
    }
}
class Cuenta: Equatable {
    let numero: String
    var saldo: Double
    init(numero: String, saldo: Double) { self.numero = numero; self.saldo = saldo }
    static func == (a: Cuenta, b: Cuenta) -> Bool { a.numero == b.numero }
}
final class CuentaAhorro: Cuenta {}

let catalogo = [Producto(id: 1, nombre: "pan", precio: 1), Producto(id: 2, nombre: "sal", precio: 0.5)]
let rebajado = Producto(id: 2, nombre: "sal fina", precio: 0.4)
print(rebajado == catalogo[1], rebajado != catalogo[1], catalogo.contains(rebajado))
print(catalogo.firstIndex(of: rebajado) as Any, catalogo.lastIndex(of: Producto(id: 9, nombre: "", precio: 0)) as Any)
print(catalogo == [Producto(id: 1, nombre: "x", precio: 9), Producto(id: 2, nombre: "y", precio: 9)])
let buscado: Producto? = Producto(id: 1, nombre: "otro", precio: 3)
print(buscado == catalogo.first, buscado != nil)
print(Moneda.euros(5) == .dolares(10), [Moneda.euros(1)].contains(.dolares(2)), Moneda.euros(1) == .euros(2))
let cuentas = [Cuenta(numero: "ES1", saldo: 10), CuentaAhorro(numero: "ES2", saldo: 20)]
print(cuentas.contains(Cuenta(numero: "ES2", saldo: 0)), cuentas[0] == CuentaAhorro(numero: "ES1", saldo: 0))
print(cuentas[1] === cuentas[1], cuentas[0] === Cuenta(numero: "ES1", saldo: 10))
print((1, rebajado) == (1, catalogo[1]))
