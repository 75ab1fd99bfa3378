func rellenar(_ texto: String, hasta ancho: Int, derecha: Bool = false) -> String {
    let hueco = String(repeating: " ", count: max(0, ancho - texto.count))
    return derecha ? hueco + texto : texto + hueco
}

func formatear(_ x: Double, decimales: Int) -> String {
    var factor = 1.0
    for _ in 0..<decimales { factor *= 10 }
    let entero = Int(x * factor + (x >= 0 ? 0.5 : -0.5))
    let parteEntera = entero / Int(factor)
    var parteDecimal = String(abs(entero % Int(factor)))
    while parteDecimal.count < decimales { parteDecimal = "0" + parteDecimal }
    return decimales == 0 ? "\(parteEntera)" : "\(parteEntera),\(parteDecimal)"
}

struct Venta {
    let vendedor: String
    let region: String
    let importe: Double
    let unidades: Int
}

let ventas = [
    Venta(vendedor: "Carmen", region: "Norte", importe: 1234.5, unidades: 12),
    Venta(vendedor: "Jorge", region: "Sur", importe: 987.25, unidades: 7),
    Venta(vendedor: "Carmen", region: "Norte", importe: 310.0, unidades: 3),
    Venta(vendedor: "Lucía", region: "Sur", importe: 2200.0, unidades: 20),
    Venta(vendedor: "Jorge", region: "Este", importe: 45.99, unidades: 1),
]

print(rellenar("Vendedor", hasta: 10) + rellenar("Total", hasta: 10, derecha: true) + rellenar("Uds", hasta: 5, derecha: true))
print(String(repeating: "-", count: 25))
let totales = Dictionary(grouping: ventas, by: \.vendedor).mapValues { grupo in
    (importe: grupo.reduce(0) { $0 + $1.importe }, unidades: grupo.reduce(0) { $0 + $1.unidades })
}
for (nombre, t) in totales.sorted(by: { $0.value.importe > $1.value.importe }) {
    print(rellenar(nombre, hasta: 10) + rellenar(formatear(t.importe, decimales: 2), hasta: 10, derecha: true)
          + rellenar(String(t.unidades), hasta: 5, derecha: true))
}
let regiones = Set(ventas.map(\.region)).sorted()
print("Regiones:", regiones.joined(separator: " · "))
let media = ventas.map(\.importe).reduce(0, +) / Double(ventas.count)
print("Media:", formatear(media, decimales: 1), "| Máx:", formatear(ventas.map(\.importe).max()!, decimales: 0))
let porcentajes = ventas.map { Int(($0.importe / ventas.map(\.importe).reduce(0, +) * 100)) }
print(porcentajes, porcentajes.reduce(0, +))
let barras = ventas.map { v in "\(rellenar(v.vendedor, hasta: 7))|" + String(repeating: "#", count: Int(v.importe / 250)) }
barras.forEach { print($0) }
let mejorRegion = Dictionary(grouping: ventas, by: \.region)
    .mapValues { $0.map(\.importe).reduce(0, +) }
    .max { $0.value < $1.value }!
print("Mejor región: \(mejorRegion.key) con \(formatear(mejorRegion.value, decimales: 2))")
print(formatear(-3.14159, decimales: 3), formatear(2.5, decimales: 0), formatear(0.004, decimales: 2))
let numero = 1234567
var conPuntos = ""
for (i, c) in String(numero).reversed().enumerated() {
    if i > 0 && i % 3 == 0 { conPuntos.append(".") }
    conPuntos.append(c)
}
print(String(conPuntos.reversed()))
print(Double(7) / 2, 7 / 2, 7 % 3, -7 / 2, -7 % 3, Double.pi, 1e3, 0.1 + 0.2, 2.0 * 3)
print(Int(3.99), Int(-3.99), Double(Int.max) > 1e18, 10.0 / 3.0)
print(String(255, radix: 16), String(5, radix: 2), Int("ff", radix: 16)!, abs(-4.5), max(2, 9, 4))
