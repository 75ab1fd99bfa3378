/// What exploration, the transition table, the graph and the test export say.
extension Msg {
    public enum Explore {
        public static let noMachine = "el modelo cargado no tiene máquina de estados que explorar"
    }
}

extension Msg.Explore {
    public static let discarded = "se descarta"
    /// A cell of a table whose rows are whole states (a struct), where a target case would say nothing.
    public static let changes = "cambia el estado"
    public static func cellError(_ message: String) -> String { "error: \(message)" }
}

extension Msg.Explore {
    public static func header(initial: String, events: Int) -> String {
        "Exploración desde \(initial), con \(events) eventos de muestra en cada estado:"
    }
    public static func reached(_ count: Int, transitions: Int, complete: Bool, interrupted: Bool, limit: Int) -> String {
        let tail: String
        if interrupted { tail = " (interrumpida con Ctrl-C: la cuenta es parcial)" }
        else if !complete { tail = " (me detuve en el límite de \(limit) estados: hay más; «:alcanzables \(limit * 10)» explora más)" }
        else { tail = "" }
        return "  estados alcanzables: \(count), tras probar \(transitions) transiciones\(tail)"
    }
    public static func shapes(reached: Int, representable: String, type: String) -> String {
        "  formas alcanzables: \(reached) de las \(representable) que \(type) puede representar"
    }
    public static func casesReached(_ type: String, _ cases: [String]) -> String {
        "  casos de \(type) alcanzados: " + (cases.isEmpty ? "ninguno" : cases.joined(separator: ", "))
    }
    public static func casesNeverReached(_ cases: [String]) -> String {
        "  casos nunca alcanzados: " + (cases.isEmpty ? "ninguno" : cases.joined(separator: ", "))
    }
    public static func armsNeverFired(_ arms: [String]) -> String {
        arms.isEmpty ? "  todos los brazos del switch se disparan alguna vez"
                     : "  brazos que nunca se disparan:\n" + arms.map { "    " + $0 }.joined(separator: "\n")
    }
    public static func failure(state: String, event: String, message: String) -> String {
        "  error al enviar \(event) desde \(state): \(message)"
    }
    public static let reachableUsage = "uso: :alcanzables [LÍMITE]   por ejemplo  :alcanzables 100000"
    public static let pathUsage = "uso: :camino CASO   por ejemplo  :camino fallo"
    public static func unknownCase(_ name: String, type: String, cases: [String]) -> String {
        "«\(name)» no es un caso de \(type); sus casos son \(cases.joined(separator: ", "))"
    }
    public static func unreachable(_ name: String, complete: Bool) -> String {
        complete ? "no hay ningún camino hasta .\(name): ese caso no se alcanza desde el estado inicial"
                 : "no encontré un camino hasta .\(name) dentro del límite de la exploración"
    }
    public static func pathHeader(_ name: String, steps: Int) -> String {
        steps == 0 ? "el estado inicial ya es .\(name)"
                   : "Camino más corto hasta .\(name) (\(steps) \(steps == 1 ? "evento" : "eventos")); escríbelo en el REPL:"
    }
    public static func tableLegend(_ file: String) -> String {
        "Celdas: línea del brazo en \(file), [guarda] y caso al que lleva."
    }
    public static let graphUsage = "uso: :grafo [ascii|mermaid|dot]"
    public static let nothingToExport = "todavía no hay transiciones en esta sesión: envía algún evento antes de :exportar-test"
    public static func wouldOverwrite(_ path: String) -> String {
        "«\(path)» ya existe y no lo escribió lesson: no lo sobrescribo; elige otro nombre"
    }
    public static func cannotWrite(_ path: String) -> String { "no pude escribir «\(path)»" }
    public static let aDirectory = "una carpeta"
    public static let aLink = "un enlace simbólico"
    public static let aFIFO = "una FIFO"
    public static let aDevice = "un dispositivo"
    public static let aSocket = "un socket"
    public static func notARegularFile(_ path: String, _ what: String) -> String {
        "«\(path)» ya existe y no es un archivo normal (es \(what)): no lo toco; elige otro nombre"
    }
    public static let aFile = "un archivo"
    public static func notAFolder(_ path: String, _ what: String) -> String {
        "«\(path)» ya existe y no es una carpeta (es \(what)): no escribo el paquete ahí; elige otro nombre"
    }
    public static func exportedPackage(_ path: String, count: Int, skipped: Int) -> String {
        "Escribí en \(path) un paquete de SwiftPM con el modelo y una prueba de \(count) transiciones"
            + (skipped > 0 ? " (\(skipped) no se pueden escribir en Swift y quedan fuera)." : ".")
            + " Compruébala con: cd \(path) && swift test"
    }
    public static func exported(_ path: String, count: Int, skipped: Int) -> String {
        "Escribí \(path) con \(count) transiciones" + (skipped > 0 ? " (\(skipped) no se pueden escribir en Swift y quedan fuera)." : ".")
            + " Compílalo junto al modelo con Swift Testing (o escribe :exportar-test CARPETA: un paquete listo para swift test)."
    }
}
