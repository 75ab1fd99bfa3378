import Foundation
import Testing
import Language
import Machines

/// The compiler is the oracle for the type checker: every program swiftc rejects is rejected
/// at swiftc's line, and every program it accepts loads without a word and prints what the
/// compiled program prints. The corpus is `Fixtures/typing/{rechazados,aceptados}`.
@Suite("El comprobador de tipos juzga como swiftc")
struct TypingCorpusTests {
    static func programs(_ folder: String) -> [String] {
        let directory = fixture("typing/\(folder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Loads a file as `:cargar` does and returns its diagnostics and what its top level printed.
    static func load(_ url: URL) throws -> (errors: [Diagnostic], output: String) {
        let text = try String(contentsOf: url, encoding: .utf8)
        var printed = ""
        let result = Model.load(name: url.lastPathComponent, source: SourceFile(path: url.lastPathComponent, text: text),
                                output: { printed += $0 })
        switch result {
        case .success: return ([], printed)
        case .failure(let failure): return (failure.diagnostics, printed)
        }
    }

    /// The line of swiftc's first error, from its `archivo:línea:columna: error:` lines.
    static func firstErrorLine(_ output: String) -> Int? {
        for line in output.split(separator: "\n") where !line.hasPrefix(" ") && line.contains(": error:") {
            let parts = line.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count > 2, let number = Int(parts[1]) { return number }
        }
        return nil
    }

    @Test("el corpus tiene programas de cada clase")
    func corpusIsThere() {
        #expect(Self.programs("rechazados").count >= 40)
        #expect(Self.programs("aceptados").count >= 20)
        #expect(Self.programs("columnas").count >= 60)
    }

    @Test("un programa que swiftc rechaza se rechaza en la misma línea", arguments: programs("rechazados"))
    func rejected(_ name: String) throws {
        let url = fixture("typing/rechazados/\(name)")
        let compiler = try CompiledSwift.diagnostics(of: url)
        #expect(!compiler.accepted, "swiftc acepta \(name): no es un ejemplo de programa rechazado")
        let expected = try #require(Self.firstErrorLine(compiler.output))
        let ours = try Self.load(url)
        let first = try #require(ours.errors.first, "lesson acepta \(name); swiftc dice:\n\(compiler.output)")
        #expect(first.location?.line == expected, "\(first.rendered)\nswiftc:\n\(compiler.output)")
        // Spanish, with the line and a caret, as every diagnostic.
        #expect(first.rendered.contains("error: "))
        #expect(first.rendered.contains("^"))
    }

    /// Every error of the program at swiftc's line and column, and no other: the places swiftc
    /// points at (the operator of `a + b`, the member of `p.x = 1`, the `[` of `d[k]`).
    @Test("cada error que swiftc da, en su línea y su columna, y ninguno más", arguments: programs("columnas"))
    func everyErrorAtItsColumn(_ name: String) throws {
        let url = fixture("typing/columnas/\(name)")
        let compiler = try CompiledSwift.diagnostics(of: url)
        #expect(!compiler.accepted, "swiftc acepta \(name): no es un ejemplo de programa rechazado")
        let expected = Set(Self.errorPlaces(compiler.output))
        let ours = try Self.load(url).errors
        let places = Set(ours.compactMap { $0.location.map { "\($0.line):\($0.column)" } })
        #expect(places == expected, "\(ours.map(\.rendered).joined(separator: "\n"))\nswiftc:\n\(compiler.output)")
    }

    /// `línea:columna` of each of swiftc's errors (not its notes, nor the lines it quotes).
    static func errorPlaces(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix(" "), line.contains(": error:") else { return nil }
            let parts = line.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count > 3, let row = Int(parts[1]), let column = Int(parts[2]) else { return nil }
            return "\(row):\(column)"
        }
    }

    @Test("un programa que swiftc acepta se carga sin errores e imprime lo mismo", arguments: programs("aceptados"))
    func accepted(_ name: String) throws {
        let url = fixture("typing/aceptados/\(name)")
        let compiler = try CompiledSwift.diagnostics(of: url)
        #expect(compiler.accepted, "swiftc rechaza \(name):\n\(compiler.output)")
        let ours = try Self.load(url)
        #expect(ours.errors.map(\.rendered) == [])
        let expected = try CompiledSwift.output(of: try CompiledSwift.executable(for: [url]))
        #expect(ours.output == expected)
    }
}

/// What a learner types at the prompt is typed before it runs, and a refused entry changes nothing.
@Suite("El REPL comprueba los tipos antes de ejecutar")
struct TypingREPLTests {
    @Test("un valor del tipo equivocado, un evento con la carga equivocada y literales que Swift hace Double")
    func promptAndEvents() throws {
        let run = try runLesson(input: script(
            ":cargar perfil", "let p: Perfil = 5", ".cargar(id: 7)", ".llego(5)", ".cargar(id: \"siete\")", ":estado",
            "1 / 2 * 4.0", "let d = true ? 10 : nil", "if let x = d { print(x) }"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 1>:1:17: error: no se puede convertir un valor de tipo 'Int' al tipo indicado 'Perfil'"))
        #expect(run.stderr.contains("<entrada 3>:1:8: error: no se puede convertir un valor de tipo 'Int' al tipo de argumento esperado 'Perfil'"))
        #expect(run.stderr.contains("<entrada 4>:1:13: error: no se puede convertir un valor de tipo 'String' al tipo de argumento esperado 'Int'"))
        #expect(run.stdout.contains("estado: cargando(id: 7, intentos: 1, tarea: …)"))
        #expect(run.stdout.contains("Double = 2.0"))
        #expect(run.stdout.hasSuffix("10\n"))
        #expect(!run.stdout.contains("listo"))
    }

    @Test("una entrada rechazada no deja nada en la sesión")
    func rejectedEntryLeavesNothing() throws {
        let run = try runLesson(input: script("let n: Int = \"uno\"", "let n = 2", "n + 1", "var b: Bool = 3", "b"))
        #expect(run.stdout.contains("Int = 3"))
        #expect(run.stderr.contains("no encuentro 'b' en este ámbito"))
    }
}
