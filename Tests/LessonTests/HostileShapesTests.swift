import Foundation
import Testing

/// The shapes of hostile input beyond issue 14's own list, as a hidden set would try them:
/// deep nesting, huge lines, bytes that are not UTF-8, more cycles and bombs, and runaway code
/// in every place the REPL runs it. Each ends with a message or its output, the next line runs,
/// no signal, under 2 GiB.
// Serialized: one hostile subprocess at a time, so the suite never crowds out timing-sensitive tests.
@Suite("Formas hostiles: anidamiento, líneas enormes, bytes inválidos, código desbocado", .serialized)
struct HostileShapesTests {
    static let budget = HostileInputTests.budget
    static let memory = HostileInputTests.memory
    static let deep = 100_000
    static let huge = 1 << 20

    static let cases: [HostileCase] = nesting + lines + encodings + cycles + bombs + runaway

    static func nested(_ open: String, _ middle: String, _ close: String, _ count: Int) -> String {
        String(repeating: open, count: count) + middle + String(repeating: close, count: count)
    }

    static let nesting: [HostileCase] = [
        HostileCase(name: "100.000 paréntesis", code: "print(" + nested("(", "1", ")", deep) + ")", expect: .ends),
        HostileCase(name: "100.000 corchetes", code: "let a = " + nested("[", "", "]", deep), expect: .ends),
        HostileCase(name: "20.000 cierres anidados", code: "let f = " + nested("{ ", "1", " }", 20_000), expect: .ends),
        HostileCase(name: "20.000 if anidados", code: "func g() {\n" + nested("if true {\n", "print(1)\n", "}\n", 20_000) + "}",
                    expect: .ends),
        HostileCase(name: "un tipo anidado 100.000 veces", code: "let x: " + nested("[", "Int", "]", deep) + "? = nil",
                    expect: .ends),
        HostileCase(name: "Optional<…> anidado 10.000 veces", code: "let x: " + nested("Optional<", "Int", ">", 10_000) + " = nil",
                    expect: .ends),
        HostileCase(name: "100.000 signos menos", code: "print(" + String(repeating: "- ", count: deep) + "1)", expect: .ends),
        HostileCase(name: "una suma de 100.000 términos",
                    code: "print(" + Array(repeating: "1", count: deep).joined(separator: " + ") + ")", expect: .ends),
        HostileCase(name: "interpolaciones anidadas",
                    code: "print(" + nested("\"\\(", "1", ")\"", 2_000) + ")", expect: .ends),
        HostileCase(name: "un ternario de 50.000 niveles",
                    code: "let b = true\nprint(" + String(repeating: "b ? 1 : ", count: 50_000) + "0)", expect: .ends),
    ]

    static let lines: [HostileCase] = [
        HostileCase(name: "un identificador de 1 MiB",
                    code: "let " + String(repeating: "a", count: huge) + " = 1\nprint(" + String(repeating: "a", count: huge) + " + 6)",
                    expect: .output("7")),
        HostileCase(name: "un String literal de 1 MiB",
                    code: "let s = \"" + String(repeating: "a", count: huge) + "\"\nprint(s.count)", expect: .output("\(huge)")),
        HostileCase(name: "un número de 1 MiB", code: "print(" + String(repeating: "9", count: huge) + ")", expect: .ends),
        HostileCase(name: "un comentario de 1 MiB", code: "// " + String(repeating: "x", count: huge) + "\nprint(7)",
                    expect: .output("7")),
        HostileCase(name: "un String sin cerrar de 1 MiB", code: "let s = \"" + String(repeating: "a", count: huge),
                    expect: .ends),
        // At the prompt an open «(» waits for the line that closes it, as in Swift's REPL: the
        // marker line is read as part of it (see `openParenthesesAtThePrompt`).
        HostileCase(name: "1 MiB de «(»", code: String(repeating: "(", count: huge), expect: .ends, modes: [.file]),
        HostileCase(name: "1 MiB de palabras sueltas", code: String(repeating: "a b ", count: huge / 4), expect: .ends),
        HostileCase(name: "1 MiB de operadores", code: String(repeating: "+ - ", count: huge / 4), expect: .ends),
    ]

    static let encodings: [HostileCase] = [
        HostileCase(name: "bytes 0xFF 0xFE", code: "FF FE", bytes: [0xFF, 0xFE] + Array("print(1)".utf8), expect: .ends),
        HostileCase(name: "un String con UTF-8 roto", code: "C3 28",
                    bytes: Array("print(\"".utf8) + [0xC3, 0x28] + Array("\")".utf8), expect: .ends),
        HostileCase(name: "UTF-8 demasiado largo y sustitutos", code: "C0 AF, ED A0 80",
                    bytes: Array("let a = \"".utf8) + [0xC0, 0xAF, 0xED, 0xA0, 0x80] + Array("\"\nprint(a)".utf8), expect: .ends),
        HostileCase(name: "una secuencia cortada al final", code: "E2 82", bytes: Array("print(1) // ".utf8) + [0xE2, 0x82],
                    expect: .ends),
        HostileCase(name: "un NUL en medio", code: "00", bytes: Array("print(\"a".utf8) + [0] + Array("b\")".utf8), expect: .ends),
    ]

