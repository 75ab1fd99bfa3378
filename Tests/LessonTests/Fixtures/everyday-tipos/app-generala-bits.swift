struct Generador {
    private var estado: Int
    init(semilla: Int) { estado = semilla }
    mutating func siguiente() -> Int {
        estado = estado &* 6364136223846793005 &+ 1442695040888963407
        return ((estado >> 33) & 0x7fffffff) % 6 + 1
    }
}

enum Jugada: Equatable {
    case generala
    case poker(Int)
    case full
    case escalera
    case nada(suma: Int)
}

func evaluar(_ dados: [Int]) -> Jugada {
    var cuenta: [Int: Int] = [:]
    for d in dados { cuenta[d, default: 0] += 1 }
    let repeticiones = cuenta.values.sorted(by: >)
    switch (repeticiones.first ?? 0, repeticiones.count) {
    case (5, _): return .generala
    case (4, _):
        let valor = cuenta.first { $0.value == 4 }!.key
        return .poker(valor)
    case (3, 2): return .full
    case (1, 5) where Set(dados) == [1, 2, 3, 4, 5] || Set(dados) == [2, 3, 4, 5, 6]:
        return .escalera
    default:
        return .nada(suma: dados.reduce(0, +))
    }
}

var gen = Generador(semilla: 42)
var puntos = 0
ronda: for r in 1...6 {
    var dados: [Int] = []
    for _ in 0..<5 { dados.append(gen.siguiente()) }
    let jugada = evaluar(dados)
    print("Ronda \(r): \(dados) -> \(jugada)")
    switch jugada {
    case .generala:
        puntos += 50
        break ronda
    case .poker(let v): puntos += 40 + v
    case .full: puntos += 30
    case .escalera: puntos += 25
    case .nada(let s) where s > 20: puntos += s
    case .nada: continue ronda
    }
    print("  puntos: \(puntos)")
}
print("Final: \(puntos)")
print(evaluar([3, 3, 3, 3, 1]), evaluar([2, 2, 5, 5, 5]), evaluar([5, 4, 3, 2, 1]))
print(evaluar([6, 6, 6, 6, 6]) == .generala)
