import Foundation
import Testing

/// Issue 14's hostile inputs, each typed at the prompt and loaded with `:cargar`, through the
/// real binary: no signal, a Spanish message (or swiftc's own output), the next line still
/// runs, under 2 GiB; budgets (steps, memory, exploration limits) bound each run, not a clock.
// Serialized: one hostile subprocess at a time, so the suite never crowds out timing-sensitive tests.
@Suite("Entradas hostiles: ni se cae, ni se cuelga, ni se come la máquina", .serialized)
struct HostileInputTests {
    static let overflow = "desbordamiento"
    static let budget = "la evaluación se detuvo"
    static let memory = "necesita más memoria de la permitida"

    static let cases: [HostileCase] = arithmetic + cycles + runaway + bombs + sizes

    static let arithmetic: [HostileCase] = [
        // Swift answers these without trapping: `isMultiple(of: -1)` is always true.
        HostileCase(name: "Int.min.isMultiple(of: -1)",
                    code: "print(Int.min.isMultiple(of: -1), 5.isMultiple(of: 0), 0.isMultiple(of: 0))",
                    expect: .output("true false true")),
        HostileCase(name: "valor bruto que se desborda al contar",
                    // swiftc refuses `b` when it compiles (its raw value overflows `Int`), and so does lesson.
                    code: "enum E: Int { case a = 9223372036854775807, b }\nprint(E.b.rawValue)",
                    expect: .error("se desborda")),
        HostileCase(name: "Int.max + 1", code: "let m = Int.max\nprint(m + 1)", expect: .error(overflow)),
        HostileCase(name: "Int.min - 1", code: "let m = Int.min\nprint(m - 1)", expect: .error(overflow)),
        HostileCase(name: "Int.max * 2", code: "let m = Int.max\nprint(m * 2)", expect: .error(overflow)),
        HostileCase(name: "Int.min / -1", code: "let m = Int.min\nprint(m / -1)", expect: .error(overflow)),
        HostileCase(name: "Int.min % -1", code: "let m = Int.min\nprint(m % -1)", expect: .error(overflow)),
        HostileCase(name: "x += en el límite", code: "var m = Int.max\nm += 1", expect: .error(overflow)),
        HostileCase(name: "Int(Double) fuera de rango", code: "let d = 1e300\nprint(Int(d))",
                    expect: .error(overflow)),
        HostileCase(name: "Int(Double.nan)", code: "let d = 0.0 / 0.0\nprint(Int(d))", expect: .error(overflow)),
        // Swift's `<<` and `>>` are smart shifts: an overshift gives 0 (or -1), never a trap.
        HostileCase(name: "desplazamientos", code: "let n = 64\nprint(1 << n, 1 << 3, -8 >> n, 16 >> 2, 1 << -1)",
                    expect: .output("0 8 -1 4 0")),
    ]

    static let cycles: [HostileCase] = [
        HostileCase(name: "static let que se lee a sí mismo",
                    code: "struct S { static let x: Int = S.x }\nprint(S.x)",
                    expect: .error("referencia circular")),
        HostileCase(name: "ciclo de estáticos entre dos tipos",
                    code: "struct S { static let x: Int = T.y }\nstruct T { static let y: Int = S.x }\nprint(S.x)",
                    expect: .error("referencia circular")),
        HostileCase(name: "ciclo de estáticos en una extensión",
                    code: "struct S {}\nextension S {\n    static let x: Int = S.y\n    static let y: Int = x\n}\nprint(S.x)",
                    expect: .error("referencia circular")),
        HostileCase(name: "static var que se lee a sí mismo",
                    code: "struct S { static var x: Int = S.x + 1 }\nprint(S.x)",
                    expect: .error("referencia circular")),
        HostileCase(name: "ciclo de estáticos a través de una función",
                    code: "struct S { static let x: Int = f() }\nfunc f() -> Int { S.x + 1 }\nprint(S.x)",
                    expect: .error("referencia circular")),
        HostileCase(name: "ciclo de estáticos en un modelo, en :eventos",
                    code: """
                    enum Estado { case a, b }
                    enum Evento { case ir }
                    struct K { static let x: Int = K.x }
                    func paso(_ s: Estado, ante e: Evento) -> Estado { K.x > 0 ? .b : .a }
                    """,
                    after: [":eventos"], expect: .error("referencia circular")),
        HostileCase(name: "typealias A = A", code: "typealias A = A\nlet a: A? = nil\nprint(a == nil)",
                    expect: .error("se refiere a sí mismo")),
        HostileCase(name: "typealias A = B, B = A", code: "typealias A = B\ntypealias B = A\nlet a: A? = nil\nprint(a == nil)",
                    expect: .error("se refiere a sí mismo")),
        HostileCase(name: "typealias A = B?, B = [A]", code: "typealias A = B?\ntypealias B = [A]\nlet a: A = nil\nprint(a == nil)",
                    expect: .error("se refiere a sí mismo")),
        HostileCase(name: "struct que se contiene sin indirect", code: "struct N { var next: N? }\nprint(N(next: nil))",
                    expect: .error("recursivamente")),
        HostileCase(name: "enum recursivo sin indirect", code: "enum L { case fin, mas(L) }\nprint(L.fin)",
                    expect: .error("indirect")),
    ]

