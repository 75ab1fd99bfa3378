import Foundation
import LineEditor
import Messages
import Platform

/// Completion candidates for the word under the cursor, given the whole line so far.
/// Sources may return every candidate they know: the session keeps those that extend the word.
public typealias CompletionSource = (_ line: String, _ word: String) -> [String]

/// The state of one REPL run. Handlers of each area live in extensions, one file per area
/// (`Session+Shell.swift`, `Session+Lessons.swift`, `Session+Machine.swift`,
/// `Session+Arithmetic.swift`); an area keeps its own state in a `component`.
public final class Session {
    public let output: OutputSink
    public let environment: [String: String]
    public var style: Style
    /// True on a terminal (libedit): a welcome line, a farewell, colours if allowed.
    public let interactive: Bool
    /// Set by `:salir`; the loop stops after the current entry.
    public private(set) var isFinished = false
    /// The loaded model's name, shown in the prompt (set by whoever loads models).
    public var modelName: String?
    /// Called with each whole entry (a command line, or every line of a multi-line entry joined
    /// with newlines) before it is handled: for transcripts and tests.
    public var onEntry: ((String) -> Void)?

    private var greeted = false
    private var completionSources: [CompletionSource] = []
    private var argumentCompletions: [ReplCommand: [(String) -> [String]]] = [:]
    private var components: [ObjectIdentifier: AnyObject] = [:]

    public init(output: OutputSink,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                style: Style? = nil,
                interactive: Bool = false) {
        self.output = output
        self.environment = environment
        self.interactive = interactive
        self.style = style ?? Style(enabled: false)
        registerShellCompletions()
        registerLessonCompletions()
        registerCountingCompletions()
        registerMachineCompletions()
    }

    // MARK: Writing

    /// The REPL's own words, on standard output, fitted to `width`: a line wider than it breaks
    /// at word boundaries, its continuation indented two columns past the line's own indent, or
    /// at `hanging` (the column where a listing's text starts).
    public func show(_ text: String, hanging: Int?) {
        output.write(fitted(text, hanging: hanging, keepingQuoted: false) + "\n")
    }
    public func show(_ text: String) { show(text, hanging: nil) }

    /// Text written as it is, whatever the width: what the program itself shows (the value of an
    /// expression, as `$R0: T = value`), code to copy (Mermaid, DOT, a Swift test) and a drawing
    /// already laid out to the width. A compiled program's output is not rewrapped either.
    public func showVerbatim(_ text: String) { output.write(text + "\n") }

    /// An error or warning, on standard error, fitted like `show`; on a colour terminal its
    /// «error:» in red, as the compiler marks it.
    public func showError(_ unwrapped: String) {
        // The quoted source line and its caret keep their columns.
        let text = fitted(unwrapped, hanging: nil, keepingQuoted: true)
        guard style.enabled else { return output.writeError(text + "\n") }
        let marked = text.replacingOccurrences(of: "error: ", with: style.red(style.bold("error:")) + " ")
            .replacingOccurrences(of: "aviso: ", with: style.yellow(style.bold("aviso:")) + " ")
        output.writeError(marked + "\n")
    }

    /// The columns the conversation is laid out in: `COLUMNS`, else the terminal's when the
    /// session writes to the process's own output, else 80 (piped, or a test's sink).
    public var width: Int {
        TerminalSize.columns(environment: environment, descriptor: output is StandardOutput ? STDOUT_FILENO : -1)
    }

