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

    @Test("Tab completa un evento entero que Enter envía, sugiere el caso mal escrito y lista los casos de :camino")
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
        try terminal.type(".car")
        try terminal.waitFor("«.car» escrito") { lastLine($0).hasSuffix(".car") }
        try terminal.press("Tab")
        try terminal.waitFor("«.cargar(id: 1)» completado") { lastLine($0).hasSuffix(".cargar(id: 1)") }
        try terminal.press("Enter")
        try terminal.waitFor("la transición") { $0.contains("inactivo ──cargar(id: 1)──▶ cargando(id: 1, intentos: 1)") }
        try terminal.waitFor("el prompt") { lastLine($0) == "perfil>" }
        try terminal.type(".cargr(id: 2)")
        try terminal.press("Enter")
        try terminal.waitFor("la sugerencia") { $0.contains("¿Quisiste decir .cargar?") && lastLine($0) == "perfil>" }
        try terminal.type(":camino ")
        try terminal.press("Tab")
        try terminal.press("Tab")
        try terminal.waitFor("los casos del estado") { screen in
            ["inactivo", "cargando", "listo", "fallo"].allSatisfy { name in
                screen.split(separator: "\n").contains { $0.split(separator: " ").contains(Substring(name)) }
            }
        }
        try terminal.press("C-c")
        try terminal.waitFor("el prompt") { lastLine($0) == "perfil>" }
        try terminal.type("Perfil.ej")
        try terminal.press("Tab")
        try terminal.waitFor("el miembro estático") { lastLine($0).hasSuffix("Perfil.ejemplo") }
        try terminal.press("Enter")
        try terminal.waitFor("el valor") { $0.contains("$R0: Perfil = Perfil(") }
        try terminal.press("C-d")
        try terminal.waitFor("la salida") { $0.contains("salida=0") }
    }

    @Test("el REPL colorea como las lecciones en una terminal, y NO_COLOR lo apaga", arguments: [false, true])
    func colours(noColor: Bool) throws {
        let home = TemporaryDirectory("lesson-tty-color")
        defer { home.remove() }
        let command = "env -u NO_COLOR LANG=C.UTF-8 TERM=xterm-256color \(noColor ? "NO_COLOR=1" : "") LESSON_HOME=\(shellQuoted(home.path)) "
            + "\(shellQuoted(LessonBinary.path)) repl --modelo \(shellQuoted(fixture("machines/perfil.swift").path)); sleep 600"
        let terminal = try TmuxTerminal(command: command, width: 140)
        // The welcome line comes before what loading the model says.
        let screen = try terminal.waitFor("el prompt del modelo") { lastLine($0).hasPrefix("perfil>") }
        let lines = screen.split(separator: "\n").map(String.init)
        let welcome = lines.firstIndex { $0.hasPrefix("lesson ") }, loaded = lines.firstIndex { $0.hasPrefix("Modelo «perfil»") }
        #expect(welcome != nil && loaded != nil && welcome! < loaded!)
        try terminal.type(".cargar(id: 7)")
        try terminal.press("Enter")
        try terminal.waitFor("la transición") { $0.contains("coincide: case let (.inactivo, .cargar(id))") }
        let colored = try terminal.coloredScreen()
        // The arm is Swift, coloured as a lesson's code: `case` and `let` as keywords.
        #expect(colored.contains("\u{1B}[") == !noColor)
    }

    @Test("Ctrl-C detiene una exploración larga y la sesión sigue")
    func interruptsExploration() throws {
        let home = TemporaryDirectory("lesson-tty-ctrlc")
        defer { home.remove() }
        var source = "struct Interruptores {\n"
        for index in 0..<18 { source += "    var s\(index) = false\n" }
        source += "}\nenum Accion {\n"
        for index in 0..<18 { source += "    case pulsar\(index)\n" }
        // Every step also counts to 20,000: exploring all 262,144 states would take hours on
        // any machine, so the exploration is surely still running when Ctrl-C arrives.
        source += "}\nfunc reduce(into estado: inout Interruptores, action: Accion) {\n"
        source += "    var vueltas = 0\n    while vueltas < 20_000 { vueltas += 1 }\n    switch action {\n"
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
        // libedit has handed the line over once the cursor has moved to the start of the next line.
        try terminal.waitFor("la exploración en marcha") {
            $0.contains(":alcanzables 1000000") && (try? terminal.cursorColumn()) == 0
        }
        try terminal.press("C-c")
        try terminal.waitFor("la exploración interrumpida", timeout: 30) { $0.contains("interrumpida con Ctrl-C") }
        try terminal.type(":estado")
        try terminal.press("Enter")
        try terminal.waitFor("el estado tras la interrupción") { $0.contains("estado: Interruptores(s0: false") }
        try terminal.press("C-d")
        try terminal.waitFor("la salida") { $0.contains("salida=0") }
    }
}
