import Foundation
import LineEditor
import Messages
@testable import REPL
import Platform
import Testing

/// Runs lines through a Session in-process and returns what it wrote.
private func transcript(_ lines: [String], configure: (Session) -> Void = { _ in })
    -> (output: CapturedOutput, source: ScriptedLineSource, session: Session) {
    let output = CapturedOutput()
    let session = Session(output: output, environment: [:])
    configure(session)
    let source = ScriptedLineSource(lines)
    session.run(source)
    return (output, source, session)
}

@Suite("REPL: the shell, in-process")
struct REPLShellTests {
    @Test("`:ayuda` lists every command of DESIGN §4, with its English alias")
    func helpListsEveryCommand() {
        let out = transcript([":ayuda"]).output.standardOutput
        for command in [":ayuda", ":lecciones", ":leer", ":modelos", ":cargar", ":estado", ":eventos",
                        ":enviar", ":deshacer", ":rehacer", ":historia", ":reiniciar", ":tabla", ":grafo",
                        ":contar", ":comparar", ":destinos", ":alcanzables", ":camino", ":exportar-test",
                        ":salir"] {
            #expect(out.contains(command), "falta \(command) en :ayuda")
        }
        for alias in [":help", ":lessons", ":read", ":models", ":load", ":state", ":events", ":send",
                      ":undo", ":redo", ":history", ":reset", ":table", ":graph", ":count", ":compare",
                      ":reachable", ":path", ":quit"] {
            #expect(out.contains(alias), "falta el alias \(alias) en :ayuda")
        }
        #expect(CommandTable.all.count == ReplCommand.allCases.count)
        #expect(Set(CommandTable.all.map(\.command)) == Set(ReplCommand.allCases))
    }

    @Test("`:help` is `:ayuda`; `:ayuda cargar` explains one command")
    func helpAliasAndTopic() {
        let out = transcript([":help", ":ayuda cargar", ":ayuda :load", ":ayuda nada"]).output
        #expect(out.standardOutput.contains(":contar"))
        #expect(out.standardOutput.components(separatedBy: ":cargar M").count == 4)
        #expect(out.standardError.contains("No hay ningún comando «nada»"))
    }

    @Test("An unknown command suggests the nearest one", arguments: [
        (":cargr", ":cargar"), (":laod", ":load"), (":ayda", ":ayuda"), (":CONTAR", nil),
        (":eventso", ":eventos"), (":alcanz", ":alcanzables"), (":exportar", ":exportar-test"),
    ] as [(String, String?)])
    func unknownCommandSuggests(typed: String, suggestion: String?) {
        let err = transcript([typed]).output.standardError
        if let suggestion {
            #expect(err.contains("Comando desconocido: \(typed)."))
            #expect(err.contains("¿Quisiste decir \(suggestion)?"), "\(err)")
        } else {
            #expect(!err.contains("Comando desconocido"))  // :CONTAR is :contar
        }
    }

    @Test("A command far from every other gets the list, not a guess")
    func unknownCommandWithoutSuggestion() {
        let err = transcript([":xyzzyq", ":"]).output.standardError
        #expect(err.contains("Comando desconocido: :xyzzyq. Escribe :ayuda"))
        #expect(!err.contains("Quisiste"))
        #expect(err.contains("Falta el nombre del comando"))
    }

    @Test("Edit distance counts insertions, deletions, substitutions and swaps")
    func editDistance() {
        #expect(EditDistance.between("cargr", "cargar") == 1)
        #expect(EditDistance.between("laod", "load") == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("abcdefghij", "a", limit: 2) == 3)
    }

    @Test("Every command answers without crashing, each through its own handler")
    func everyCommandAnswers() {
        for info in CommandTable.all where info.command != .salir {
            let output = transcript([":" + info.name]).output
            #expect(!output.transcript.isEmpty, ":\(info.name) no dijo nada")
            #expect(!output.transcript.contains("Comando desconocido"))
        }
    }

