// Operadores del programa con miembros implícitos a ambos lados, sobre un tipo esperado; inout en elementos; diccionarios y agrupaciones.
struct Punto: Equatable { var x = 0, y = 0 }
extension Punto {
    init(_ v: Int) { self.init(x: v, y: v) }
    static let origen = Punto()
    static func + (a: Punto, b: Punto) -> Punto { Punto(x: a.x + b.x, y: a.y + b.y) }
}
let p1 = Punto(3)
let p2: Punto = .origen + .init(x: 1, y: 2)
let p3 = [Punto(1), .origen, .init(2)].reduce(.origen, +)
print(p1, p2, p3, p2 == .init(x: 1, y: 2))
var ps: [Punto] = []
ps.append(.init(5))
ps += [.origen]
print(ps, ps.contains(.origen), ps.firstIndex(of: .init(x: 5, y: 5)) ?? -1)
func mover(_ p: inout Punto, dx: Int = 1) { p.x += dx }
mover(&ps[0], dx: 10)
mover(&ps[1])
print(ps)
let opcional: Punto? = .some(.origen)
switch opcional {
case .some(.origen): print("origen")
case .some(let p): print(p)
case .none: print("nada")
}
let m = ps.map { $0.x }.max() ?? 0
let tuplas = ps.enumerated().map { ($0.offset, $0.element.x) }
print(m, tuplas, tuplas.map(\.1))
let porX = Dictionary(grouping: ps, by: \.x)
print(porX.keys.sorted())
let dd: [String: Punto] = ["a": .origen]
print(dd["a"]?.x ?? -1, dd["b"]?.y as Any)
var cuenta = [String: Int]()
for w in "a b a c b a".split(separator: " ") { cuenta[String(w), default: 0] += 1 }
print(cuenta.sorted { $0.value > $1.value || $0.value == $1.value && $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let texto = cuenta.map { "\($0)\($1)" }.sorted().joined()
print(texto)
