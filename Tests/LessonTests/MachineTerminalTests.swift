import Foundation
import Messages
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

    /// Three counters that only grow: two million states (the ceiling) are far more than any
    /// machine explores before the Ctrl-C that follows the first live count.
    static let counters = """
        struct Contadores { var a = 0; var b = 0; var c = 0 }
        enum Paso { case a, b, c }
        func reduce(into estado: inout Contadores, action: Paso) {
            switch action {
            case .a: estado.a += 1
            case .b: estado.b += 1
            case .c: estado.c += 1
            }
        }

        """

    @Test("a 80 columnas, :alcanzables con un límite grande cuenta en vivo; Ctrl-C conserva lo encontrado")
    func liveCountAndPartialResult() throws {
        let home = TemporaryDirectory("lesson-tty-cuenta")
        defer { home.remove() }
        let file = home.file("contadores.swift")
        try Self.counters.write(to: file, atomically: true, encoding: .utf8)
        let command = "env -u COLUMNS LANG=C.UTF-8 NO_COLOR=1 LESSON_HOME=\(shellQuoted(home.path)) "
            + "\(shellQuoted(LessonBinary.path)) repl --modelo \(shellQuoted(file.path)); echo salida=$?; sleep 600"
        let terminal = try TmuxTerminal(command: command, width: 80, height: 40)
        try terminal.waitFor("el prompt del modelo") { lastLine($0).hasPrefix("contadores>") }
        try terminal.press("C-l")
        try terminal.waitFor("la pantalla limpia") { $0.split(separator: "\n").count <= 1 }
        try terminal.type(":alcanzables 2000000")
        try terminal.press("Enter")
        let counting = try terminal.waitFor("la cuenta en vivo", timeout: 120) { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix("explorando… ") && $0.contains(" estados (Ctrl-C detiene") }
        }
        let live = try #require(counting.split(separator: "\n").first { $0.hasPrefix("explorando… ") })
        #expect(DisplayWidth.of(String(live)) <= 80)
        try terminal.press("C-c")
        let screen = try terminal.waitFor("el resultado parcial y el prompt", timeout: 60) {
            // Where the report's line breaks depends on how many digits the count has.
            flattened($0).contains("(interrumpida con Ctrl-C: la cuenta es parcial)") && lastLine($0).hasPrefix("contadores>")
        }
        // The live line is gone, the report is the partial exploration's: at least the states counted live.
        #expect(!screen.contains("explorando…"), "\(screen)")
        let reached = try #require(screen.split(separator: "\n").first { $0.hasPrefix("  estados alcanzables: ") })
        let count = Int(reached.dropFirst("  estados alcanzables: ".count).prefix { $0.isNumber }) ?? 0
        #expect(count >= 2_000 && count < 2_000_000, "\(screen)")
        #expect(screen.contains("  estados alcanzados, del más cercano al más lejano, por los campos que cambian:\n    a: 0, b: 0, c: 0"))
        #expect(screen.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 }, "\(screen)")
        try terminal.type(":estado")
        try terminal.press("Enter")
        try terminal.waitFor("el estado tras la interrupción") { $0.contains("estado: Contadores(a: 0, b: 0, c: 0)") }
        try terminal.press("C-d")
        try terminal.waitFor("la salida") { $0.contains("salida=0") }
    }

    /// The screen's lines joined by single spaces, their indents gone: the words, wherever they wrap.
    private func flattened(_ screen: String) -> String {
        screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test("con la salida redirigida, :alcanzables no escribe la cuenta en vivo")
    func noLiveCountWhenPiped() throws {
        let home = TemporaryDirectory("lesson-cuenta-tuberia")
        defer { home.remove() }
        let file = home.file("contadores.swift")
        try Self.counters.write(to: file, atomically: true, encoding: .utf8)
        let run = try runLesson(input: script(":cargar \(file.path)", ":alcanzables 5000"))
        #expect(run.stdout.contains("  estados alcanzables: 5000, tras probar"))
        #expect(!run.stdout.contains("explorando…") && !run.stdout.contains("\u{1B}"))
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