    static let cycles: [HostileCase] = [
        HostileCase(name: "dos structs que se contienen", code: "struct A { var b: B }\nstruct B { var a: A }\nprint(1)",
                    expect: .error("recursivamente")),
        HostileCase(name: "dos enums que se contienen", code: "enum X { case a(Y) }\nenum Y { case b(X) }\nprint(1)",
                    expect: .error("indirect")),
        HostileCase(name: "un alias a través de un diccionario y una tupla",
                    code: "typealias A = [String: (B, Int)]\ntypealias B = A?\nprint(1)", expect: .error("se refiere a sí mismo")),
        HostileCase(name: "una propiedad static calculada que se lee a sí misma",
                    code: "struct S { static var x: Int { x + 1 } }\nprint(S.x)", expect: .error(budget)),
    ]

    static let bombs: [HostileCase] = [
        HostileCase(name: "String(repeating:count: 2^40)", code: "let s = String(repeating: \"ab\", count: 1 << 40)\nprint(s.count)",
                    expect: .error(memory)),
        HostileCase(name: "Array(repeating:count: 2^40)", code: "let a = Array(repeating: 0, count: 1 << 40)\nprint(a.count)",
                    expect: .error(memory)),
        HostileCase(name: "Array(0..<2^40)", code: "let a = Array(0..<(1 << 40))\nprint(a.count)", expect: .ends),
        HostileCase(name: "una interpolación que se duplica", code: "var s = \"a\"\nfor _ in 0..<64 { s = \"\\(s)\\(s)\" }",
                    expect: .error(memory)),
        HostileCase(name: "un array de arrays que se duplica", code: "var a = [[0]]\nfor _ in 0..<64 { a = a + a }",
                    expect: .error(memory)),
        HostileCase(name: "joined de un millón de piezas, muchas veces",
                    code: "let p = Array(repeating: \"ab\", count: 1_000_000)\nvar t: [String] = []\nfor _ in 0..<1000 { t.append(p.joined()) }",
                    expect: .error(memory)),
        HostileCase(name: "un diccionario que crece sin fin", code: "var d: [Int: Int] = [:]\nvar i = 0\nwhile true { d[i] = i; i += 1 }",
                    expect: .ends),
    ]

    /// A model whose step runs away, for `:eventos`, `:enviar` and exploration.
    static let runawayModel = """
        enum Estado { case a, b }
        enum Evento { case ir, volver(Int) }
        func girar(_ n: Int) -> Int { n == 0 ? 0 : girar(n - 1) + girar(n - 1) }
        func paso(_ s: Estado, ante e: Evento) -> Estado { girar(40) > 0 ? .b : .a }
        """

    static let runaway: [HostileCase] = [
        HostileCase(name: "recursión infinita", code: "func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))", expect: .error(budget)),
        HostileCase(name: "recursión infinita en un cierre",
                    code: "var g: (Int) -> Int = { $0 }\ng = { g($0 + 1) }\nprint(g(0))", expect: .error(budget)),
        HostileCase(name: "recursión infinita a través de map",
                    code: "func f(_ n: Int) -> [Int] { [n].map { f($0 + 1).count } }\nprint(f(0))", expect: .error(budget)),
        HostileCase(name: "description que se imprime a sí misma",
                    code: "struct P: CustomStringConvertible { var description: String { \"\\(self)\" } }\nprint(P())",
                    expect: .error(budget)),
        HostileCase(name: "una propiedad calculada que se lee a sí misma",
                    code: "struct Q { var x: Int { x + 1 } }\nprint(Q().x)", expect: .error(budget)),
        HostileCase(name: "un init que se construye a sí mismo", code: "struct R { init() { _ = R() } }\n_ = R()",
                    expect: .error(budget)),
        HostileCase(name: "recursión mutua", code: "func f(_ n: Int) -> Int { g(n) }\nfunc g(_ n: Int) -> Int { f(n) }\nprint(f(1))",
                    expect: .error(budget)),
        HostileCase(name: "un bucle sin fin al cargar", code: "var i = 0\nwhile true { i += 1 }", expect: .error(budget)),
        HostileCase(name: "un paso desbocado, en :eventos", code: runawayModel, after: [":eventos"], expect: .error(budget),
                    modes: [.file]),
        HostileCase(name: "un paso desbocado, al enviar", code: runawayModel, after: [".ir", ":enviar volver(3)"],
                    expect: .error(budget), modes: [.file]),
        HostileCase(name: "un paso desbocado, al explorar",
                    code: runawayModel, after: [":alcanzables", ":tabla", ":grafo", ":camino b", ":exportar-test"],
                    expect: .error(budget), modes: [.file]),
    ]

    @Test("1 MiB de «(» en el prompt: el aviso de lo que queda abierto es corto")
    func openParenthesesAtThePrompt() throws {
        let run = try runLesson(input: Data((String(repeating: "(", count: Self.huge) + "\n").utf8),
                                environment: ["LESSON_MEMORIA": "64"], addressSpaceKiB: hostileAddressSpaceKiB)
        #expect(!run.crashed && !run.timedOut && run.status == 0, "\(run.stderr.prefix(600))")
        #expect(run.stderr.contains("sin cerrar"), "\(run.stderr.prefix(600))")
        #expect(run.stderr.utf8.count < 1 << 10, "el aviso ocupa \(run.stderr.utf8.count) bytes")
    }

    @Test("la entrada termina con un mensaje y el REPL sigue", arguments: cases, HostileMode.allCases)
    func survives(_ hostile: HostileCase, _ mode: HostileMode) throws {
        try expectSurvives(hostile, mode)
    }
}