    @Test("`:salir` ends the session: later lines are not read")
    func quitStops() {
        let (output, source, session) = transcript([":salir", ":ayuda"])
        #expect(session.isFinished)
        #expect(output.standardOutput.isEmpty)
        #expect(source.prompts.count == 1)
    }

    @Test("Open braces continue the entry on the next line, with the continuation prompt")
    func multiLineEntry() {
        var entries: [String] = []
        let (_, source, _) = transcript(["enum Luz {", "  case roja, verde // }", "}", ":salir"]) { session in
            session.onEntry = { entries.append($0) }
        }
        #expect(source.prompts == [Msg.REPL.prompt, Msg.REPL.continuationPrompt,
                                   Msg.REPL.continuationPrompt, Msg.REPL.prompt])
        #expect(entries == ["enum Luz {\n  case roja, verde // }\n}", ":salir"])
        #expect(source.recorded == ["enum Luz {", "  case roja, verde // }", "}", ":salir"])
    }

    @Test("Ctrl-C drops the entry being typed; invalid UTF-8 is reported and skipped")
    func interruptAndInvalidInput() {
        let output = CapturedOutput()
        let session = Session(output: output, environment: [:])
        let source = ScriptedLineSource(inputs: [.line("enum A {"), .interrupted, .invalidEncoding(line: 3),
                                                 .line(":cargr")])
        session.run(source)
        #expect(source.prompts[1] == Msg.REPL.continuationPrompt)
        #expect(source.prompts[2] == Msg.REPL.prompt)
        #expect(output.standardError.contains("La línea 3 de la entrada no es UTF-8 válido"))
        #expect(output.standardError.contains("¿Quisiste decir :cargar?"))
        #expect(!output.standardError.contains("enum A"))
    }

    @Test("Input that ends inside braces says what was left open")
    func endInsideBraces() {
        let err = transcript(["func f() {", "  let x = [1, (2"]).output.standardError
        #expect(err.contains("«{», «[», «(» sin cerrar"), "\(err)")
    }

    @Test("Lines starting with `:` are commands, with `.` events, the rest Swift")
    func routing() {
        #expect(Session.classify("  :cargar pantalla ") == .command(":cargar pantalla"))
        #expect(Session.classify(" .cargar(id: 7)") == .event(".cargar(id: 7)"))
        #expect(Session.classify("let x = 1") == .swift("let x = 1"))
        #expect(Session.classify("enum A {\n}") == .swift("enum A {\n}"))
        #expect(Session.classify(" \t") == .empty)
    }

    @Test("Tab completes commands, command arguments, and registered sources")
    func completion() {
        let session = Session(output: CapturedOutput(), environment: [:])
        #expect(session.complete(line: ":ay", word: ":ay") == [":ayuda"])
        #expect(session.complete(line: ":c", word: ":c") == [":camino", ":cargar", ":comparar", ":compare", ":contar", ":count"])
        #expect(session.complete(line: ":grafo m", word: "m") == ["mermaid"])
        #expect(session.complete(line: ":ayuda car", word: "car") == ["cargar"])
        session.addArgumentCompletion(for: .cargar) { _ in ["zorro-pantalla", "zzz-perfil"] }
        #expect(session.complete(line: ":load zo", word: "zo") == ["zorro-pantalla"])
        session.addCompletionSource { _, _ in [".zcargar(id:", ".zcancelar", "ZPantalla"] }
        session.addCompletionSource { _, _ in [".zcargar(id:"] }
        #expect(session.complete(line: "x = .zca", word: ".zca") == [".zcancelar", ".zcargar(id:"])
        #expect(session.complete(line: "ZPan", word: "ZPan") == ["ZPantalla"])
        #expect(session.complete(line: "qqq", word: "qqq").isEmpty)
    }

    @Test("Areas keep their state in components, one instance each")
    func components() {
        final class Counter { var value = 0 }
        let session = Session(output: CapturedOutput(), environment: [:])
        session.component(Counter.init).value += 1
        session.component(Counter.init).value += 1
        #expect(session.component(Counter.init).value == 2)
    }

    @Test("The prompt names the loaded model")
    func promptShowsModel() {
        let session = Session(output: CapturedOutput(), environment: [:])
        #expect(session.prompt == "lesson> ")
        session.modelName = "pantalla"
        #expect(session.prompt == "pantalla> ")
    }
}

