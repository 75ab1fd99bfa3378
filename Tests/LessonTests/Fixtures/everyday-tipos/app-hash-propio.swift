// Un hash(into:) propio con su == : Set y Dictionary comparan con el == del programa.
struct Punto: Hashable {
    var x: Int
    var y: Int
    var etiqueta: String

    static func == (a: Punto, b: Punto) -> Bool {
        a.x == b.x && a.y == b.y
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
    }
}

final class Socio: Hashable, CustomStringConvertible {
    let dni: String
    var nombre: String
    init(dni: String, nombre: String) { self.dni = dni; self.nombre = nombre }
    static func == (a: Socio, b: Socio) -> Bool { a.dni.uppercased() == b.dni.uppercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(dni.uppercased()) }
    var description: String { "\(nombre) (\(dni))" }
}

enum Clave: Hashable {
    case nombre(String)
    case numero(Int)

    static func == (a: Clave, b: Clave) -> Bool {
        switch (a, b) {
        case let (.nombre(x), .nombre(y)): return x.lowercased() == y.lowercased()
        case let (.numero(x), .numero(y)): return x == y
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .nombre(let n):
            hasher.combine(0)
            hasher.combine(n.lowercased())
        case .numero(let n):
            hasher.combine(1)
            hasher.combine(n)
        }
    }
}

// Igualdad propia sin hash(into:): Swift sintetiza el hash con todos los campos.
struct Medida: Hashable {
    var valor: Int
    var unidad: String
    static func == (a: Medida, b: Medida) -> Bool { a.valor == b.valor && a.unidad == b.unidad }
}

// Hashable sintetizado que guarda valores con == propio: compara cada campo con el suyo.
struct Arista: Hashable {
    let desde: Socio
    let hasta: Socio
}

func probarPuntos() {
    var vistos: Set<Punto> = []
    vistos.insert(Punto(x: 1, y: 2, etiqueta: "a"))
    let otra = vistos.insert(Punto(x: 1, y: 2, etiqueta: "b"))
    print(otra.inserted, otra.memberAfterInsert.etiqueta)
    vistos.insert(Punto(x: 3, y: 4, etiqueta: "c"))
    print(vistos.count, vistos.contains(Punto(x: 3, y: 4, etiqueta: "zzz")))
    let quitado = vistos.remove(Punto(x: 1, y: 2, etiqueta: "?"))
    print(quitado?.etiqueta ?? "nada", vistos.count)

    var nombres: [Punto: String] = [:]
    nombres[Punto(x: 0, y: 0, etiqueta: "origen")] = "O"
    nombres[Punto(x: 0, y: 0, etiqueta: "otro")] = "P"
    print(nombres.count, nombres[Punto(x: 0, y: 0, etiqueta: "")] ?? "-")
    let literal: Set = [Punto(x: 1, y: 1, etiqueta: "p"), Punto(x: 1, y: 1, etiqueta: "q"), Punto(x: 2, y: 1, etiqueta: "r")]
    print(literal.count, literal.map(\.x).sorted())
    let union = literal.union([Punto(x: 2, y: 1, etiqueta: "s"), Punto(x: 5, y: 5, etiqueta: "t")])
    print(union.count, union.intersection([Punto(x: 5, y: 5, etiqueta: "")]).count)
    print(Set([Punto(x: 9, y: 9, etiqueta: "a")]) == Set([Punto(x: 9, y: 9, etiqueta: "b")]))
}

func probarSocios() {
    let ana = Socio(dni: "12a", nombre: "Ana")
    let anaOtra = Socio(dni: "12A", nombre: "Ana María")
    let luis = Socio(dni: "34b", nombre: "Luis")
    let socios: Set<Socio> = [ana, anaOtra, luis]
    print(socios.count, socios.contains(Socio(dni: "34B", nombre: "?")))
    var cuotas: [Socio: Double] = [:]
    cuotas[ana] = 10
    cuotas[anaOtra, default: 0] += 5
    cuotas[luis] = 7.5
    for socio in [ana, luis] { print(socio, cuotas[socio]!) }
    let aristas: Set<Arista> = [Arista(desde: ana, hasta: luis), Arista(desde: anaOtra, hasta: luis)]
    print(aristas.count, Arista(desde: ana, hasta: luis) == Arista(desde: anaOtra, hasta: luis))
}

func probarClaves() {
    var cuenta: [Clave: Int] = [:]
    for c in [Clave.nombre("Ana"), .nombre("ANA"), .numero(3), .nombre("luis"), .numero(3)] {
        cuenta[c, default: 0] += 1
    }
    print(cuenta.count, cuenta[.nombre("ana")]!, cuenta[.numero(3)]!, cuenta[.nombre("LUIS")] ?? 0)
    let agrupadas = Dictionary(grouping: ["Sol", "sol", "Luna", "SOL"], by: { Clave.nombre($0) })
    print(agrupadas.count, agrupadas[.nombre("sol")]?.count ?? 0)
    let medidas: Set = [Medida(valor: 1, unidad: "m"), Medida(valor: 1, unidad: "m"), Medida(valor: 1, unidad: "cm")]
    print(medidas.count)
    let listas: Set<[Clave]> = [[.nombre("A"), .numero(1)], [.nombre("a"), .numero(1)], [.numero(1)]]
    print(listas.count)
}

probarPuntos()
probarSocios()
probarClaves()
