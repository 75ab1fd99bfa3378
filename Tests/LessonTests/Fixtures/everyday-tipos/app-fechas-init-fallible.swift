// Fechas que se leen de un texto: un init que puede fallar llama a otro que también puede
struct Fecha: Comparable, CustomStringConvertible {
    let dia: Int, mes: Int

    init?(dia: Int, mes: Int) {
        guard (1...12).contains(mes), (1...31).contains(dia) else { return nil }
        self.dia = dia
        self.mes = mes
    }

    init?(_ texto: String) {
        let partes = texto.split(separator: "/").compactMap { Int($0) }
        guard partes.count == 2 else { return nil }
        self.init(dia: partes[0], mes: partes[1])
    }

    static func < (a: Fecha, b: Fecha) -> Bool { (a.mes, a.dia) < (b.mes, b.dia) }
    var description: String { "\(dia)/\(mes)" }
}

let textos = ["3/5", "31/12", "40/1", "hoy", "1/1", "7/13"]
let fechas = textos.compactMap(Fecha.init)
print(fechas, fechas.sorted(), fechas.max()!)
for t in textos {
    if let f = Fecha(t) { print(t, "→", f.dia, f.mes) } else { print(t, "no es una fecha") }
}
print(Fecha("9/9") as Any, Fecha("0/9") as Any)

class Socio {
    let numero: Int
    init?(numero: Int) {
        guard numero > 0 else { return nil }
        self.numero = numero
    }
    convenience init?(carnet: String) {
        guard carnet.hasPrefix("S-"), let n = Int(carnet.dropFirst(2)) else { return nil }
        self.init(numero: n)
    }
}
for c in ["S-12", "S-0", "X-3", "S-x"] {
    print(c, Socio(carnet: c)?.numero ?? -1)
}
