let mapa = """
#########
#S..#...#
#.#.#.#.#
#.#...#.#
#.#####.#
#...#..E#
#########
"""

struct Punto: Hashable {
    let f: Int, c: Int
    func vecinos() -> [Punto] {
        [Punto(f: f - 1, c: c), Punto(f: f + 1, c: c), Punto(f: f, c: c - 1), Punto(f: f, c: c + 1)]
    }
}

let rejilla = mapa.split(separator: "\n").map { Array($0) }
func buscar(_ ch: Character) -> Punto? {
    for (f, fila) in rejilla.enumerated() {
        if let c = fila.firstIndex(of: ch) { return Punto(f: f, c: c) }
    }
    return nil
}

func libre(_ p: Punto) -> Bool {
    rejilla.indices.contains(p.f) && rejilla[p.f].indices.contains(p.c) && rejilla[p.f][p.c] != "#"
}

func camino(desde inicio: Punto, hasta fin: Punto) -> [Punto]? {
    var cola = [inicio]
    var previo: [Punto: Punto] = [:]
    var vistos: Set<Punto> = [inicio]
    while !cola.isEmpty {
        let actual = cola.removeFirst()
        if actual == fin {
            var ruta = [fin]
            while let p = previo[ruta.last!] { ruta.append(p) }
            return ruta.reversed()
        }
        for v in actual.vecinos() where libre(v) && !vistos.contains(v) {
            vistos.insert(v)
            previo[v] = actual
            cola.append(v)
        }
    }
    return nil
}

guard let s = buscar("S"), let e = buscar("E") else { fatalError("mapa sin S o E") }
print("Salida \(s.f),\(s.c) — meta \(e.f),\(e.c)")
if let ruta = camino(desde: s, hasta: e) {
    print("Pasos:", ruta.count - 1)
    var dibujo = rejilla
    for p in ruta.dropFirst().dropLast() { dibujo[p.f][p.c] = "*" }
    dibujo.forEach { print(String($0)) }
} else {
    print("Sin salida")
}
let libres = rejilla.joined().filter { $0 == "." }.count
print("Casillas libres:", libres, "sin camino a (1,5):", camino(desde: s, hasta: Punto(f: 0, c: 0)) == nil)