    static let runaway: [HostileCase] = [
        HostileCase(name: "recursión exponencial en una expresión",
                    code: "func f(_ n: Int) -> Int { n == 0 ? 0 : f(n - 1) + f(n - 1) }\nprint(f(40))",
                    expect: .error(budget)),
        HostileCase(name: "recursión exponencial a través de un cierre",
                    code: """
                    var g: (Int) -> Int = { $0 }
                    func f(_ n: Int) -> Int { n == 0 ? 0 : g(n - 1) + g(n - 1) }
                    g = { f($0) }
                    print(f(40))
                    """,
                    expect: .error(budget)),
        HostileCase(name: "recursión exponencial a través de map",
                    code: "func f(_ n: Int) -> Int { n == 0 ? 0 : [n - 1, n - 1].map { f($0) }.count }\nprint(f(40))",
                    expect: .error(budget)),
        HostileCase(name: "recursión exponencial en description",
                    code: """
                    struct P: CustomStringConvertible {
                        var n: Int
                        var description: String { n == 0 ? "" : "\\(P(n: n - 1))\\(P(n: n - 1))" }
                    }
                    print(P(n: 40))
                    """,
                    expect: .error(budget)),
        HostileCase(name: "o??????????????????????????????",
                    code: "let o: Int? = 1\nprint(o??????????????????????????????)", expect: .ends),
    ]

    static let bombs: [HostileCase] = [
        HostileCase(name: "un array que se duplica 64 veces", code: "var a = [0]\nfor _ in 0..<64 { a += a }",
                    expect: .error(memory)),
        HostileCase(name: "un String que se duplica 64 veces", code: "var s = \"ab\"\nfor _ in 0..<64 { s += s }",
                    expect: .error(memory)),
        HostileCase(name: "mil copias de un array de un millón",
                    code: """
                    let big = Array(repeating: 0, count: 1_000_000)
                    var copies: [[Int]] = []
                    for i in 0..<1000 {
                        var c = big
                        c[0] = i
                        copies.append(c)
                    }
                    print(copies.count)
                    """,
                    expect: .error(memory)),
        HostileCase(name: "un estado que crece con cada evento, en :alcanzables",
                    code: """
                    struct Estado { var xs: [Int] = [1] }
                    enum Evento { case crecer }
                    func paso(_ s: Estado, ante e: Evento) -> Estado {
                        var t = s
                        t.xs += s.xs
                        return t
                    }
                    """,
                    after: [":alcanzables"], expect: .error(memory), modes: [.file]),
        // Each step copies a state one element longer: no step is big, the exploration is. With a
        // budget per step it kept every state (22 GB); with one per entry it stops.
        HostileCase(name: "un estado que crece un elemento por evento, en :alcanzables 100000",
                    code: """
                    struct Estado { var xs: [Int] = [] }
                    enum Evento { case crecer }
                    func paso(_ s: Estado, ante e: Evento) -> Estado {
                        var t = s
                        t.xs.append(s.xs.count)
                        return t
                    }
                    """,
                    after: [":alcanzables 100000"], expect: .error(memory), modes: [.file]),
        // Found by the session fuzz target: the graph explores up to 10,000 states of a reducer
        // whose state grows with every event.
        HostileCase(name: "un reductor que crece con cada evento, en :grafo y :camino",
                    code: """
                    struct Estado { var pasos: [String] = [] }
                    enum Accion { case sumar(String), limpiar }
                    func reduce(into state: inout Estado, action: Accion) {
                        switch action {
                        case .sumar(let paso): state.pasos.append(paso)
                        case .limpiar: state.pasos.removeAll()
                        }
                    }
                    """,
                    after: [":grafo", ":camino ilegitimo"], expect: .error(memory), modes: [.file]),
    ]

    static let sizes: [HostileCase] = [
        HostileCase(name: "una línea de 1 MiB de «;»", code: String(repeating: ";", count: 1 << 20),
                    expect: .ends),
        HostileCase(name: "una línea de 1 MiB de bytes NUL", code: String(repeating: "\u{0}", count: 1 << 20),
                    expect: .ends),
        HostileCase(name: "5.000 funciones",
                    code: (0..<5000).map { "func f\($0)(_ x: Int) -> Int { x + \($0) }" }.joined(separator: "\n")
                        + "\nprint(f4999(1))",
                    expect: .output("5000")),
        HostileCase(name: "5.000 tipos",
                    code: (0..<5000).map { "struct S\($0) { var x: Int = \($0); static let k = \($0) }" }.joined(separator: "\n")
                        + "\nprint(S4999().x, S4999.k)",
                    expect: .output("4999 4999")),
        HostileCase(name: "imprimir un enum indirect muy anidado",
                    code: "indirect enum L { case fin, mas(L) }\nvar l = L.fin\nfor _ in 0..<100000 { l = .mas(l) }\nprint(l)",
                    expect: .ends,
                    // Building the value takes more steps than a hostile run gets.
                    environment: ["LESSON_PASOS": "3000000"]),
        HostileCase(name: "comparar un enum indirect muy anidado",
                    code: """
                    indirect enum L: Equatable { case fin, mas(L) }
                    var l = L.fin
                    for _ in 0..<100000 { l = .mas(l) }
                    print(l == l)
                    """,
                    expect: .ends,
                    // Building the value takes more steps than a hostile run gets.
                    environment: ["LESSON_PASOS": "3000000"]),
        HostileCase(name: "contar un opcional muy anidado",
                    code: "typealias T = Bool" + String(repeating: "?", count: 300) + "\nprint(1)",
                    after: [":contar T"], expect: .ends),
    ]

    @Test("la entrada termina con un mensaje y el REPL sigue", arguments: cases, HostileMode.allCases)
    func survives(_ hostile: HostileCase, _ mode: HostileMode) throws {
        try expectSurvives(hostile, mode)
    }
}