@Suite("REPL: what keeps an entry open")
struct InputAccumulatorTests {
    private func complete(_ lines: String...) -> [Bool] {
        var accumulator = InputAccumulator()
        return lines.map { accumulator.append($0); return accumulator.isComplete }
    }

    @Test func bracesParenthesesBrackets() {
        #expect(complete("let a = [", "1, 2", "]") == [false, false, true])
        #expect(complete("f(", "x: 1)") == [false, true])
        #expect(complete("switch (e, s) {", "case (.a, .b): break", "}") == [false, false, true])
        #expect(complete("}") == [true])  // a stray closer is the parser's to report
    }

    @Test func stringsAndCommentsDoNotCount() {
        #expect(complete(#"print("{")"#) == [true])
        #expect(complete(#"let s = "\"{\"""#) == [true])
        #expect(complete("let a = 1 // {") == [true])
        #expect(complete("/* { /* nested */ still", "comment */ let x = 1") == [false, true])
        #expect(complete(##"let r = #"a " { "#"##) == [true])
        #expect(complete(#"print("\(f(1, "}")) {")"#) == [true])
        #expect(complete(#"let broken = "abc {"#) == [true])  // a string cannot span lines
    }

    @Test func multiLineStrings() {
        #expect(complete(#"let t = """"#, "  { texto", #"  """"#) == [false, false, true])
    }

    @Test func commandsAreOneLine() {
        #expect(complete(":cargar {") == [true])
        #expect(complete("  :ayuda (") == [true])
    }
}

@Suite("REPL: piped through the real binary")
struct PipedREPLTests {
    @Test("`:ayuda` lists :cargar, :contar, :enviar…; `:cargr` suggests :cargar")
    func helpAndSuggestion() throws {
        let result = try runLesson(input: script(":ayuda", ":cargr", ":salir"))
        #expect(result.status == 0)
        for command in [":cargar", ":contar", ":enviar", ":grafo", ":exportar-test"] {
            #expect(result.stdout.contains(command))
        }
        #expect(result.stderr.contains("Comando desconocido: :cargr. ¿Quisiste decir :cargar?"))
        #expect(!result.stdout.contains("lesson>"), "sin terminal no hay prompt")
    }

    @Test("«ñandú-acción» is echoed intact in the error")
    func utf8Echo() throws {
        let result = try runLesson(input: script(":ñandú-acción"))
        #expect(result.status == 0)
        #expect(result.stderr.contains("Comando desconocido: :ñandú-acción."))
    }

    @Test("Invalid UTF-8 is reported with its line and skipped; the REPL goes on")
    func invalidUTF8() throws {
        var input = Data(":ayuda cargar\n".utf8)
        input += Data([0x3A, 0x63, 0xFF, 0xFE, 0xC3, 0x0A])  // ":c", invalid bytes, newline
        input += Data(":cargr\n".utf8)
        let result = try runLesson(input: input)
        #expect(result.status == 0)
        #expect(!result.crashed)
        #expect(result.stderr.contains("La línea 2 de la entrada no es UTF-8 válido; se ignora."))
        #expect(result.stderr.contains("¿Quisiste decir :cargar?"))
        #expect(result.stdout.contains(":cargar M"))
    }

    @Test("A very long line (2 MB) is read whole")
    func veryLongLine() throws {
        let long = String(repeating: "ñ", count: 1_000_000)
        let result = try runLesson(input: script(":" + long, "let x = \"\(long)\"", ":ayuda"))
        #expect(result.status == 0)
        #expect(result.stderr.contains("Comando desconocido: :ñññ"))
        #expect(result.stdout.contains(":cargar"))
    }

