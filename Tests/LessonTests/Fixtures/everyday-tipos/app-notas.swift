// Libro de notas: diccionario de alumnos a notas, medias, switch con rangos.
import Foundation
enum Calificacion: String {
    case suspenso = "Suspenso", aprobado = "Aprobado", notable = "Notable", sobresaliente = "Sobresaliente"
    init(nota: Double) {
        switch nota {
        case ..<5: self = .suspenso
        case 5..<7: self = .aprobado
        case 7..<9: self = .notable
        default: self = .sobresaliente
        }
    }
}

var notas: [String: [Double]] = [
    "María": [8.5, 9, 10],
    "Jorge": [4, 5.5, 3],
    "Lucía": [7, 6.5, 8],
    "Tomás": [],
]
notas["Sofía"] = [9.5, 9.8]
notas["Jorge"]?.append(6)
func media(_ xs: [Double]) -> Double? {
    guard !xs.isEmpty else { return nil }
    return xs.reduce(0, +) / Double(xs.count)
}
for nombre in notas.keys.sorted() {
    let ns = notas[nombre]!
    if let m = media(ns) {
        let redondeada = (m * 100).rounded() / 100
        print("\(nombre): \(redondeada) -> \(Calificacion(nota: m).rawValue)")
    } else {
        print("\(nombre): sin notas")
    }
}
let medias = notas.compactMapValues { media($0) }
let mejor = medias.max { $0.value < $1.value }!
print("Mejor: \(mejor.key)")
let aprobados = medias.filter { $0.value >= 5 }.keys.sorted()
print("Aprobados: \(aprobados)")
let todas = notas.values.flatMap { $0 }
print("Notas: \(todas.count), máxima \(todas.max()!), mínima \(todas.min()!)")
let histograma = Dictionary(grouping: todas, by: { Int($0) })
for n in stride(from: 10, through: 3, by: -1) {
    let cuantos = histograma[n]?.count ?? 0
    if cuantos > 0 { print(String(n).padding(toLength: 3, withPad: " ", startingAt: 0) + String(repeating: "*", count: cuantos)) }
}
_ = notas.removeValue(forKey: "Tomás")
print(notas.count, notas["Tomás"] == nil)
let nota = 7.25
switch (nota, nota >= 5) {
case (9..., _): print("matrícula posible")
case (_, true): print("aprobado con \(nota)")
case (_, false): print("suspenso")
}
let boletin = medias.mapValues { Calificacion(nota: $0) }
print(boletin["Lucía"]!, boletin["Jorge"].map { $0.rawValue } ?? "-")
