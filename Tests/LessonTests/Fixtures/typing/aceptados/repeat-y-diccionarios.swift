enum Luz: CaseIterable, Equatable {
    case apagada, tenue, fuerte
    var siguiente: Luz {
        switch self {
        case .apagada: return .tenue
        case .tenue: return .fuerte
        case .fuerte: return .apagada
        }
    }
}
var luz = Luz.apagada
var vistas: [Luz] = []
repeat {
    vistas.append(luz)
    luz = luz.siguiente
} while luz != .apagada
print(vistas, vistas == Luz.allCases)
let conteo = Dictionary(grouping: [1, 2, 3, 4, 5, 6], by: { $0 % 3 })
for k in conteo.keys.sorted() { print(k, conteo[k]!) }
var frec: [Character: Int] = [:]
for c in "abracadabra" { frec[c, default: 0] += 1 }
print(frec.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: ","))
let pares = stride(from: 0, to: 10, by: 3).map { $0 }
print(pares, Array(pares.reversed()))
let e = pares.enumerated().map { "\($0.offset):\($0.element)" }
print(e)
print(zip(["a", "b"], [1, 2]).map { "\($0)\($1)" })
