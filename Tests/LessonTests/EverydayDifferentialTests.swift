import Foundation
import Testing

/// Everyday Swift (dictionaries, sets, closures, the sequence library, ranges and slices,
/// strings and characters), piped into the REPL line by line, prints what the compiled program
/// prints. `Fixtures/everyday/` holds the programs.
@Suite("Swift de todos los días: el REPL imprime lo mismo que swiftc")
struct EverydayDifferentialTests {
    static let corpus: [String] = {
        let directory = fixture("everyday")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    @Test("el corpus cubre diccionarios, conjuntos, closures, biblioteca, rangos y cadenas")
    func corpusIsThere() {
        #expect(Self.corpus.count >= 6)
    }

    @Test("programa de todos los días, por el REPL y compilado", arguments: corpus)
    func sameOutput(_ name: String) throws {
        let source = fixture("everyday/\(name)")
        let expected = try CompiledSwift.output(of: try CompiledSwift.executable(for: [source]))
        #expect(!expected.isEmpty)
        let run = try runLesson(input: try Data(contentsOf: source))
        #expect(run.stderr == "", "el REPL informó errores con \(name)")
        #expect(run.status == 0)
        let ours = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = expected.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(ours.count == theirs.count, "\(name): \(ours.count) líneas, swiftc \(theirs.count)")
        for (index, (line, compiled)) in zip(ours, theirs).enumerated() {
            #expect(Self.comparable(line) == Self.comparable(compiled), "\(name), línea \(index + 1)")
        }
    }

    @Test("una clave que falta desenvuelta con !, un índice o un trozo fuera de rango: un mensaje y el REPL sigue")
    func trapsEndTheEntry() throws {
        let run = try runLesson(input: script(
            "let d = [\"a\": 1]", "print(d[\"b\"]!)", "let xs = [1, 2, 3]", "print(xs[1...5])", "var pila: [Int] = []",
            "pila.removeLast()", "print(d[\"a\"]!, xs[0...1], pila.popLast() as Any)"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:7: error: se desenvolvió con «!» un opcional que vale nil"))
        #expect(run.stderr.contains("<entrada 4>:1:7: error: rango 1…5 fuera de los límites: la colección tiene 3 elementos"))
        #expect(run.stderr.contains("<entrada 6>:1:1: error: la colección está vacía"))
        #expect(run.stdout.hasSuffix("1 [1, 2] nil\n"))
        #expect(run.status == 0)
    }

    @Test("una función declarada más abajo en el archivo se usa antes; las entradas guardan su número")
    func declarationsFurtherDown() throws {
        let run = try runLesson(input: script(
            "print(doble(2))", "func doble(_ x: Int) -> Int { x * 2 }", "print(noExiste)",
            "func mal() -> Int { \"a\" }"), environment: wideColumns)
        #expect(run.stdout == "4\n")
        #expect(run.stderr.contains("<entrada 3>:1:7: error: no encuentro 'noExiste' en este ámbito"))
        #expect(run.stderr.contains("<entrada 4>:1:21: error: no se puede convertir el valor devuelto de tipo 'String' al tipo de retorno 'Int'"))
        #expect(run.status == 0)
    }

    @Test("Int8.min, Int16.max, UInt.max: los límites de cada tipo (daba los de Int); Int128 se nombra fuera del subconjunto")
    func otherNumberLimits() throws {
        let run = try runLesson(input: script(
            "print(Int8.min)", "print(UInt8.max, Int.min)", "let tope = Int16.max", "print(tope, UInt.max, Int32.min)",
            "let enorme: Int128 = 5"), environment: wideColumns)
        let refusal = "no están en el subconjunto de Swift que entiende lesson: usa Int, Double o Float"
        #expect(run.stderr.contains("<entrada 5>:1:22: error: los números de tipo 'Int128' \(refusal)"))
        #expect(run.stdout == "-128\n255 -9223372036854775808\n32767 18446744073709551615 -2147483648\n")
        #expect(run.status == 0)
    }

    @Test("un Int8 o un UInt que se sale de sus límites al operar o al convertir: un mensaje que los dice, y el REPL sigue")
    func fixedWidthTraps() throws {
        let run = try runLesson(input: script(
            "var x: Int8 = 120", "x += 10", "let n = 300", "print(Int8(n))", "var u: UInt = 2", "print(u - 3)",
            "print(x, -x, Int8(clamping: n), x &+ 10)"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:1: error: desbordamiento aritmético: el resultado no cabe en un Int8 (de -128 a 127)"))
        #expect(run.stderr.contains("<entrada 4>:1:7: error: el valor no cabe en un Int8"))
        #expect(run.stderr.contains("<entrada 6>:1:7: error: desbordamiento aritmético: el resultado no cabe en un UInt (de 0 a 18446744073709551615)"))
        #expect(run.stdout == "120 -120 127 -126\n")
        #expect(run.status == 0)
    }

    @Test("un UInt8 que se sale de 0…255 al operar o al convertir: un mensaje, como el desbordamiento de un Int, y el REPL sigue")
    func uint8Traps() throws {
        let run = try runLesson(input: script(
            "let x = UInt8(250)", "print(x + 10)", "print(x - 251)", "let n = 300", "print(UInt8(n))",
            "print(x &+ 10, x + 5, UInt8(ascii: \"a\"))"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:7: error: desbordamiento aritmético: el resultado no cabe en un UInt8 (de 0 a 255)"))
        #expect(run.stderr.contains("<entrada 3>:1:7: error: desbordamiento aritmético: el resultado no cabe en un UInt8 (de 0 a 255)"))
        #expect(run.stderr.contains("<entrada 5>:1:7: error: el valor no cabe en un UInt8 (de 0 a 255)"))
        #expect(run.stdout == "4 255 97\n")
        #expect(run.status == 0)
    }

    @Test("mostrar un String.Index, y los subíndices que lesson no ejecuta: «no está en el subconjunto», antes de ejecutar; los que solo se distinguen por tipo, como swiftc")
    func outsideTheSubsetBeforeRunning() throws {
        let run = try runLesson(input: script(
            "let s = \"hola\"", "print(\"a\", s.firstIndex(of: \"l\")!)", "s.startIndex",
            "struct A { subscript(i: Int) -> Int { i }\n subscript(t: String) -> Int { 0 } }", "print(\"b\", A()[1])",
            "extension String { subscript(i: Int) -> Character { first! } }", "struct B { static subscript(i: Int) -> Int { i } }",
            "print(s.distance(from: s.startIndex, to: s.endIndex))"), environment: wideColumns)
        let refusal = "mostrar un String.Index no está en el subconjunto de Swift que entiende lesson"
        #expect(run.stderr.contains("<entrada 2>:1:33: error: \(refusal)"))
        #expect(run.stderr.contains("<entrada 3>:1:3: error: \(refusal)"))
        #expect(run.stderr.contains("<entrada 6>:1:20: error: un subíndice propio en una extensión de 'String' no está en el subconjunto"))
        #expect(run.stderr.contains("<entrada 7>:1:19: error: un subíndice estático ('static subscript') no está en el subconjunto"))
        // Refused before running: nothing of the refused entries is printed; `A()[1]` takes the `Int` one.
        #expect(run.stdout == "b 1\n4\n")
        #expect(run.status == 0)
    }

    @Test("mostrar o guardar prefix/dropFirst de un reversed(), un conjunto o un rango (Swift escribe un Slice con sus índices): «no está en el subconjunto»; recorrerlos o convertirlos, sí")
    func shownPiecesOfSequences() throws {
        let run = try runLesson(input: script(
            "let xs = [1, 2, 3]", "print(xs.reversed().prefix(2))", "print(Set([7]).dropFirst())", "print(\"\\((0..<5).suffix(2))\")",
            "print(Array(xs.reversed().prefix(2)), xs.prefix(2))", "for x in xs.reversed().dropFirst() { print(x) }",
            "let ultimos = xs.reversed().prefix(2)", "let copia = Array(xs.reversed().prefix(2)); print(copia)"),
            environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:21: error: mostrar el resultado de 'prefix' de un 'ReversedCollection<[Int]>' no está en el subconjunto"))
        #expect(run.stderr.contains("<entrada 3>:1:16: error: mostrar el resultado de 'dropFirst' de un 'Set<Int>' no está en el subconjunto"))
        #expect(run.stderr.contains("<entrada 4>:1:18: error: mostrar el resultado de 'suffix' de un 'Range<Int>' no está en el subconjunto"))
        #expect(run.stderr.contains("<entrada 7>:1:29: error: guardar el resultado de 'prefix' de un 'ReversedCollection<[Int]>' no está en el subconjunto"))
        #expect(run.stdout == "[3, 2] [1, 2]\n2\n1\n[3, 2]\n")
    }

    @Test("un valor por defecto en el valor asociado de un caso: «no está en el subconjunto», en el '=', en vez de un argumento que falta después")
    func payloadDefaultIsRefused() throws {
        let run = try runLesson(input: script(
            "enum Forma { case rect(ancho: Double, alto: Double = 1) }", "print(\"sigue\")"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 1>:1:52: error: un valor por defecto en el valor asociado de un caso ('case rect(alto: Double = 1)') no está en el subconjunto"))
        #expect(run.stdout == "sigue\n")
    }

    @Test("dump de la biblioteca no muestra $R0 (su resultado se puede tirar); una función propia llamada dump la tapa")
    func ownDumpShadowsTheLibrary() throws {
        let run = try runLesson(input: script(
            "dump(7)", "func dump(_ x: Int) { print(\"mío\", x) }", "dump(3)"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout == "- 7\nmío 3\n")
    }

    @Test("un actor se rechaza nombrándolo, en su línea; «actor» sigue siendo un nombre corriente")
    func actorIsNamed() throws {
        let run = try runLesson(input: script("actor Banco { var saldo = 0 }", "let actor = 3", "print(actor)"),
                                environment: wideColumns)
        #expect(run.stderr.contains("<entrada 1>:1:1: error: 'actor' no está en el subconjunto"))
        #expect(run.stdout == "3\n")
    }

    @Test("lo que no se ejecuta de las vistas de una cadena (utf8…): rechazado al cargar, sin ejecutar nada")
    func refusedWhenTheFileLoads() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vistas-\(UUID().uuidString).swift")
        try ["print(\"antes\")", "let s = \"año\"", "print(s.utf8.prefix(2), s.utf16.first!)", "enum E: Error { case malo }",
             "let r: Result<Int, E> = .success(2)", "print(r.map { $0 * 2 }, try r.get())"].joined(separator: "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let loaded = try TypingCorpusTests.load(file)
        let messages = loaded.errors.map(\.rendered)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains(":3:14: error: «prefix» de String.UTF8View no está en el subconjunto") })
        #expect(messages.contains { $0.contains(":3:33: error: «first» de String.UTF16View no está en el subconjunto") })
        #expect(loaded.output == "")
    }

    @Test("un trozo conserva los índices de su array: fuera de ellos, o tomando entero lo que no se toma, un mensaje y el REPL sigue")
    func sliceIndicesTrap() throws {
        let run = try runLesson(input: script(
            "let xs = [1, 2, 3]", "var t = xs[1...2]", "print(t[0])", "t.remove(at: 0)", "t.insert(4, at: 9)",
            "print(t[1], t, t[...])", "let d = [\"a\": 1]", "print(d[...])", "print(t.removeFirst(), t.startIndex)"),
                                 environment: wideColumns)
        #expect(run.stderr.contains("<entrada 3>:1:7: error: índice fuera de rango: 0 en un ArraySlice de índices 1..<3"))
        #expect(run.stderr.contains("<entrada 4>:1:1: error: índice fuera de rango: 0 en un ArraySlice de índices 1..<3"))
        #expect(run.stderr.contains("<entrada 5>:1:1: error: índice fuera de rango: 9 en un ArraySlice de índices 1..<3"))
        #expect(run.stderr.contains(
            "<entrada 8>:1:7: error: el subíndice [...] de un valor de tipo '[String: Int]' no está en el subconjunto"))
        #expect(run.stdout.hasSuffix("2 [2, 3] [2, 3]\n2 2\n"))
        #expect(run.status == 0)
    }

    @Test("el eco de un resultado nombra el tipo de la biblioteca y lo escribe como Swift")
    func libraryTypesInEchoes() throws {
        let run = try runLesson(input: script(
            "let xs = [1, 2, 3]", "xs.reversed()", "xs[1...]", "zip(xs, xs)", "stride(from: 0, to: 4, by: 2)",
            "let r: [Int] = xs.reversed()", "r", "let c: [Int] = xs[1...]",
            "let s = \"hola mundo\"", "s.prefix(4)", "s.split(separator: \" \")", "String(s.prefix(4))"), environment: wideColumns)
        #expect(run.stdout.contains("$R0: ReversedCollection<[Int]> = ReversedCollection<Array<Int>>(_base: [1, 2, 3])"))
        #expect(run.stdout.contains("$R1: ArraySlice<Int> = [2, 3]"))
        #expect(run.stdout.contains("$R2: Zip2Sequence<[Int], [Int]> = Zip2Sequence<Array<Int>, Array<Int>>(_sequence1: [1, 2, 3], _sequence2: [1, 2, 3])"))
        #expect(run.stdout.contains("$R3: StrideTo<Int> = StrideTo<Int>"))
        #expect(run.stdout.contains("$R4: [Int] = [3, 2, 1]"))
        #expect(run.stderr.contains("<entrada 8>:1:18: error: no se puede convertir un valor de tipo 'ArraySlice<Int>' al tipo indicado '[Int]'"))
        #expect(run.stdout.contains("$R5: Substring = \"hola\""))
        #expect(run.stdout.contains("$R6: [Substring] = [\"hola\", \"mundo\"]"))
        #expect(run.stdout.contains("$R7: String = \"hola\""))
    }

    @Test("la comparación por contenido solo perdona el orden de una línea marcada")
    func contentRule() {
        #expect(Self.comparable(#"≈ ["a": 1, "b": [2, 3]]"#) == Self.comparable(#"≈ ["b": [2, 3], "a": 1]"#))
        #expect(Self.comparable("≈ Set([1, 2])") == Self.comparable("≈ Set([2, 1])"))
        #expect(Self.comparable("≈ [1, 2]") != Self.comparable("≈ [1, 3]"))
        #expect(Self.comparable("[1, 2]") != Self.comparable("[2, 1]"))
    }

    /// A line the program marks with `≈ ` prints one `Set` or `Dictionary`, whose order Swift
    /// does not define (it changes from run to run): it is compared by its elements, sorted.
    /// Every other line is compared as it is.
    static func comparable(_ line: Substring) -> String {
        guard line.hasPrefix("≈ ") else { return String(line) }
        var body = line.dropFirst(2)
        var prefix = ""
        if body.hasPrefix("Set(") && body.hasSuffix(")") { prefix = "Set"; body = body.dropFirst(4).dropLast() }
        guard body.hasPrefix("["), body.hasSuffix("]") else { return String(line) }
        return prefix + "[" + topLevelElements(body.dropFirst().dropLast()).sorted().joined(separator: ", ") + "]"
    }

    static func comparable(_ line: String) -> String { comparable(Substring(line)) }

    /// The comma-separated elements of a collection's text, not splitting nested ones or strings.
    private static func topLevelElements(_ text: Substring) -> [String] {
        var elements: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if "[(".contains(character) { depth += 1 }
                if "])".contains(character) { depth -= 1 }
                if character == ",", depth == 0 {
                    elements.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                    previous = character
                    continue
                }
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { elements.append(current.trimmingCharacters(in: .whitespaces)) }
        return elements
    }
}
