import Interpreter
import Language
import Messages

/// The state × event-case table (DESIGN §4 `:tabla`), read from the explored graph: each cell
/// lists every arm that fired there (its line and guard) with what it did — the case it leads
/// to, «no cambia», «se descarta» — once per different outcome.
public struct TransitionTable {
    public struct Row {
        /// How the row is named: a case (`.cargada`), else the graph's id (`e3`).
        public let id: String
        /// What the state holds, for a row named by its id (`cargando: true, tieneError: false`).
        public let name: String?
        /// Each event column's outcomes, one per arm and result (`32 [intentos < 3] → .cargando`).
        public let outcomes: [[String]]

        /// The id and the name, as one column reads them.
        public var label: String { name.map { "\(id) \($0)" } ?? id }
        public var cells: [String] { outcomes.map { $0.joined(separator: " / ") } }
    }
    public let eventColumns: [String]
    public let rows: [Row]
    /// How many rows the whole table has (`rows` may show fewer).
    public let totalRows: Int
    /// The file whose lines the cells name (the machine's own).
    public let file: String
    /// Cases of an enum state that no explored state has: they have no row.
    public let unreachedCases: [String]

    /// Rows are the groups `StateNames` makes: the state's cases, the cases of the enum fields
    /// the machine switches on, or single states (at most `rowLimit` rows).
    public static func build(model: Model, exploration: Exploration, rowLimit: Int = 24) -> TransitionTable {
        let machine = exploration.machine
        let view = GroupedEdges(model: model, exploration: exploration)
        var order = Array(view.groups.indices)
        if let info = machine.stateEnum {
            let position = Dictionary(info.cases.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
            order.sort { (position[view.groups[$0].key] ?? .max, $0) < (position[view.groups[$1].key] ?? .max, $1) }
        }
        let named = view.names.usesCaseNames
        // Case names read by themselves; other groups get the graph's ids (`e3`), named once in their row.
        func name(_ group: Int) -> String { named ? "." + view.groups[group].key : "e\(group)" }
        var columns: [String] = []
        var columnOfEvent: [Int] = []
        for event in exploration.events {
            let column = "." + caseName(event.value)
            if let known = columns.firstIndex(of: column) { columnOfEvent.append(known) }
            else { columnOfEvent.append(columns.count); columns.append(column) }
        }
        var cells: [Int: [[String]]] = [:]
        // Arms in source order: a cell reads as the switch does.
        for edge in view.edges.sorted(by: { ($0.arms.first ?? .max, $0.to) < ($1.arms.first ?? .max, $1.to) }) {
            var texts = cells[edge.from] ?? Array(repeating: [], count: columns.count)
            let text = outcome(edge, machine: machine, target: name(edge.to))
            let column = columnOfEvent[edge.event]
            if !texts[column].contains(text) { texts[column].append(text) }
            cells[edge.from] = texts
        }
        let shown = order.prefix(rowLimit)
        let rows = shown.map { group in
            Row(id: name(group), name: named ? nil : view.groups[group].label,
                outcomes: cells[group] ?? Array(repeating: [], count: columns.count))
        }
        let reached = Set(view.groups.map(\.key))
        let unreached = machine.stateEnum?.cases.map(\.name).filter { !reached.contains($0) }.map { "." + $0 } ?? []
        let file = machine.function.file.location(of: machine.function.node.span.start).shortDescription
        return TransitionTable(eventColumns: columns, rows: rows, totalRows: order.count,
                               file: String(file.prefix { $0 != ":" }), unreachedCases: unreached)
    }

    private static func outcome(_ edge: GroupedEdges.Edge, machine: Machine, target: String) -> String {
        let file = machine.function.file
        let arms = edge.arms.map { arm -> String in
            var text = String(file.location(of: arm).line)
            if let guardText = ArmText.guardText(of: arm, in: machine) { text += " [\(guardText)]" }
            return text
        }
        let result: String
        switch edge.status {
        case .moved: result = "→ " + target
        case .unchanged: result = Msg.Explore.unchanged
        case .discarded: result = Msg.Explore.discarded
        case .failed(let message): result = Msg.Explore.cellError(message)
        case .beyondLimit: result = Msg.Explore.beyondLimit
        }
        return arms.isEmpty ? result : arms.joined(separator: " + ") + " " + result
    }
}
