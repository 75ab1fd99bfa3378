import Foundation
import Testing

/// Machines in a real terminal (tmux): Tab completes events, Ctrl-C stops a long exploration
/// and the session goes on.
@Suite("Máquinas en una terminal de verdad (tmux)")
struct MachineTerminalTests {
    private func start(home: String) throws -> TmuxTerminal {
        let command = "env LANG=C.UTF-8 NO_COLOR=1 LESSON_HOME=\(shellQuoted(home)) "
            + "\(shellQuoted(LessonBinary.path)); echo salida=$?; sleep 600"
        let terminal = try TmuxTerminal(command: command, width: 140)
        try terminal.waitFor("el prompt") { $0.contains("lesson>") }
        return terminal
    }

    @Test("Tab completa un evento con su etiqueta y la transición se explica")
    func completesEvents() throws {
        let home = TemporaryDirectory("lesson-tty-maquina")
        defer { home.remove() }
        let terminal = try start(home: home.path)
        try terminal.type(":cargar \(fixture("machines/perfil.swift").path)")
        try terminal.press("Enter")
        // Typing before libedit is back at the prompt would land in the terminal's line buffer.
        try terminal.waitFor("el modelo cargado y su prompt") {
            $0.contains("Estado inicial: inactivo") && lastLine($0).hasPrefix("perfil>")
        }
        try terminal.type(".carg")
        try terminal.waitFor("«.carg» escrito") { lastLine($0).hasSuffix(".carg") }
        try terminal.press("Tab")
        try terminal.waitFor("«.cargar(id: » completado") { lastLine($0).hasSuffix(".cargar(id:") || lastLine($0).hasSuffix(".cargar(id: ") }
        try terminal.type("7)")
        try terminal.press("Enter")
        try terminal.waitFor("la transición") { $0.contains("inactivo ──cargar(id: 7)──▶ cargando(id: 7, intentos: 1)") }
        try terminal.press("C-d")
        try terminal.waitFor("la salida") { $0.contains("salida=0") }
    }

    @Test("Ctrl-C detiene una exploración larga y la sesión sigue")
    func interruptsExploration() throws {
        let home = TemporaryDirectory("lesson-tty-ctrlc")
        defer { home.remove() }
        var source = "struct Interruptores {\n"
        for index in 0..<18 { source += "    var s\(index) = false\n" }
        source += "}\nenum Accion {\n"
        for index in 0..<18 { source += "    case pulsar\(index)\n" }
        source += "}\nfunc reduce(into estado: inout Interruptores, action: Accion) {\n    switch action {\n"
        for index in 0..<18 { source += "    case .pulsar\(index): estado.s\(index).toggle()\n" }
        source += "    }\n}\n"
        let file = home.file("interruptores.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let terminal = try start(home: home.path)
        try terminal.type(":cargar \(file.path)")
        try terminal.press("Enter")
        try terminal.waitFor("el modelo cargado y su prompt") {
            $0.contains("Estado inicial: Interruptores(") && lastLine($0).hasPrefix("interruptores>")
        }
        try terminal.type(":alcanzables 1000000")
        try terminal.press("Enter")
        usleep(1_500_000)
        try terminal.press("C-c")
        try terminal.waitFor("la exploración interrumpida", timeout: 30) { $0.contains("interrumpida con Ctrl-C") }
        try terminal.type(":estado")
        try terminal.press("Enter")
        try terminal.waitFor("el estado tras la interrupción") { $0.contains("estado: Interruptores(s0: false") }
        try terminal.press("C-d")
        try terminal.waitFor("la salida") { $0.contains("salida=0") }
    }
}
