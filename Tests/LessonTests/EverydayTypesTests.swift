import Foundation
import Testing

/// Everyday Swift a learner writes beyond the lessons' models — protocols, generics, errors,
/// class inheritance, enums with raw values, labelled loops — run by the REPL and loaded as a
/// file, and compared with what the same program prints when compiled with `swiftc`. A program
/// whose name ends in `-archivo` uses what only a file allows (a function called before it is
/// declared, a result left unused at the top level, which the REPL shows) and is only loaded.
@Suite("Swift de cada día: protocolos, genéricos, errores, clases, enums")
struct EverydayTypesTests {
    static let corpus: [String] = {
        let directory = fixture("everyday-tipos")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    @Test("el corpus cubre cada parte")
    func corpusIsThere() {
        #expect(Self.corpus.count >= 6)
    }

    @Test("programa del corpus: por el REPL y cargado como archivo, lo mismo que compilado", arguments: corpus)
    func sameOutput(_ name: String) throws {
        let source = fixture("everyday-tipos/\(name)")
        let expected = try CompiledSwift.output(of: try CompiledSwift.executable(for: [source]))
        #expect(!expected.isEmpty)
        let loaded = try TypingCorpusTests.load(source)
        #expect(loaded.errors.map(\.rendered) == [])
        #expect(loaded.output == expected)
        guard !name.hasSuffix("-archivo.swift") else { return }
        let run = try runLesson(input: try Data(contentsOf: source))
        #expect(run.stderr == "", "el REPL informó errores con \(name)")
        #expect(run.stdout == expected)
        #expect(run.status == 0)
    }

    @Test("una función genérica que usa T.cero: llamada se ejecuta; como valor, «no está en el subconjunto»")
    func genericParameterAsTypeRefusals() throws {
        let run = try runLesson(input: script(
            "protocol Sumable { static var cero: Self { get }; static func + (a: Self, b: Self) -> Self }",
            "extension Int: Sumable { static var cero: Int { 0 } }",
            "func sumar<T: Sumable>(_ xs: [T]) -> T { xs.reduce(T.cero, +) }",
            "let g: ([Int]) -> Int = sumar",
            "print(sumar([1, 2]))"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 4>:1:25: error: una función genérica que usa su parámetro como tipo ('sumar') como valor, sin llamarla no está en el subconjunto"))
        #expect(run.stdout == "3\n")
    }

    @Test("una función que lee una global antes de que tenga su valor: swiftc lo acepta y lee basura; lesson lo dice")
    func globalReadBeforeItsValue() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("global-\(UUID().uuidString).swift")
        try "func mostrar() { print(nombre) }\nmostrar()\nvar nombre = \"ana\"\nmostrar()\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let compiler = try CompiledSwift.diagnostics(of: file)
        #expect(compiler.accepted)
        let loaded = try TypingCorpusTests.load(file)
        let message = try #require(loaded.errors.first?.rendered)
        #expect(message.contains(":1:24: error: se lee la variable global «nombre» antes de que el programa le dé su valor"))
        #expect(loaded.output == "")
    }

    @Test("Int128, tipos y miembros de la biblioteca que no modela, metatipos: «no está en el subconjunto», en su línea")
    func libraryOutsideTheSubset() throws {
        let run = try runLesson(input: script(
            "let base: UInt128 = 65", "let u = Mirror(reflecting: 65)", "let r: ClosedRange<Int> = 1...3", "print(r, r.count)",
            "import Foundation; \"casa\".compare(\"cosa\")", "struct Pasos { static let nombre = \"p\" }", "let t = Pasos.self",
            "func f<T>(_ x: T) { print(T.nombre) }", "for u in \"año\".unicodeScalars { print(u) }", "print(Array((1...).prefix(3)))",
            "extension ArraySlice { var mitad: Int { count / 2 } }",
            "extension Substring { var largo: Int { count } }", "extension String { var largo: Int { 0 } }",
            "precedencegroup Potencia { higherThan: MultiplicationPrecedence }", "print(t)", "import Foundation; print(pow(2, 10), pow(2.0, 10.0))",
            "let n = 1; let ver = { [n] in print(n) }", "import Foundation; print(String(format: \"%.1f\", 3))",
            "let m: Pasos.Type = Pasos.self", "print(String(decoding: [UInt8](), as: UTF8.self))"),
            environment: wideColumns)
        #expect(run.stderr.contains("<entrada 1>:1:21: error: los números de tipo 'UInt128' no están en el subconjunto de Swift que entiende lesson: usa Int, Double o Float"))
        #expect(run.stderr.contains("<entrada 2>:1:9: error: 'Mirror' (de la biblioteca de Swift) no está en el subconjunto de Swift que entiende lesson"))
        #expect(run.stderr.contains("<entrada 5>:1:20: error: «compare» de String no está en el subconjunto de Swift que entiende lesson"))
        // A precedence group of the program's own is Swift the REPL reads.
        #expect(!run.stderr.contains("<entrada 14>"))
        #expect(!run.stderr.contains("<entrada 7>"))
        #expect(!run.stderr.contains("<entrada 17>"))
        #expect(run.stderr.contains("<entrada 18>:1:26: error: String(format:) con «%.1f» para un valor de tipo 'Int' no está en el subconjunto"))
        #expect(run.stderr.contains("<entrada 16>:1:30: error: pow de un literal con un exponente Int (Swift elige el pow(Decimal, Int) de Foundation; escribe pow(2.0, 10.0) para un Double) no está en el subconjunto"))
        #expect(run.stderr.contains("<entrada 8>:1:27: error: un miembro estático de un parámetro genérico ('T.nombre') no está en el subconjunto de Swift que entiende lesson"))
        #expect(run.stderr.contains("<entrada 10>:1:14: error: leer de una vez todos los elementos de un rango sin fin (PartialRangeFrom) no está en el subconjunto"))
        #expect(run.stderr.contains("<entrada 11>:1:11: error: extender 'ArraySlice' no está en el subconjunto"))
        // `Pasos.Type` is a type the program writes, as in Swift.
        #expect(!run.stderr.contains("<entrada 19>"))
        #expect(run.stderr.contains("<entrada 20>:1:39: error: 'UTF8' (de la biblioteca de Swift) no está en el subconjunto"))
        #expect(run.stderr.contains("<entrada 13>:1:20: error: un mismo miembro ('largo') en extensiones de dos de String, Character y Substring no está en el subconjunto"))
        // `for u in "año".unicodeScalars` walks its scalars, as Swift does.
        #expect(run.stdout == "1...3 3\na\nñ\no\nPasos\n")
        #expect(run.status == 0)
    }

    @Test("un hash(into:) propio: el Set usa el == del programa, pegado y cargado; un == que se detiene acaba la entrada; Hasher() no está en el subconjunto")
    func ownHashing() throws {
        let lines = ["class Socio: Hashable {", "    let id: Int", "    init(id: Int) { self.id = id }",
                     "    static func == (a: Socio, b: Socio) -> Bool { a.id == b.id }",
                     "    func hash(into hasher: inout Hasher) { hasher.combine(id) }", "}",
                     "let s: Set<Socio> = [Socio(id: 1), Socio(id: 1)]", "print(s.count)"]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hasher-\(UUID().uuidString).swift")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let loaded = try TypingCorpusTests.load(file)
        #expect(loaded.errors.map(\.rendered) == [])
        #expect(loaded.output == "1\n")
        let run = try runLesson(input: script(lines[0], lines[1], lines[2], lines[3], lines[4], lines[5], lines[6], lines[7],
            "struct T: Hashable {\n var v: Int?\n static func == (a: T, b: T) -> Bool { a.v! == b.v! }\n func hash(into h: inout Hasher) { h.combine(0) } }",
            "var t: Set<T> = [T(v: 1)]", "t.insert(T(v: nil)); print(\"no\")", "var h = Hasher()", "print(\"sigue\", t.contains(T(v: 1)))"),
                                environment: wideColumns)
        #expect(run.stderr.contains("<entrada 4>:3:48: error: se desenvolvió con «!» un opcional que vale nil"))
        #expect(run.stderr.contains(
            "<entrada 7>:1:9: error: un Hasher creado por el programa ('Hasher()'; hash(into:) recibe el suyo) no está en el subconjunto"))
        #expect(run.stdout == "1\nsigue true\n")
        #expect(run.status == 0)
    }

