protocol Cuenta: AnyObject {
    var numero: String { get }
    var saldo: Double { get set }
    func comision(por importe: Double) -> Double
}

extension Cuenta {
    func comision(por importe: Double) -> Double { 0 }

    func transferir(_ importe: Double, a destino: any Cuenta) throws {
        let total = importe + comision(por: importe)
        guard total <= saldo else { throw ErrorTransferencia.fondos(necesario: total, disponible: saldo) }
        guard destino !== self else { throw ErrorTransferencia.mismaCuenta }
        saldo -= total
        destino.saldo += importe
    }
}

enum ErrorTransferencia: Error {
    case fondos(necesario: Double, disponible: Double)
    case mismaCuenta
}

final class Corriente: Cuenta {
    let numero: String
    var saldo: Double
    init(numero: String, saldo: Double) { self.numero = numero; self.saldo = saldo }
    func comision(por importe: Double) -> Double { max(1, importe * 0.01) }
}

final class Nomina: Cuenta {
    let numero: String
    var saldo: Double = 0
    init(numero: String) { self.numero = numero }
}

let a = Corriente(numero: "ES01", saldo: 500)
let b = Nomina(numero: "ES02")
let cuentas: [any Cuenta] = [a, b]
let ordenes: [(any Cuenta, any Cuenta, Double)] = [(a, b, 200), (b, a, 50), (a, a, 10), (a, b, 400), (b, a, 150)]
for (origen, destino, importe) in ordenes {
    do {
        try origen.transferir(importe, a: destino)
        print("\(origen.numero) → \(destino.numero): \(importe) ok")
    } catch ErrorTransferencia.fondos(let n, let d) {
        print("\(origen.numero): fondos insuficientes (\(n) > \(d))")
    } catch ErrorTransferencia.mismaCuenta {
        print("\(origen.numero): misma cuenta")
    } catch {
        print("error desconocido")
    }
}
for c in cuentas {
    print(c.numero, c.saldo)
}
print(cuentas.map { $0.comision(por: 1000) })
print(cuentas.reduce(0) { $0 + $1.saldo })
