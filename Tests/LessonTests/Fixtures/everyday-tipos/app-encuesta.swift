// Encuesta: respuestas en tuplas, conjuntos por pregunta, reduce(into:), closures que capturan, enums anidados.
struct Encuesta {
    enum Respuesta: String, CaseIterable {
        case si = "Sí", no = "No", nsnc = "NS/NC"
    }
    struct Voto {
        let persona: String
        let pregunta: Int
        let respuesta: Respuesta
    }
    var votos: [Voto] = []
    mutating func votar(_ persona: String, _ pregunta: Int, _ r: Respuesta) -> Bool {
        if votos.contains(where: { $0.persona == persona && $0.pregunta == pregunta }) { return false }
        votos.append(Voto(persona: persona, pregunta: pregunta, respuesta: r))
        return true
    }
    func resultados(de pregunta: Int) -> [Respuesta: Int] {
        votos.filter { $0.pregunta == pregunta }.reduce(into: [:]) { $0[$1.respuesta, default: 0] += 1 }
    }
    var participantes: Set<String> { Set(votos.map(\.persona)) }
}

var e = Encuesta()
let entradas: [(String, Int, Encuesta.Respuesta)] = [
    ("ana", 1, .si), ("luis", 1, .no), ("eva", 1, .si), ("ana", 1, .no),
    ("ana", 2, .nsnc), ("luis", 2, .si), ("marta", 2, .si),
]
var rechazados = 0
for (p, q, r) in entradas where !e.votar(p, q, r) { rechazados += 1 }
print("votos: \(e.votos.count), rechazados: \(rechazados)")
for q in 1...2 {
    let r = e.resultados(de: q)
    let linea = Encuesta.Respuesta.allCases.map { "\($0.rawValue)=\(r[$0] ?? 0)" }.joined(separator: " ")
    print("pregunta \(q): \(linea)")
}
print(e.participantes.sorted(), e.participantes.count)
func hacerContador(paso: Int) -> () -> Int {
    var total = 0
    return {
        total += paso
        return total
    }
}
let deDos = hacerContador(paso: 2)
let deCinco = hacerContador(paso: 5)
print(deDos(), deDos(), deCinco(), deDos())
var acciones: [() -> Void] = []
for i in 1...3 { acciones.append { print("acción", i) } }
acciones.forEach { $0() }
let mayoria = e.resultados(de: 1).max { $0.value < $1.value }
print(mayoria!.key, mayoria!.value)
let porPersona = Dictionary(grouping: e.votos, by: \.persona).mapValues { $0.count }
print(porPersona.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let siPorPregunta = (1...2).map { q in e.votos.filter { $0.pregunta == q && $0.respuesta == .si }.count }
print(siPorPregunta)
let unanimes = (1...2).filter { q in Set(e.votos.filter { v in v.pregunta == q }.map(\.respuesta)).count == 1 }
print(unanimes.isEmpty ? "ninguna unánime" : "unánimes: \(unanimes)")
print(Encuesta.Respuesta(rawValue: "Sí") ?? .nsnc, Encuesta.Respuesta.allCases.last!)
