enum Nivel: Int, Comparable {
    case basico, plus, premium
    static func < (a: Nivel, b: Nivel) -> Bool { a.rawValue < b.rawValue }
    static var ordenados: [Nivel] { [.premium, .plus, .basico].sorted() }
    static var alReves: [Nivel] { [.basico, .premium].sorted(by: >) }
}
let filtrados: [Nivel] = [.plus, .basico, .premium].filter { $0 != .plus }
print(Nivel.ordenados, Nivel.alReves, filtrados)