    /// Every line wider than `width`, broken at word boundaries (a terminal would cut words
    /// anywhere, and a file or a pipe is read at 80 columns unless `COLUMNS` says otherwise).
    private func fitted(_ text: String, hanging: Int?, keepingQuoted: Bool) -> String {
        let width = self.width
        // Nearly every line shown is one line that fits: nothing to split or wrap.
        if !text.utf8.contains(UInt8(ascii: "\n")), DisplayWidth.of(text) <= width { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { piece -> [String] in
            let line = String(piece)
            guard DisplayWidth.of(line) > width else { return [line] }
            let leading = DisplayWidth.leadingSpaces(of: line)
            if keepingQuoted, leading >= 4 { return [line] }
            let indent = String(repeating: " ", count: hanging ?? leading + 2)
            return Msg.wrapWords(line, width: width, indent: indent)
        }.joined(separator: "\n")
    }

    // MARK: Per-area state

    /// The one instance of an area's state object, created on first use. Lets an extension in
    /// another file keep state without editing this class:
    ///
    ///     final class MachineState { var loaded: LoadedModel? }
    ///     var machine: MachineState { component(MachineState.init) }
    public func component<T: AnyObject>(_ make: () -> T) -> T {
        let key = ObjectIdentifier(T.self)
        if let existing = components[key] as? T { return existing }
        let made = make()
        components[key] = made
        return made
    }

    // MARK: Ctrl-C

    /// True when Ctrl-C was pressed since the last check; long work polls this and stops.
    public func interruptRequested() -> Bool { Interrupt.consume() }
    /// Whether Ctrl-C is pending, without clearing it.
    public var interruptPending: Bool { Interrupt.isPending }

    // MARK: The loop

    public var prompt: String { modelName.map(Msg.REPL.prompt(model:)) ?? Msg.REPL.prompt }

    /// Reads entries until `:salir`, Ctrl-D or the end of the input; returns the exit status (0).
    /// `model` (`lesson repl --modelo M`) is loaded after the welcome line, before the first prompt.
    @discardableResult
    public func run(_ source: LineSource, loading model: String? = nil) -> Int32 {
        greet()
        if let model { start(model: model) }
        var pending = InputAccumulator()
        var held: LineInput?
        lookahead.source = source
        while !isFinished {
            let input = held ?? lookahead.next(prompt: pending.isEmpty ? prompt : Msg.REPL.continuationPrompt)
            held = nil
            switch input {
            case .line(let line):
                if pending.isEmpty, line.allSatisfy({ $0.isWhitespace }) { continue }
                source.record(line)
                pending.append(line)
                if pending.isComplete, !interactive, case .swift = Self.classify(pending.lines.joined(separator: "\n")) {
                    // A file piped in: a statement goes on across lines as in the file
                    // (`texto.lowercased()` / `    .split { … }`, `let total = a +` / `    b`).
                    held = lookahead.next(prompt: prompt)
                    if case .line(let following)? = held, InputAccumulator.continuesEntry(pending.lines, with: following) { continue }
                }
                if pending.isComplete {
                    // The line read ahead goes back, for a rejected entry to find what comes later.
                    if let line = held { lookahead.pushFront(line) }
                    held = nil
                    handle(pending.take())
                    _ = Interrupt.consume()  // a Ctrl-C that arrived during the work is spent
                }
            case .interrupted:
                pending.reset()
            case .invalidEncoding(let line):
                showError(Msg.REPL.invalidUTF8(line: line ?? 0))
            case .endOfInput:
                if !pending.isEmpty {
                    showError(Msg.REPL.incompleteInput(missing: pending.openDelimiters))
                }
                if interactive { show("\n" + Msg.REPL.goodbye) }
                finish()
            }
        }
        source.finish()
        return 0
    }

    /// The welcome line on a terminal, once, before anything else the session says.
    public func greet() {
        guard interactive, !greeted else { return }
        greeted = true
        show(Msg.REPL.welcome(version: Msg.version))
    }

    /// Ends the loop after the current entry.
    public func finish() { isFinished = true }

    /// What an entry is, by its first character.
    public enum EntryKind: Equatable, Sendable {
        case empty
        /// `:nombre argumentos`
        case command(String)
        /// `.cargar(id: 7)`
        case event(String)
        case swift(String)
    }

    public static func classify(_ entry: String) -> EntryKind {
        let trimmed = entry.trimmedOfWhitespace
        if trimmed.isEmpty { return .empty }
        if trimmed.hasPrefix(":") { return .command(trimmed) }
        if trimmed.hasPrefix(".") { return .event(trimmed) }
        return .swift(entry)
    }

    /// One whole entry: a `:` command, an event line (`.cargar(id: 7)`), or Swift.
    public func handle(_ entry: String) {
        onEntry?(entry)
        beginEntry()
        switch Self.classify(entry) {
        case .empty: break
        case .command(let line): runCommand(line)
        case .event(let line): handleEventLine(line)
        case .swift(let code): handleSwift(code)
        }
    }

    /// A line starting with `:`. Unknown names get a Spanish answer and the nearest command.
    public func runCommand(_ line: String) {
        let body = line.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        let arguments = body.dropFirst(name.count).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            showError(Msg.REPL.emptyCommand)
            return
        }
        guard let command = CommandTable.lookup(name) else {
            var message = Msg.REPL.unknownCommand(":" + name)
            if let suggestion = CommandTable.suggestion(for: name) {
                message += " " + Msg.REPL.didYouMean(":" + suggestion)
            } else {
                message += " " + Msg.REPL.seeHelp
            }
            showError(message)
            return
        }
        dispatch(command, arguments: arguments)
    }

