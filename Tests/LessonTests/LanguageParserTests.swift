import Testing
@testable import Language

/// The shape of the trees the parser builds, shown with `SyntaxDump`: operators as prefix lists
/// (`(+ a b)`), patterns with bare names binding and `=e` for values compared with.
@Suite("Lenguaje: árbol sintáctico")
struct LanguageParserTests {
    /// The dump of a snippet that must parse without diagnostics.
    func tree(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let parsed = Parse.file(SourceFile(path: "t.swift", text: text))
        #expect(parsed.diagnostics.map(\.rendered) == [], sourceLocation: sourceLocation)
        return SyntaxDump.unit(parsed.unit)
    }

    @Test("precedencia de Swift: * antes que +, comparación, &&, ||, ??, rangos, ?:", arguments: [
        ("a + b * c - d", "(- (+ a (* b c)) d)"),
        ("a < b + 1 && c || !d", "(|| (&& (< a (+ b 1)) c) (! d))"),
        ("x ?? y ?? 0", "(?? x (?? y 0))"),
        ("0..<n + 1", "(..< 0 (+ n 1))"),
        ("c ? a : b ? d : e", "(? c a (? b d e))"),
        ("x = y += 2", "(= x (+= y 2))"),
        ("a == b ? 1 : 2", "(? (== a b) 1 2)"),
        ("v as? Int ?? 0", "(?? (as? v Int) 0)"),
        ("v is String && w as! Int > 0", "(&& (is v String) (> (as! w Int) 0))"),
        ("-a * -3", "(* (- a) (- 3))"),
        ("try? await f()", "(try? f())"),
        ("try a + b", "(try (+ a b))"),
    ])
    func precedence(source: String, expected: String) {
        #expect(tree(source) == expected)
    }

    @Test("encadenamiento opcional, desempaquetado forzoso, miembros, subíndices, tuplas", arguments: [
        ("a?.b.c", "(opt a?.b.c)"),
        ("a?.b?[0] ?? z", "(?? (opt a?.b?[0]) z)"),
        ("a!.b", "a!.b"),
        ("t.0.1", "t.0.1"),
        ("(x: 1, 2)", "(tuple x: 1, 2)"),
        ("(x)", "x"),
        ("()", "(tuple )"),
        ("f(&x, y: [1, 2], z: [:])", "f(&x, y: [1, 2], z: [:])"),
        ("[\"a\": 1]", "[\"a\": 1]"),
        ("self.valor", "self.valor"),
    ])
    func postfix(source: String, expected: String) {
        #expect(tree(source) == expected)
    }

    @Test("tipos usados como valor y miembros implícitos", arguments: [
        ("[Int]()", "(type [Int])()"),
        ("[String: Int]()", "(type [String: Int])()"),
        ("Optional<Destino>.none", "(type Optional<Destino>).none"),
        ("Task<Perfil, Error> { 1 }", "(type Task<Perfil, Error>)({ 1 })"),
        ("a < b", "(< a b)"),
        ("a<b>(c)", "(type a<b>)(c)"),
        (".cargar(id: 7)", ".cargar(id: 7)"),
        (".init(x: 1)", ".init(x: 1)"),
        ("Estado.listo", "Estado.listo"),
    ])
    func typesAsValues(source: String, expected: String) {
        #expect(tree(source) == expected)
    }

    @Test("cierres: parámetros, $0, cierres finales, lista de captura")
    func closures() {
        #expect(tree("xs.map { $0 * 2 }") == "xs.map({ (* $0 2) })")
        #expect(tree("xs.reduce(0) { a, b in a + b }") == "xs.reduce(0, { a, b in (+ a b) })")
        #expect(tree("f { (a: Int, b) -> Int in a }") == "f({ a, b in a })")
        #expect(tree("run { [weak self] in print(1) }") == "run({ print(1) })")
        #expect(tree("let f = { print(1); print(2) }") == "let f = { print(1); print(2) }")
    }

    @Test("cadenas con interpolación")
    func interpolation() {
        #expect(tree(#""a \(x + 1) b \(f("c\(y)"))""#) == #""a \((+ x 1)) b \(f("c\(y)"))""#)
    }

