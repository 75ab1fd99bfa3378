// Observadores sobre una propiedad heredada: override var con willSet y didSet, en el orden de Swift.
class Termostato {
    var temperatura: Double = 20 {
        willSet { print("termostato: va a \(newValue)") }
        didSet { print("termostato: de \(oldValue) a \(temperatura)") }
    }
    var lecturas = 0
    init(temperatura: Double) { self.temperatura = temperatura }
}

class TermostatoSeguro: Termostato {
    var alarmas: [String] = []
    override var temperatura: Double {
        willSet { if newValue > 30 { print("aviso: \(newValue) es demasiado") } }
        didSet {
            lecturas += 1
            if temperatura > 30 { alarmas.append("alta \(temperatura)") }
            print("seguro: \(oldValue) → \(temperatura)")
        }
    }
    init() {
        super.init(temperatura: 18)
        temperatura = 19
    }
}

final class TermostatoRegistrado: TermostatoSeguro {
    var historial: [Double] = []
    override var temperatura: Double {
        didSet { historial.append(oldValue) }
    }
}

class Cuenta {
    var saldo = 0 { didSet { print("saldo", oldValue, "→", saldo) } }
}
class CuentaLimitada: Cuenta {
    let limite: Int
    init(limite: Int) { self.limite = limite }
    override var saldo: Int {
        didSet {
            if saldo > limite {
                print("recorte a", limite)
                saldo = limite
            }
        }
    }
}

let t = TermostatoSeguro()
t.temperatura = 25
t.temperatura += 10
print(t.lecturas, t.alarmas)
let r = TermostatoRegistrado()
r.temperatura = 31
let comoBase: Termostato = r
comoBase.temperatura = 22
print(r.historial, r.lecturas, r.alarmas)
let c = CuentaLimitada(limite: 100)
c.saldo = 50
c.saldo += 80
print(c.saldo)