    @Test("operadores prefijo, infijo y sufijo propios, observar una propiedad heredada y Result.map se ejecutan")
    func operatorsAndObservers() throws {
        let run = try runLesson(input: script(
            "struct V { var x: Int", "    static prefix func - (v: V) -> V { V(x: -v.x) } }",
            "class E { var s = 0.0 { didSet { print(\"E\", oldValue) } } }", "class P: E {", "    override var s: Double { didSet { print(\"P\", oldValue) } } }",
            "let p = P()", "p.s = 1", "enum F: Error { case x }", "let r: Result<Int, F> = .success(1)",
            "print((-V(x: 2)).x, r.map { $0 * 2 }, [r.map { \"\\($0)\" }])", "infix operator <>: AdditionPrecedence",
            "func <> (a: V, b: V) -> V { V(x: a.x * 10 + b.x) }", "print((V(x: 1) <> V(x: 2) <> V(x: 3)).x)",
            "postfix operator ++", "postfix func ++ (v: inout V) { v.x += 1 }", "var w = V(x: 1)", "w++", "print(w.x)"),
            environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout == "E 0.0\nP 0.0\n-2 success(2) [Swift.Result<Swift.String, main.F>.success(\"1\")]\n123\n2\n")
    }

    @Test("un archivo pasado al REPL: las líneas sangradas que empiezan por «.» siguen la cadena de llamadas de arriba")
    func chainedCallsOnTheirOwnLines() throws {
        let run = try runLesson(input: script(
            "let s = \"Hola Mundo\"", "let p = s.lowercased()", "    .split(separator: \" \")", "    .map { $0.count }",
            "print(p)"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout == "[4, 5]\n")
    }

    @Test("una trampa en tiempo de ejecución termina la entrada con un mensaje y el REPL sigue")
    func runtimeTraps() throws {
        let run = try runLesson(input: script(
            "enum Fallo: Error { case malo(Int) }",
            "func f(_ n: Int) throws -> Int { if n > 0 { throw Fallo.malo(n) }; return n }",
            "let a = try! f(3)",
            "class Animal {}", "class Perro: Animal {}", "let x: Animal = Animal()",
            "let p = x as! Perro",
            "print(try! f(0))"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 3>:1:9: error: 'try!' recibió un error y el programa se detiene: main.Fallo.malo(3)"))
        #expect(run.stderr.contains("<entrada 7>:1:9: error: 'as!' no puede convertir un valor de tipo 'Animal' a 'Perro'"))
        #expect(run.stdout.hasSuffix("0\n"))
        #expect(run.status == 0)
    }

    @Test("URL(…) y los tipos de Foundation que no modela: «no está en el subconjunto»; TimeInterval es un Double")
    func foundationTypes() throws {
        let run = try runLesson(input: script(
            "import Foundation", "let u = URL(string: \"https://a.b\")", "let c = DateComponents(year: 2024)",
            "struct Enlace { var url: URL? }", "print(Enlace(url: nil))", "let t: TimeInterval = 2.5", "print(t * 2, type(of: t))"),
            environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:9: error: 'URL' (de la biblioteca de Swift) no está en el subconjunto de Swift que entiende lesson"))
        #expect(run.stderr.contains("<entrada 3>:1:9: error: 'DateComponents' (de la biblioteca de Swift) no está en el subconjunto de Swift que entiende lesson"))
        #expect(run.stdout == "Enlace(url: nil)\n5.0 Double\n")
    }

    @Test("repetir un número negativo de veces se detiene como en Swift, con su propio mensaje")
    func negativeRepeatCounts() throws {
        let run = try runLesson(input: script(
            "let n = -1",
            "let xs = Array(repeating: 0, count: n)",
            "let s = String(repeating: \"ab\", count: n - 1)",
            "print(\"sigue\")"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:10: error: Array(repeating:count:) con count -1: el número de repeticiones no puede ser negativo"))
        #expect(run.stderr.contains("<entrada 3>:1:9: error: String(repeating:count:) con count -2: el número de repeticiones no puede ser negativo"))
        #expect(run.stdout == "sigue\n")
    }
}
