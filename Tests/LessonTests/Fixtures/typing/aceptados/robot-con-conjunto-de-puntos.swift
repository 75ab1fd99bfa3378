struct Punto: Equatable, Hashable { var x = 0, y = 0 }
enum Dir: CaseIterable { case n, s, e, o
    var delta: Punto {
        switch self {
        case .n: Punto(x: 0, y: 1)
        case .s: Punto(x: 0, y: -1)
        case .e: Punto(x: 1, y: 0)
        case .o: Punto(x: -1, y: 0)
        }
    }
}
struct Robot {
    var pos = Punto()
    var visitados: Set<Punto> = [Punto()]
    mutating func enviar(_ d: Dir) {
        pos = Punto(x: pos.x + d.delta.x, y: pos.y + d.delta.y)
        visitados.insert(pos)
    }
}
var r = Robot()
let ruta: [Dir] = [.n, .n, .e, .s, .s, .o, .n]
ruta.forEach { r.enviar($0) }
print(r.pos, r.visitados.count, r.visitados.contains(Punto(x: 1, y: 1)))
let conteo = ruta.reduce(into: [:]) { (acc: inout [String: Int], d: Dir) in acc["\(d)", default: 0] += 1 }
print(conteo.keys.sorted().map { "\($0)=\(conteo[$0]!)" })
print(Dir.allCases.map(\.delta.x))