    /// The one switch from a command to its handler. Handlers receive the rest of the line,
    /// trimmed (empty when there is none), and parse it themselves.
    public func dispatch(_ command: ReplCommand, arguments: String) {
        switch command {
        case .ayuda: handleAyuda(arguments)
        case .salir: handleSalir(arguments)
        case .lecciones: handleLecciones(arguments)
        case .leer: handleLeer(arguments)
        case .modelos: handleModelos(arguments)
        case .cargar: handleCargar(arguments)
        case .maquina: handleMaquina(arguments)
        case .estado: handleEstado(arguments)
        case .eventos: handleEventos(arguments)
        case .enviar: handleEnviar(arguments)
        case .deshacer: handleDeshacer(arguments)
        case .rehacer: handleRehacer(arguments)
        case .historia: handleHistoria(arguments)
        case .reiniciar: handleReiniciar(arguments)
        case .tabla: handleTabla(arguments)
        case .grafo: handleGrafo(arguments)
        case .contar: handleContar(arguments)
        case .comparar: handleComparar(arguments)
        case .destinos: handleDestinos(arguments)
        case .alcanzables: handleAlcanzables(arguments)
        case .camino: handleCamino(arguments)
        case .exportarTest: handleExportarTest(arguments)
        }
    }

    // MARK: Completion

    /// Adds a source consulted for every Tab press (models, events, type names…).
    public func addCompletionSource(_ source: @escaping CompletionSource) {
        completionSources.append(source)
    }

    /// Adds candidates for the argument of one command, e.g. model names after `:cargar `.
    /// The closure gets the word being completed and may return every candidate.
    public func addArgumentCompletion(for command: ReplCommand, _ candidates: @escaping (String) -> [String]) {
        argumentCompletions[command, default: []].append(candidates)
    }

    /// What Tab offers for `word` at the end of `line`: sorted, without duplicates.
    public func complete(line: String, word: String) -> [String] {
        var candidates: [String] = []
        let beforeWord = line.hasSuffix(word) ? String(line.dropLast(word.count)) : line
        let leading = beforeWord.drop(while: \.isWhitespace)
        if leading.isEmpty, word.hasPrefix(":") {
            candidates = CommandTable.completions
        } else if leading.hasPrefix(":") {
            let name = String(leading.dropFirst().prefix { !$0.isWhitespace })
            if let command = CommandTable.lookup(name) {
                for source in argumentCompletions[command] ?? [] { candidates += source(word) }
            }
        } else {
            for source in completionSources { candidates += source(line, word) }
        }
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }.sorted()
    }

    private func registerShellCompletions() {
        addArgumentCompletion(for: .ayuda) { _ in CommandTable.all.flatMap(\.spellings) }
        addArgumentCompletion(for: .grafo) { _ in ["ascii", "mermaid", "dot"] }
    }
}
