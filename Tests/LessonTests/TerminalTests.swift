import Foundation
import Testing

/// The REPL in a real terminal (tmux): libedit's prompt, Tab, ↑, Ctrl-R, Ctrl-C, Ctrl-D, UTF-8,
/// and the history file under LESSON_HOME. tmux comes from `scripts/setup.sh`; without it these fail.
@Suite("REPL in a real terminal (tmux)")
struct TerminalTests {
    /// Starts `lesson` in tmux with its own LESSON_HOME; after it exits the pane shows `salida=N`.
    private func start(home: String, arguments: String = "") throws -> TmuxTerminal {
        let command = "env LANG=C.UTF-8 NO_COLOR=1 LESSON_HOME=\(shellQuoted(home)) "
            + "\(shellQuoted(LessonBinary.path)) \(arguments); echo salida=$?; sleep 600"
        let terminal = try TmuxTerminal(command: command)
        try terminal.waitFor("el prompt") { lastLine($0) == "lesson>" }
        return terminal
    }

    @Test("Tab, ↑, UTF-8, Ctrl-C, multi-line, Ctrl-D; the history file holds what was typed")
    func interactiveSession() throws {
        let home = TemporaryDirectory("lesson-tty")
        defer { home.remove() }
        let terminal = try start(home: home.path)

        // Tab completes `:ay` to `:ayuda`.
        try terminal.type(":ay")
        try terminal.press("Tab")
        try terminal.waitFor("«:ayuda» completado") { $0.contains("lesson> :ayuda") }
        try terminal.press("Enter")
        try terminal.waitFor("la ayuda") { $0.contains(":camino CASO") && lastLine($0) == "lesson>" }

        // UTF-8 typed and echoed intact in the error.
        try terminal.type(":ñandú-acción")
        try terminal.press("Enter")
        // Each wait also asks for the prompt: keys sent before libedit reads again would land in
        // the terminal's own line buffer.
        try terminal.waitFor("el error con «ñandú-acción»") {
            $0.contains("Comando desconocido: :ñandú-acción.") && lastLine($0) == "lesson>"
        }

        // ↑ recalls the last line.
        try terminal.press("Up")
        try terminal.waitFor("la última línea recuperada") { lastLine($0) == "lesson> :ñandú-acción" }

        // Ctrl-C clears the line and the REPL goes on.
        try terminal.press("C-c")
        try terminal.waitFor("un prompt vacío") { lastLine($0) == "lesson>" }
        try terminal.type(":cargr")
        try terminal.press("Enter")
        try terminal.waitFor("la sugerencia") { $0.contains("¿Quisiste decir :cargar?") && lastLine($0) == "lesson>" }

        // Multi-line input while braces are open.
        try terminal.type("enum Luz {")
        try terminal.press("Enter")
        try terminal.waitFor("el prompt de continuación") { lastLine($0).hasSuffix("...>") }
        try terminal.type("case roja }")
        try terminal.press("Enter")
        try terminal.waitFor("el prompt principal tras la entrada entera") {
            $0.contains("   ...> case roja }\n") && lastLine($0) == "lesson>"
        }

        // Ctrl-D leaves with status 0.
        try terminal.press("C-d")
        try terminal.waitFor("la salida") { $0.contains("salida=") }
        #expect(try terminal.screen().contains("salida=0"))

        let history = try String(contentsOf: home.file("historial"), encoding: .utf8)
        #expect(history == ":ayuda\n:ñandú-acción\n:cargr\nenum Luz {\ncase roja }\n", "\(history)")
    }

    @Test("History persists across runs; Ctrl-R finds an old line")
    func historyAcrossRuns() throws {
        let home = TemporaryDirectory("lesson-tty")
        defer { home.remove() }
        try Data(":leer primera\n:ayuda grafo\n:estado\n".utf8).write(to: home.file("historial"))
        let terminal = try start(home: home.path)

        try terminal.press("Up")
        try terminal.waitFor("«:estado» desde el archivo") { lastLine($0) == "lesson> :estado" }
        try terminal.press("C-u")
        try terminal.press("C-r")
        try terminal.type("graf")
        try terminal.press("Enter")
        try terminal.waitFor("la ayuda de :grafo") { $0.contains(":grafo [ascii|mermaid|dot] (:graph)") }
        try terminal.type(":salir")
        try terminal.press("Enter")
        try terminal.waitFor("la salida") { $0.contains("salida=") }
        #expect(try terminal.screen().contains("¡Hasta luego!"))
        #expect(try terminal.screen().contains("salida=0"))

        let history = try String(contentsOf: home.file("historial"), encoding: .utf8)
        #expect(history.hasPrefix(":leer primera\n:ayuda grafo\n:estado\n"))
        #expect(history.hasSuffix(":ayuda grafo\n:salir\n"), "\(history)")
    }

    @Test("A history file that cannot be read is left alone, with a warning")
    func unreadableHistory() throws {
        let home = TemporaryDirectory("lesson-tty")
        defer { home.remove() }
        // A directory where the history file should be: unreadable as a file, even for root.
        try FileManager.default.createDirectory(at: home.file("historial").appendingPathComponent("x"),
                                                withIntermediateDirectories: true)
        let terminal = try start(home: home.path)
        #expect(try terminal.screen().contains("aviso: no se puede leer el historial"))
        try terminal.type(":ayuda salir")
        try terminal.press("Enter")
        try terminal.waitFor("la ayuda de :salir") { $0.contains(":salir (:quit)") }
        try terminal.press("C-d")
        try terminal.waitFor("la salida") { $0.contains("salida=0") }
        #expect(!(try terminal.screen().contains("no se pudo guardar")))
        #expect(FileManager.default.fileExists(atPath: home.file("historial/x").path))
    }

    @Test("An unusable LESSON_HOME in a terminal: one warning, and the REPL works")
    func unusableHomeInTerminal() throws {
        let directory = TemporaryDirectory("lesson-tty")
        defer { directory.remove() }
        try Data("x".utf8).write(to: directory.file("archivo"))
        let terminal = try start(home: directory.file("archivo").path)
        #expect(try terminal.screen().contains("aviso: no se puede usar LESSON_HOME"))
        try terminal.type(":cargr")
        try terminal.press("Enter")
        try terminal.waitFor("la sugerencia") { $0.contains("¿Quisiste decir :cargar?") }
        try terminal.press("C-d")
        try terminal.waitFor("la salida") { $0.contains("salida=0") }
    }
}
