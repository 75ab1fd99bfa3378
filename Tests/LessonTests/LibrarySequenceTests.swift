import Foundation
import Testing

/// The library's sequences at the prompt: lazy ones typed and shown as the Swift REPL shows
/// them, and what a sequence that is not a collection lacks refused where swiftc refuses it.
/// (What they print, and in which order their closures run, is `Fixtures/everyday/12-perezosas.swift`.)
@Suite("Secuencias de la biblioteca: perezosas, y las que no son colecciones")
struct LibrarySequenceTests {
    /// The rejected programs of `Fixtures/typing/rechazados` about sequences that are not collections.
    static let notCollections = ["zip-count.swift", "zip-subindice.swift", "zip-ultimo.swift", "enumerated-subindice.swift",
                                 "stride-vacio.swift"]

    /// The line and column of swiftc's first error.
    static func firstError(_ output: String) -> (line: Int, column: Int)? {
        for line in output.split(separator: "\n") where !line.hasPrefix(" ") && line.contains(": error:") {
            let parts = line.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count > 3, let number = Int(parts[1]), let column = Int(parts[2]) { return (number, column) }
        }
        return nil
    }

    @Test("lo que le falta a una secuencia que no es colección se rechaza en la línea y la columna de swiftc",
          arguments: notCollections)
    func sameColumn(_ name: String) throws {
        let url = fixture("typing/rechazados/\(name)")
        let compiler = try CompiledSwift.diagnostics(of: url)
        let expected = try #require(Self.firstError(compiler.output), "swiftc acepta \(name)")
        let first = try #require(try TypingCorpusTests.load(url).errors.first, "lesson acepta \(name)")
        #expect(first.location?.line == expected.line && first.location?.column == expected.column,
                "\(first.rendered)\nswiftc:\n\(compiler.output)")
    }

    @Test("el mensaje de zip(…).count dice qué falta, no el «generic parameter» de swiftc")
    func zipCountMessage() throws {
        let run = try runLesson(input: script("let xs = [1, 2, 3]", "zip(xs, xs).count", "xs.enumerated().count"),
                                environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:13: error: un valor de tipo 'Zip2Sequence<[Int], [Int]>' no tiene 'count': "
            + "es una secuencia, no una colección"))
        // `enumerated()` is a collection: it has a count.
        #expect(run.stdout.contains("$R0: Int = 3"))
    }

    @Test("el eco de una secuencia perezosa nombra su tipo como el REPL de Swift")
    func lazyEchoes() throws {
        let run = try runLesson(input: script(
            "let xs = [1, 2, 3]", "xs.lazy.map { $0 * 2 }", "xs.lazy.filter { $0 > 1 }.map { String($0) }",
            "type(of: \"hola\".prefix(3))", "xs.lazy.map { $0 * 2 }.count"), environment: wideColumns)
        #expect(run.stdout.contains(
            "$R0: LazyMapSequence<[Int], Int> = LazyMapSequence<Array<Int>, Int>(_base: [1, 2, 3], _transform: (Function))"))
        #expect(run.stdout.contains("$R1: LazyMapSequence<LazyFilterSequence<[Int]>, String> = "
            + "LazyMapSequence<LazyFilterSequence<Array<Int>>, String>(_base: "))
        #expect(run.stdout.contains("$R2: Substring.Type = Substring"))
        #expect(run.stdout.contains("$R3: Int = 3"))
        #expect(run.stderr.isEmpty)
    }

    @Test("lo perezoso que lesson no modela se dice en español, en su columna, sin dar un valor falso")
    func lazyOutsideSubset() throws {
        let run = try runLesson(input: script("let xs = [1, 2, 3]", "xs.lazy.flatMap { [$0, $0] }",
                                              "xs.lazy.prefix(1)"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:9: error: 'flatMap' de la secuencia perezosa 'LazySequence<[Int]>' no está "
            + "en el subconjunto de Swift que entiende lesson"))
        #expect(run.stderr.contains("<entrada 3>:1:9: error: 'prefix' de la secuencia perezosa 'LazySequence<[Int]>'"))
        #expect(!run.stdout.contains("$R"))
    }
}