    @Test("CRLF line ends and a last line without a newline are fine")
    func lineEnds() throws {
        let result = try runLesson(input: Data(":cargr\r\n:laod".utf8))
        #expect(result.status == 0)
        #expect(result.stderr.contains("¿Quisiste decir :cargar?"))
        #expect(result.stderr.contains("¿Quisiste decir :load?"))
    }

    @Test("Multi-line input works piped too; unclosed input at the end is reported")
    func pipedMultiLine() throws {
        let result = try runLesson(input: script("enum A {", "  case x", ":cargr", "}", "struct B {"))
        #expect(result.status == 0)
        // `:cargr` inside the open braces is part of the Swift entry, not a command.
        #expect(!result.stderr.contains("Comando desconocido"))
        #expect(result.stderr.contains("«{» sin cerrar"))
    }

    @Test("Empty and closed standard input both end with status 0")
    func endOfInput() throws {
        let empty = try runLesson(input: Data())
        #expect(empty.status == 0)
        #expect(empty.stdout.isEmpty)
        let closed = try runLesson(closeStandardInput: true)
        #expect(closed.status == 0)
        #expect(!closed.crashed)
        #expect(closed.stderr.contains("la entrada estándar está cerrada"))
    }

    @Test("An unusable LESSON_HOME gives one Spanish warning and the REPL goes on")
    func unusableHome() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("no-soy-un-directorio")
        try Data("x".utf8).write(to: file)
        for home in [file.path, file.appendingPathComponent("lesson").path] {
            let result = try runLesson(input: script(":ayuda"), environment: ["LESSON_HOME": home])
            #expect(result.status == 0)
            #expect(result.stdout.contains(":cargar"))
            #expect(result.stderr.components(separatedBy: "aviso: no se puede usar LESSON_HOME").count == 2,
                    "\(result.stderr)")
            #expect(result.stderr.contains("El historial no se guardará"))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    @Test("A missing LESSON_HOME is created, silently")
    func missingHomeIsCreated() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let home = directory.file("a/b/lesson")
        let result = try runLesson(input: script(":ayuda"), environment: ["LESSON_HOME": home.path])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: home.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}

@Suite("History file and LESSON_HOME")
struct HistoryFileTests {
    @Test("LESSON_HOME, then XDG_DATA_HOME, then ~/.local/share")
    func homeResolution() {
        #expect(LessonHome.path(environment: ["LESSON_HOME": "/a", "XDG_DATA_HOME": "/b", "HOME": "/c"]) == "/a")
        #expect(LessonHome.path(environment: ["XDG_DATA_HOME": "/b", "HOME": "/c"]) == "/b/lesson")
        #expect(LessonHome.path(environment: ["XDG_DATA_HOME": "relativa", "HOME": "/c"]) == "/c/.local/share/lesson")
        #expect(LessonHome.path(environment: [:]) == nil)
        if case .failure(let problem) = LessonHome.prepare(environment: [:]) {
            #expect(problem == .unknown)
        } else {
            Issue.record("sin variables no hay home")
        }
    }

    @Test("The history is written atomically, as plain UTF-8, and read back")
    func atomicWrite() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("historial")
        #expect(LineEditor.writeAtomically(":ayuda\n:ñandú-acción\n", to: file.path))
        #expect(try String(contentsOf: file, encoding: .utf8) == ":ayuda\n:ñandú-acción\n")
        #expect(LineEditor.loadHistory(file) == [":ayuda", ":ñandú-acción"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["historial"])
        // A write that cannot happen leaves the old file as it was.
        #expect(!LineEditor.writeAtomically("nada", to: directory.file("no/existe").path))
        #expect(try String(contentsOf: file, encoding: .utf8) == ":ayuda\n:ñandú-acción\n")
    }
}
