import Foundation

// Control de gastos mensuales
enum Categoria: String, CaseIterable, Comparable {
    case comida, transporte, ocio, casa
    static func < (a: Categoria, b: Categoria) -> Bool { a.rawValue < b.rawValue }
}

struct Gasto: CustomStringConvertible {
    let concepto: String
    let importe: Double
    let categoria: Categoria
    let dia: Int
    var description: String { "\(dia): \(concepto) (\(categoria.rawValue)) \(importe)€" }
}

class Presupuesto {
    private(set) var gastos: [Gasto] = []
    let limites: [Categoria: Double]
    var avisos: [String] = []

    init(limites: [Categoria: Double]) {
        self.limites = limites
    }

    func anotar(_ gasto: Gasto) {
        gastos.append(gasto)
        let total = totalPor(gasto.categoria)
        if let limite = limites[gasto.categoria], total > limite {
            avisos.append("¡\(gasto.categoria.rawValue) supera \(limite)! (\(total))")
        }
    }

    func totalPor(_ c: Categoria) -> Double {
        gastos.filter { $0.categoria == c }.reduce(0) { $0 + $1.importe }
    }

    var total: Double { gastos.map(\.importe).reduce(0, +) }

    func resumen() -> [(Categoria, Double)] {
        Categoria.allCases.map { ($0, totalPor($0)) }.filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
    }
}

let p = Presupuesto(limites: [.comida: 200, .ocio: 50])
let lista = [
    Gasto(concepto: "Mercado", importe: 85.5, categoria: .comida, dia: 2),
    Gasto(concepto: "Metro", importe: 12.2, categoria: .transporte, dia: 3),
    Gasto(concepto: "Cine", importe: 18, categoria: .ocio, dia: 5),
    Gasto(concepto: "Cena", importe: 45, categoria: .ocio, dia: 9),
    Gasto(concepto: "Súper", importe: 130.25, categoria: .comida, dia: 15),
    Gasto(concepto: "Luz", importe: 60, categoria: .casa, dia: 20),
]
lista.forEach(p.anotar)
for g in p.gastos.sorted(by: { $0.importe > $1.importe }).prefix(3) {
    print(g)
}
for (categoria, total) in p.resumen() {
    print(categoria.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0), total)
}
print(p.avisos)
print("Total: \(p.total)")
let porQuincena = Dictionary(grouping: p.gastos) { $0.dia <= 15 ? "primera" : "segunda" }
print(porQuincena["primera"]?.count ?? 0, porQuincena["segunda"]?.count ?? 0)
let sinGastos = Categoria.allCases.filter { p.totalPor($0) == 0 }
print(sinGastos.isEmpty ? "todas con gastos" : "\(sinGastos)")
let media = p.total / Double(p.gastos.count)
print("Media: \(media)")
let caros = p.gastos.filter { $0.importe > media }.map(\.concepto)
print(caros)
print(Categoria.allCases.sorted(), Categoria.allCases.max()!)
let dias = Set(p.gastos.map(\.dia))
print((1...31).filter { !dias.contains($0) }.count)
var acumulado = 0.0
let progresion = p.gastos.map { g -> Double in
    acumulado += g.importe
    return acumulado
}
print(progresion)
