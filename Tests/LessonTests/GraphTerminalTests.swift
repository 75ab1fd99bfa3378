import Foundation
import Messages
import Testing

/// `:grafo` in a real 80-column terminal (tmux), where the width comes from the terminal itself
/// (no `COLUMNS`): the drawing fits, so the terminal never has to break one of its lines.
@Suite("El grafo dibujado en una terminal de 80 columnas (tmux)")
struct GraphTerminalTests {
    @Test(":grafo dibuja cajas enteras a 80 columnas, con el estado actual en una caja gruesa")
    func drawsAtEightyColumns() throws {
        let home = TemporaryDirectory("lesson-tty-grafo")
        defer { home.remove() }
        let command = "env -u COLUMNS LANG=C.UTF-8 NO_COLOR=1 LESSON_HOME=\(shellQuoted(home.path)) "
            + "\(shellQuoted(LessonBinary.path)) repl --modelo \(shellQuoted(fixture("machines/perfil.swift").path)); sleep 600"
        let terminal = try TmuxTerminal(command: command, width: 80, height: 50)
        try terminal.waitFor("el prompt del modelo") { lastLine($0).hasPrefix("perfil>") }
        try terminal.type(".cargar(id: 1)")
        try terminal.press("Enter")
        try terminal.waitFor("la transición") { $0.contains("──▶ cargando") && lastLine($0) == "perfil>" }
        try terminal.press("C-l")
        try terminal.waitFor("la pantalla limpia") { $0.split(separator: "\n").count <= 1 }
        try terminal.type(":grafo")
        try terminal.press("Enter")
        let screen = try terminal.waitFor("el dibujo y el prompt") {
            $0.contains(Msg.Graph.legend(initial: true, current: true) ?? "") && lastLine($0) == "perfil>"
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each state's box once, whole: its top border stands right above its text, at the same column.
        for (state, heavy) in [("inactivo", false), ("cargando", true), ("listo", false), ("fallo", false)] {
            let text = heavy ? "┃ \(state) ┃" : "│ \(state) │"
            let rows = lines.indices.filter { lines[$0].contains(text) }
            #expect(rows.count == 1, "la caja de \(state):\n\(screen)")
            guard let row = rows.first, row > 0 else { continue }
            let column = Array(lines[row]).firstIndex(of: heavy ? "┃" : "│") ?? -1
            let above = Array(lines[row - 1])
            #expect(column >= 0 && column < above.count && (heavy ? "┏" : "┌").contains(above[column]),
                    "el borde de \(state):\n\(screen)")
        }
        #expect(lines.contains { $0.contains("●─▶│ inactivo │") })
        #expect(lines.contains { $0.contains("reintentar si intentos < 3") })
        try terminal.press("C-d")
    }

    @Test("una transición más ancha que la terminal se parte entre palabras, nunca dentro de una")
    func wrapsAtWords() throws {
        let home = TemporaryDirectory("lesson-tty-ancho")
        defer { home.remove() }
        let command = "env -u COLUMNS LANG=C.UTF-8 NO_COLOR=1 LESSON_HOME=\(shellQuoted(home.path)) "
            + "\(shellQuoted(LessonBinary.path)) repl --modelo carga-campos-sueltos; sleep 600"
        let terminal = try TmuxTerminal(command: command, width: 80, height: 30)
        try terminal.waitFor("el prompt del modelo") { lastLine($0).hasPrefix("carga-campos-sueltos>") }
        try terminal.press("C-l")
        try terminal.waitFor("la pantalla limpia") { $0.split(separator: "\n").count <= 1 }
        try terminal.type(".alAparecer")
        try terminal.press("Enter")
        let screen = try terminal.waitFor("la transición y el prompt") {
            $0.contains("──alAparecer──▶") && lastLine($0).hasPrefix("carga-campos-sueltos>")
        }
        // 122 columns: on two lines, the new state under the old one after its arrow, every word
        // whole on one of them.
        let full = "State(isLoading: false, perfil: nil, error: nil) ──alAparecer──▶ State(isLoading: true, perfil: nil, error: nil)"
        let lines = screen.split(separator: "\n").map(String.init)
        let first = try #require(lines.firstIndex { $0.hasPrefix("State(isLoading: false") })
        #expect(lines.count > first + 1 && lines[first + 1].hasPrefix("  ──alAparecer──▶ State(isLoading: true"), "\(screen)")
        let words = lines[first...].prefix(2).flatMap { $0.split(separator: " ").map(String.init) }
        #expect(words == full.split(separator: " ").map(String.init), "\(screen)")
        try terminal.press("C-d")
    }
}
