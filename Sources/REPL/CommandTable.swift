import Messages
/// Every REPL command of DESIGN §4. The one source for `:ayuda`, Tab completion and the
/// «¿quisiste decir …?» suggestion; `Session.dispatch` switches over it with no `default`.
public enum ReplCommand: String, CaseIterable, Sendable {
    case ayuda, lecciones, leer, modelos, cargar, maquina
    case estado, eventos, enviar
    case deshacer, rehacer, historia, reiniciar
    case tabla, grafo
    case contar, comparar, destinos, alcanzables, camino
    case exportarTest
    case salir
}

/// How `:ayuda` groups the commands.
public enum CommandGroup: String, CaseIterable, Sendable {
    case general = "General"
    case lessons = "Lecciones y modelos"
    case machine = "La máquina"
    case time = "Viaje en el tiempo"
    case views = "Tabla y grafo"
    case arithmetic = "Aritmética de estados"
}

public struct CommandInfo: Sendable {
    public let command: ReplCommand
    /// Spanish name, without the colon: `cargar`.
    public let name: String
    /// English alias, without the colon: `load`.
    public let alias: String?
    /// Argument hint shown in `:ayuda`, e.g. `M` or `[ascii|mermaid|dot]`.
    public let argument: String?
    /// Spanish one-line description.
    public let summary: String
    public let group: CommandGroup

    /// `:cargar M`
    public var usage: String { ":" + name + (argument.map { " " + $0 } ?? "") }
    /// Every spelling that runs it: `["cargar", "load"]`.
    public var spellings: [String] { [name] + (alias.map { [$0] } ?? []) }
}

public enum CommandTable {
    public static let all: [CommandInfo] = [
        CommandInfo(command: .ayuda, name: "ayuda", alias: "help", argument: "[COMANDO]",
                    summary: "lista los comandos, o explica uno", group: .general),
        CommandInfo(command: .salir, name: "salir", alias: "quit", argument: nil,
                    summary: "sale del REPL guardando el historial (también Ctrl-D)", group: .general),

        CommandInfo(command: .lecciones, name: "lecciones", alias: "lessons", argument: nil,
                    summary: "paquetes, lecciones y los modelos de cada una", group: .lessons),
        CommandInfo(command: .leer, name: "leer", alias: "read", argument: "ID",
                    summary: "muestra una lección en el terminal", group: .lessons),
        CommandInfo(command: .modelos, name: "modelos", alias: "models", argument: nil,
                    summary: "los modelos que se pueden cargar, de todos los paquetes", group: .lessons),
        CommandInfo(command: .cargar, name: "cargar", alias: "load", argument: "M",
                    summary: "carga el modelo M de un paquete, o un archivo .swift tuyo", group: .lessons),
        CommandInfo(command: .maquina, name: "maquina", alias: "machine", argument: "[FUNC]",
                    summary: "elige la función que es la máquina (también una escrita en el prompt)", group: .lessons),

        CommandInfo(command: .estado, name: "estado", alias: "state", argument: nil,
                    summary: "el estado actual", group: .machine),
        CommandInfo(command: .eventos, name: "eventos", alias: "events", argument: nil,
                    summary: "los eventos con transición desde aquí, y los que se descartarían", group: .machine),
        CommandInfo(command: .enviar, name: "enviar", alias: "send", argument: "E",
                    summary: "envía el evento E (o escribe una línea que empiece por «.», como .cargar(id: 7))",
                    group: .machine),

        CommandInfo(command: .deshacer, name: "deshacer", alias: "undo", argument: nil,
                    summary: "vuelve al estado anterior", group: .time),
        CommandInfo(command: .rehacer, name: "rehacer", alias: "redo", argument: nil,
                    summary: "vuelve a aplicar lo deshecho", group: .time),
        CommandInfo(command: .historia, name: "historia", alias: "history", argument: nil,
                    summary: "las transiciones de esta sesión", group: .time),
        CommandInfo(command: .reiniciar, name: "reiniciar", alias: "reset", argument: nil,
                    summary: "vuelve al estado inicial", group: .time),

        CommandInfo(command: .tabla, name: "tabla", alias: "table", argument: nil,
                    summary: "tabla caso de estado × caso de evento: brazo, guarda, destino o «se descarta»",
                    group: .views),
        CommandInfo(command: .grafo, name: "grafo", alias: "graph", argument: "[ascii|mermaid|dot]",
                    summary: "el grafo de transiciones", group: .views),
        CommandInfo(command: .exportarTest, name: "exportar-test", alias: nil, argument: "[ARCHIVO.swift|CARPETA]",
                    summary: "las transiciones de la sesión como una prueba de Swift Testing", group: .views),

        CommandInfo(command: .contar, name: "contar", alias: "count", argument: "[TIPO]",
                    summary: "cuántos estados puede representar un tipo (producto contra suma)", group: .arithmetic),
        CommandInfo(command: .comparar, name: "comparar", alias: "compare", argument: "T1 T2",
                    summary: "dos tipos lado a lado: representables, legítimos, sobrantes", group: .arithmetic),
        CommandInfo(command: .destinos, name: "destinos", alias: nil, argument: "N",
                    summary: "la tabla 2^n contra n+1 para n = 1…N", group: .arithmetic),
        CommandInfo(command: .alcanzables, name: "alcanzables", alias: "reachable", argument: "[LÍMITE]",
                    summary: "explora desde el estado inicial (hasta LÍMITE estados, 10000 si no se dice)", group: .arithmetic),
        CommandInfo(command: .camino, name: "camino", alias: "path", argument: "CASO",
                    summary: "la secuencia de eventos más corta hasta un caso de estado", group: .arithmetic),
    ]

    public static func info(_ command: ReplCommand) -> CommandInfo {
        all.first { $0.command == command }!
    }

    /// The command a word names (Spanish name or English alias, without the colon), if any.
    public static func lookup(_ word: String) -> ReplCommand? {
        let key = word.lowercased()
        return all.first { $0.spellings.contains(key) }?.command
    }

    /// Every spelling with its colon, Spanish names first: for Tab completion.
    public static var completions: [String] {
        all.map { ":" + $0.name } + all.compactMap { $0.alias.map { ":" + $0 } }
    }

    /// The nearest spelling to an unknown word (without the colon), when it is near enough to be
    /// a typo or a prefix of exactly one command: `cargr` → `cargar`.
    public static func suggestion(for word: String) -> String? {
        // A prefix of several spellings of one command (`carg` for `cargar`) names that command.
        let prefixed = all.filter { $0.spellings.contains { $0.hasPrefix(word.lowercased()) } }
        if prefixed.count == 1, let match = prefixed[0].spellings.first(where: { $0.hasPrefix(word.lowercased()) }) {
            return match
        }
        return EditDistance.suggestion(for: word, among: all.flatMap(\.spellings))
    }

}
