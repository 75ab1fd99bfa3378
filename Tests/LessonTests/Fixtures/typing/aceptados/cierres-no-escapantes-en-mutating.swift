struct Caja {
    var total = 0
    var registro: [String] = []

    mutating func meter(_ xs: [Int]) {
        xs.forEach { self.total += $0 }
        let dobles = xs.map { $0 * 2 + total }
        registro.append(contentsOf: dobles.map { "\($0)" })
        if xs.contains(where: { $0 > total }) { registro.append("grande") }
    }

    func avisos() -> [() -> String] {
        var r: [() -> String] = []
        r.append { "total \(self.total)" }
        return r
    }
}

class Contador {
    var n = 0
    var acciones: [() -> Void] = []
    func preparar() {
        acciones.append { self.n += 1 }
    }
}

var c = Caja()
c.meter([1, 2, 3])
print(c.total, c.registro)
print(c.avisos().map { $0() })
let k = Contador()
k.preparar()
k.acciones.forEach { $0() }
print(k.n)
