// Resultados de una encuesta con enums, diccionarios y tuplas
enum Respuesta: String, CaseIterable {
    case muyDeAcuerdo = "Muy de acuerdo"
    case deAcuerdo = "De acuerdo"
    case neutral = "Neutral"
    case enDesacuerdo = "En desacuerdo"

    var puntos: Int {
        switch self {
        case .muyDeAcuerdo: return 2
        case .deAcuerdo: return 1
        case .neutral: return 0
        case .enDesacuerdo: return -1
        }
    }
}

struct Participante {
    let nombre: String
    let edad: Int
    let respuestas: [String: Respuesta]
}

let preguntas = ["p1": "¿Te gusta programar?", "p2": "¿Usas Swift?", "p3": "¿Recomendarías el curso?"]
let participantes = [
    Participante(nombre: "Ana", edad: 23, respuestas: ["p1": .muyDeAcuerdo, "p2": .deAcuerdo, "p3": .muyDeAcuerdo]),
    Participante(nombre: "Bea", edad: 35, respuestas: ["p1": .neutral, "p2": .enDesacuerdo]),
    Participante(nombre: "Carlos", edad: 41, respuestas: ["p1": .deAcuerdo, "p2": .deAcuerdo, "p3": .neutral]),
    Participante(nombre: "Dani", edad: 19, respuestas: ["p1": .muyDeAcuerdo, "p3": .enDesacuerdo]),
]

for clave in preguntas.keys.sorted() {
    let texto = preguntas[clave]!
    let dadas = participantes.compactMap { $0.respuestas[clave] }
    let total = dadas.reduce(0) { $0 + $1.puntos }
    var conteo: [Respuesta: Int] = [:]
    dadas.forEach { conteo[$0, default: 0] += 1 }
    let resumen = Respuesta.allCases.compactMap { r in conteo[r].map { "\(r.rawValue): \($0)" } }
    print("\(texto) → \(total) puntos, \(dadas.count) respuestas")
    print("   ", resumen.joined(separator: "; "))
}

let porEdad = Dictionary(grouping: participantes) { p -> String in
    switch p.edad {
    case ..<25: return "jóvenes"
    case 25..<40: return "medianos"
    default: return "mayores"
    }
}
for grupo in ["jóvenes", "medianos", "mayores"] {
    let nombres = porEdad[grupo]?.map(\.nombre) ?? []
    print(grupo, nombres)
}
let completos = participantes.filter { $0.respuestas.count == preguntas.count }.map(\.nombre)
print("Respondieron todo: \(completos)")
let entusiasta = participantes.max { a, b in
    a.respuestas.values.map(\.puntos).reduce(0, +) < b.respuestas.values.map(\.puntos).reduce(0, +)
}
print("Más entusiasta: \(entusiasta?.nombre ?? "nadie")")
let sinResponder = participantes.flatMap { p in preguntas.keys.filter { p.respuestas[$0] == nil }.map { (p.nombre, $0) } }
print(sinResponder.map { "\($0.0)-\($0.1)" }.sorted())
let media = Double(participantes.map(\.edad).reduce(0, +)) / Double(participantes.count)
print("Edad media: \(media)", participantes.map(\.edad).min()!, participantes.map(\.edad).max()!)
print(Respuesta(rawValue: "Neutral")?.puntos ?? -99, Respuesta.allCases.map(\.puntos))
