import Foundation

// Calificaciones de una clase con zip, enumerated y reduce(into:)
let nombres = ["Alba", "Bruno", "Celia", "Dario", "Eva", "Fidel"]
let notasExamen = [7.5, 4.0, 9.0, 5.5, 8.0, 3.5]
let notasPracticas = [8.0, 6.0, 9.5, 4.0, 7.0, 5.0]

let finales = zip(notasExamen, notasPracticas).map { $0 * 0.6 + $1 * 0.4 }
let tabla = Array(zip(nombres, finales))
for (nombre, nota) in tabla {
    print(nombre, nota)
}

let aprobados = tabla.filter { $0.1 >= 5 }.map { $0.0 }
print("Aprobados: \(aprobados)")
let porNota = tabla.sorted { ($0.1, $0.0) > ($1.1, $1.0) }
print(porNota.map(\.0))

for (posicion, (nombre, nota)) in porNota.enumerated() where posicion < 3 {
    print("\(posicion + 1)º \(nombre) con \(nota)")
}

let rangos = tabla.reduce(into: [String: [String]]()) { acc, par in
    let clave: String
    switch par.1 {
    case 9...: clave = "sobresaliente"
    case 7..<9: clave = "notable"
    case 5..<7: clave = "aprobado"
    default: clave = "suspenso"
    }
    acc[clave, default: []].append(par.0)
}
for clave in ["sobresaliente", "notable", "aprobado", "suspenso"] {
    print(clave, rangos[clave] ?? [])
}

if let primeroSuspenso = tabla.first(where: { $0.1 < 5 }) {
    print("Primer suspenso: \(primeroSuspenso.0)")
}
if let ultimo = tabla.lastIndex(where: { $0.1 >= 7 }) {
    print("Último notable o más: \(nombres[ultimo]) en la posición \(ultimo)")
}
let mejorIndice = finales.indices.max { finales[$0] < finales[$1] }!
print("Mejor: \(nombres[mejorIndice])")
let mejoraPracticas = zip(nombres, zip(notasExamen, notasPracticas)).filter { $0.1.1 > $0.1.0 }.map { $0.0 }
print("Mejor en prácticas: \(mejoraPracticas)")
let media = finales.reduce(0, +) / Double(finales.count)
print("Media: \(media)")
let sobreMedia = tabla.filter { $0.1 > media }.count
print("Sobre la media: \(sobreMedia)")
let iniciales = nombres.map { $0.first! }
print(String(iniciales), iniciales.contains("E"))
let parejas = stride(from: 0, to: nombres.count - 1, by: 2).map { "\(nombres[$0])-\(nombres[$0 + 1])" }
print(parejas)
let diferencias = zip(finales, finales.dropFirst()).map { $1 - $0 }
print(diferencias.map { ($0 * 100).rounded() / 100 })
print(nombres.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element })
print(Dictionary(uniqueKeysWithValues: zip(nombres.prefix(3), 1...3)).sorted { $0.value < $1.value }.map(\.key))
let histo = finales.reduce(into: [Int: Int]()) { $0[Int($1), default: 0] += 1 }
print(histo.keys.sorted().map { "\($0):\(histo[$0]!)" })
