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
    /// A struct's states by the case of the enum field its switches look at.
    public static func fieldCasesReached(_ field: String, _ cases: [String]) -> String {
        "  casos de estado.\(field) alcanzados: " + (cases.isEmpty ? "ninguno" : cases.joined(separator: ", "))
    }
    /// A struct's states by the cases of the enum fields its switches look at, one combination a line.
    public static func combinationsReached(_ fields: [String]) -> String {
        "  combinaciones alcanzadas de " + Msg.andList(fields.map { "estado." + $0 }) + ":"
    }
    /// A struct's states one a line, by the fields that vary among them.
    public static func statesReached(varying: [String]) -> String {
        varying.isEmpty ? "  estados alcanzados, del más cercano al más lejano:"
                        : "  estados alcanzados, del más cercano al más lejano, por los campos que cambian:"
    }
    public static func showingReached(_ shown: Int, of total: Int, complete: Bool) -> String {
        "    " + showingNodes(shown, of: total, complete: complete)
            + (complete ? "; «:tabla \(total)» los muestra con sus transiciones" : "; «:tabla N» muestra N con sus transiciones")
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
    public static let pathUsage = "uso: :camino CASO | CONDICIÓN | ilegitimo   por ejemplo  :camino fallo,  :camino estado.intentos == 3"
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
    /// Above a table too wide to name its rows in full: what each short name stands for.
    public static let tableRowNames = "Filas (cada estado, por lo que lo distingue de los demás):"
    public static func tableLegend(_ file: String) -> String {
        "Celdas: línea del brazo en \(file), [guarda] y caso al que lleva; «no cambia»: el brazo coincide, pero el estado queda igual."
    }
    public static let graphUsage = "uso: :grafo [ascii|mermaid|dot] [N]   por ejemplo  :grafo dot   o   :grafo 60"
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

extension Msg.Explore {
    /// A table cell where an arm that handles the event matched and the state stayed as it was.
    public static let unchanged = "no cambia"
    /// A table cell whose new state lies past the exploration's limit.
    public static let beyondLimit = "→ (más allá del límite)"
    public static func showingNodes(_ shown: Int, of total: Int, complete: Bool) -> String {
        "mostrando \(shown) de \(total)\(complete ? "" : " o más") estados"
    }
    public static func graphIncomplete(_ total: Int) -> String {
        "la exploración se detuvo en \(total) estados: hay más"
    }
}

extension Msg.Explore {
    public static func predicateNotBool(_ predicate: String) -> String { "\(predicate) no devolvió un Bool" }
    /// `:alcanzables` with a `legitimo=` predicate.
    public static func illegitimateReached(_ count: Int, of total: Int, predicate: String) -> String {
        count == 0 ? "  estados no legítimos alcanzados: ninguno (\(predicate) acepta los \(total))"
                   : "  estados no legítimos alcanzados: \(count) de \(total) (\(predicate) los rechaza)"
    }
    public static func illegitimateExample(_ state: String, steps: Int) -> String {
        "  el más cercano, a \(steps) \(steps == 1 ? "evento" : "eventos"): \(state); «:camino ilegitimo» da el camino"
    }
    public static func predicateFailed(_ predicate: String, state: String, message: String) -> String {
        "  \(predicate) se detuvo con \(state): \(message)"
    }
    /// A transition into a state the predicate rejects.
    public static func illegitimateState(_ predicate: String) -> String { "estado no legítimo: \(predicate) lo rechaza" }
    /// The live line of a long exploration on a terminal.
    public static func exploring(_ count: Int) -> String { "explorando… \(count) estados (Ctrl-C detiene y conserva lo encontrado)" }
    /// The live line where the whole one does not fit.
    public static func exploringShort(_ count: Int) -> String { "explorando… \(count) estados" }
}

extension Msg.Explore {
    /// The name a `:camino` condition's positions are given.
    public static let conditionFile = "<condición>"
    public static let notACondition = "una condición de :camino es una expresión Bool sobre estado, como  estado.luz == .encendida"
}

extension Msg.Explore {
    public static let tableUsage = "uso: :tabla [N]   (N: cuántas filas mostrar; 24 si no se dice)"
    public static func showingRows(_ shown: Int, of total: Int, complete: Bool) -> String {
        complete ? "mostrando \(shown) de \(total) filas; «:tabla \(total)» las muestra todas"
                 : "mostrando \(shown) de \(total) filas o más (la exploración se detuvo en su límite); «:tabla N» muestra N filas"
    }
    public static func showingNodesHint(_ shown: Int, of total: Int, complete: Bool) -> String {
        showingNodes(shown, of: total, complete: complete)
            + (complete ? "; «:grafo \(total)» los dibuja todos" : "; «:grafo N» dibuja N") + ", y «:grafo dot» da el grafo explorado entero"
    }
    public static func tableIncomplete(_ explored: Int) -> String {
        "la exploración se detuvo en \(explored) estados: puede haber celdas que falten"
    }
    public static func rowsNeverReached(_ cases: [String]) -> String {
        "sin fila, porque ningún estado alcanzado es de ese caso: " + cases.joined(separator: ", ")
    }
}

extension Msg.Explore {
    /// `:camino` to a condition or a case of a field.
    public static func pathTo(_ goal: String, steps: Int, state: String) -> String {
        steps == 0 ? "el estado inicial ya cumple \(goal): \(state)"
                   : "Camino más corto hasta \(goal) (\(steps) \(steps == 1 ? "evento" : "eventos")), que llega a \(state); escríbelo en el REPL:"
    }
    public static func conditionNever(_ goal: String, complete: Bool, explored: Int) -> String {
        complete ? "ningún estado alcanzable cumple \(goal): exploré los \(explored) estados alcanzables"
                 : "ninguno de los \(explored) estados explorados cumple \(goal); «:alcanzables» con un límite mayor explora más"
    }
    public static func unknownCaseOfFields(_ name: String, types: [String], cases: [String]) -> String {
        types.isEmpty ? "«\(name)» no es un caso: el estado no tiene campos enum; prueba una condición, como  :camino estado.x == 1"
                      : "«\(name)» no es un caso de \(types.joined(separator: ", ")); sus casos son \(cases.joined(separator: ", "))"
    }
    public static let noPredicate = "este modelo no tiene predicado legitimo=: no hay estados que rechace"
    public static func conditionFailed(_ goal: String, state: String, message: String) -> String {
        "la condición \(goal) se detuvo con el estado \(state): \(message)"
    }
    public static let illegitimateGoal = "un estado no legítimo"
}
