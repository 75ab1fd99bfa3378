// Cuenta bancaria con errores
enum ErrorBancario: Error, CustomStringConvertible {
    case saldoInsuficiente(disponible: Double, pedido: Double)
    case cantidadInvalida(Double)
    case cuentaBloqueada(motivo: String)

    var description: String {
        switch self {
        case let .saldoInsuficiente(disponible, pedido):
            return "Saldo insuficiente: tienes \(disponible) y pides \(pedido)"
        case .cantidadInvalida(let c):
            return "Cantidad inválida: \(c)"
        case .cuentaBloqueada(let motivo):
            return "Cuenta bloqueada (\(motivo))"
        }
    }
}

struct Movimiento {
    let concepto: String
    let importe: Double
}

class Cuenta {
    let titular: String
    private(set) var saldo: Double = 0 {
        didSet {
            if saldo < 100 && oldValue >= 100 {
                print("Aviso: el saldo de \(titular) bajó de 100")
            }
        }
    }
    var bloqueada = false
    var movimientos: [Movimiento] = []

    init(titular: String, saldoInicial: Double) {
        self.titular = titular
        self.saldo = saldoInicial
    }

    func ingresar(_ cantidad: Double) throws {
        guard cantidad > 0 else { throw ErrorBancario.cantidadInvalida(cantidad) }
        saldo += cantidad
        movimientos.append(Movimiento(concepto: "ingreso", importe: cantidad))
    }

    func retirar(_ cantidad: Double) throws {
        if bloqueada { throw ErrorBancario.cuentaBloqueada(motivo: "revisión") }
        guard cantidad > 0 else { throw ErrorBancario.cantidadInvalida(cantidad) }
        guard cantidad <= saldo else {
            throw ErrorBancario.saldoInsuficiente(disponible: saldo, pedido: cantidad)
        }
        saldo -= cantidad
        movimientos.append(Movimiento(concepto: "retirada", importe: -cantidad))
    }
}

func transferir(_ cantidad: Double, de origen: Cuenta, a destino: Cuenta) throws {
    defer { print("Fin de la transferencia de \(origen.titular) a \(destino.titular)") }
    try origen.retirar(cantidad)
    try destino.ingresar(cantidad)
}

let luis = Cuenta(titular: "Luis", saldoInicial: 150)
let marta = Cuenta(titular: "Marta", saldoInicial: 20)

do {
    try transferir(80, de: luis, a: marta)
    try transferir(500, de: marta, a: luis)
} catch ErrorBancario.saldoInsuficiente(let disponible, let pedido) where pedido > 2 * disponible {
    print("Pides más del doble: \(pedido) de \(disponible)")
} catch {
    print("Otro error: \(error)")
}

do {
    try luis.ingresar(-5)
} catch let e as ErrorBancario {
    print(e)
}

marta.bloqueada = true
do {
    try marta.retirar(10)
} catch ErrorBancario.cuentaBloqueada(let motivo) {
    print("No se puede: \(motivo)")
}

let resultado = try? luis.retirar(1000)
print(resultado == nil ? "falló" : "ok")
try? luis.retirar(10)
print("Saldos: \(luis.saldo), \(marta.saldo)")
print(luis.movimientos.map { "\($0.concepto) \($0.importe)" })

func saldoSeguro(_ c: Cuenta) -> Result<Double, ErrorBancario> {
    if c.bloqueada { return .failure(.cuentaBloqueada(motivo: "manual")) }
    return .success(c.saldo)
}
for c in [luis, marta] {
    switch saldoSeguro(c) {
    case .success(let s): print("\(c.titular): \(s)")
    case .failure(let e): print("\(c.titular): \(e)")
    }
}
print(ErrorBancario.cantidadInvalida(3))