    @Test("una línea que empieza por '.' continúa la expresión anterior; sola es un miembro implícito")
    func leadingDot() {
        #expect(tree("let x = valores\n    .filter { $0 > 1 }\n    .count") == "let x = valores.filter({ (> $0 1) }).count")
        #expect(tree(".cargar(id: 7)") == ".cargar(id: 7)")
        #expect(tree("f()\n(1, 2)") == "f(); (tuple 1, 2)")
        #expect(tree("x = 1\n-1") == "(= x 1); (- 1)")
    }

    @Test("declaraciones de enum: valores asociados con etiquetas, valores brutos, indirect, miembros")
    func enums() {
        #expect(tree("enum E: String { case a = \"x\", b }") == "enum E: String { case a = \"x\", b }")
        #expect(tree("indirect enum Arbol { case hoja(Int), nodo(Arbol, Arbol) }")
                == "indirect enum Arbol { case hoja(Int), nodo(Arbol, Arbol) }")
        #expect(tree("enum L { indirect case par(L, _ b: L) }") == "enum L { indirect case par(L, L) }")
        #expect(tree("""
            enum Estado: Equatable {
                case inactivo
                case cargando(id: Perfil.ID, tarea: Task<Perfil, Error>)
                static let ejemplo = Estado.inactivo
                var listo: Bool { false }
                mutating func reiniciar() { self = .inactivo }
                enum Sub { case x }
            }
            """) == "enum Estado: Equatable { case inactivo; case cargando(id: Perfil.ID, tarea: Task<Perfil, Error>); "
                + "static let ejemplo = Estado.inactivo; var listo: Bool { get { false } }; "
                + "mutating func reiniciar() { (= self .inactivo) }; enum Sub { case x } }")
    }

    @Test("struct, class, extension, init, funciones con etiquetas, inout y valores por defecto")
    func typesAndFunctions() {
        #expect(tree("struct P { var x = 0; let y: Int }") == "struct P { var x = 0; let y: Int }")
        #expect(tree("final class C: Base { init?(n: Int) { return nil } }") == "final class C: Base { init?(n: Int) { return nil } }")
        #expect(tree("class C {}") == "class C {}")
        #expect(tree("extension E: CustomStringConvertible where T: P { func f() {} }")
                == "extension E: CustomStringConvertible { func f() {} }")
        #expect(tree("func f(_ a: Int, con b: inout [String], c: Int = 1) -> Int? { nil }")
                == "func f(_ a: Int, con b: inout [String], c: Int = 1) -> Int? { nil }")
        #expect(tree("static func == (l: T, r: T) -> Bool { true }") == "static func ==(l: T, r: T) -> Bool { true }")
        #expect(tree("typealias ID = Int") == "typealias ID = Int")
        #expect(tree("func g(f: @escaping (Int) -> Void, t: (a: Int, String)) {}")
                == "func g(f: (Int) -> Void, t: (a: Int, String)) {}")
    }

    @Test("propiedades: tuplas, calculadas con get/set, observadores")
    func properties() {
        #expect(tree("let (a, b) = (1, 2)") == "let (a, b) = (tuple 1, 2)")
        #expect(tree("var a = 1, b: Int = 2") == "var a = 1; var b: Int = 2")
        #expect(tree("var x: Int { get { 1 } set { y = newValue } }") == "var x: Int { get { 1 } set(newValue) { (= y newValue) } }")
        #expect(tree("var x: Int = 0 { didSet { f() } willSet { g() } }")
                == "var x: Int = 0 { willSet(newValue) { g() } didSet(oldValue) { f() } }")
        #expect(tree("var x = 0 {\n didSet(antes) { f(antes) }\n}") == "var x = 0 { didSet(antes) { f(antes) } }")
    }

    @Test("atributos, modificadores, import y genéricos se aceptan; los protocolos se leen")
    func ignored() {
        #expect(tree("import Foundation\n@MainActor @Observable final class M {}") == "final class M {}")
        #expect(tree("@Reducer struct F { @ObservableState struct State {} }") == "struct F { struct State {} }")
        #expect(tree("public private(set) var x = 1") == "var x = 1")
        #expect(tree("protocol P { func f() }\nlet x = 1") == "protocol P { func f() }; let x = 1")
        #expect(tree("func f<T: Equatable>(_ x: T) -> T where T: Hashable { x }") == "func f(_ x: T) -> T { x }")
        #expect(tree("@Test(\"nombre\", .tags(.a)) func prueba() async throws { try await f() }") == "func prueba() { (try f()) }")
        #expect(tree("nonisolated override lazy var x = 1") == "var x = 1")
    }

    @Test("if, if let (y abreviado), if case, guard, else if")
    func conditionals() {
        #expect(tree("if let x, var y = f(), x > 0 { } else if case .a(let z) = e { } else { }")
                == "if let x = x, var y = f(), (> x 0) {} else if case .a(let z) = e {} else {}")
        #expect(tree("guard let x = y else { return }") == "guard let x = y else { return }")
        #expect(tree("if case let .cargando(id, _) = estado, id > 3 { print(id) }")
                == "if case let .cargando(id, _) = estado, (> id 3) { print(id) }")
        #expect(tree("if x == .a { }") == "if (== x .a) {}")
        #expect(tree("if xs.contains(where: { $0 > 1 }) { }") == "if xs.contains(where: { (> $0 1) }) {}")
    }

    @Test("bucles y saltos")
    func loops() {
        #expect(tree("for (i, x) in xs.enumerated() where x > 0 { continue }")
                == "for (i, x) in xs.enumerated() where (> x 0) { continue }")
        // `for case p in` keeps only the elements that match: the pattern says it all.
        #expect(tree("for case let .a(x) in xs { break }") == "for let .a(x) in xs { break }")
        #expect(tree("for _ in 1...3 {}") == "for _ in (... 1 3) {}")
        #expect(tree("while a, b { }") == "while a, b {}")
        #expect(tree("repeat { x -= 1 } while x > 0") == "repeat { (-= x 1) } while (> x 0)")
        #expect(tree("do { try f() } catch let e as E { } catch { }") == "do { (try f()) } catch let e as E {} catch {}")
        #expect(tree("externo: for x in xs { if x { break externo } else { continue externo } }")
                == "externo: for x in xs { if x { break externo } else { continue externo } }")
        #expect(tree("func f() throws { defer { g() }; throw E.x }") == "func f() { defer { g() }; throw E.x }")
        #expect(tree("func f() { return }") == "func f() { return }")
    }

    @Test("switch: patrones de tupla, de caso con enlaces, _, where por elemento, default, @unknown")
    func switches() {
        let source = """
            switch (estado, evento) {
            case (.inactivo, .cargar(let id)): f(id)
            case let (.cargando(id, n), .fallo(e)) where n < 3, (.x, _):
                g(id, n, e)
            case (.a(x: let x), .b(limite)), (Estado.c(let y), 1...3):
                fallthrough
            case (let v?, nil), (is Int, _), (let w as Int, "s"):
                break
            default: break
            @unknown default: break
            }
            """
        #expect(tree(source) == "switch (tuple estado, evento) { "
                + "case (.inactivo, .cargar(let id)): f(id) "
                + "case let (.cargando(id, n), .fallo(e)) where (< n 3), (.x, _): g(id, n, e) "
                + "case (.a(x: let x), .b(=limite)), (Estado.c(let y), =(... 1 3)): fallthrough "
                + "case (let v?, =nil), (is Int, _), (let w as Int, =\"s\"): break "
                + "default: break @unknown default: break }")
    }

    @Test("las posiciones de los nodos apuntan a su texto")
    func spans() {
        let text = "let x = 1\nfunc f() {\n  return x + 2\n}"
        let parsed = Parse.file(SourceFile(path: "t", text: text))
        guard parsed.unit.statements.count == 2, case .declaration(.function(let f)) = parsed.unit.statements[1].kind,
              let body = f.body, case .returnStatement(let value?) = body.statements.first?.kind else {
            Issue.record("árbol inesperado")
            return
        }
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[value.span.start..<value.span.end], as: UTF8.self) == "x + 2")
        #expect(String(decoding: bytes[f.nameSpan.start..<f.nameSpan.end], as: UTF8.self) == "f")
        #expect(f.span.end == bytes.count)
    }

    @Test("la etiqueta de cada case guarda su posición, para mostrar el brazo elegido")
    func caseLabelSpans() {
        let text = "switch e {\ncase .a where x > 1:\n  break\ndefault:\n  break\n}"
        let source = SourceFile(path: "m.swift", text: text)
        let parsed = Parse.file(source)
        guard case .switchStatement(let s)? = parsed.unit.statements.first?.kind else {
            Issue.record("no es un switch")
            return
        }
        #expect(s.cases.map { source.location(of: $0.labelSpan.start).line } == [2, 4])
        #expect(s.cases.map { source.location(of: $0.labelSpan.start).shortDescription } == ["m.swift:2", "m.swift:4"])
    }
}
