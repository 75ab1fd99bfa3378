import Interpreter
import Language
import Messages

/// The state-case × event-case table (DESIGN §4 `:tabla`): each cell names the line of the arm
/// that decides, its guard, and the target case, or says the event is discarded.
public struct TransitionTable {
    public struct Row {
        public let label: String
        public let cells: [String]
    }
    public let eventColumns: [String]
    public let rows: [Row]
    /// The file whose lines the cells name (the machine's own).
    public let file: String

    /// Rows are the state's cases (each tried with its sample payloads) for an enum state,
    /// or the reached states themselves (at most `rowLimit`) for a struct state.
    public static func build(model: Model, exploration: Exploration, rowLimit: Int = 24) -> TransitionTable {
        let machine = exploration.machine
        let interpreter = model.interpreter
        let saved = interpreter.output
        interpreter.output = { _ in }
        defer { interpreter.output = saved }
        var groups: [(label: String, states: [Value])] = []
        if let info = machine.stateEnum {
            let samples = Samples(interpreter: interpreter).samples(of: .nominal(info)).map(\.value)
            for stateCase in info.cases {
                let states = samples.filter { caseName($0) == stateCase.name }
                if !states.isEmpty { groups.append(("." + stateCase.name, states)) }
            }
        } else {
            groups = exploration.states.prefix(rowLimit).map { (ValuePrinter.short.description($0), [$0]) }
        }
        var columns: [String] = []
        var eventsByColumn: [String: [Value]] = [:]
        for event in exploration.events {
            let name = "." + caseName(event.value)
            if eventsByColumn[name] == nil { columns.append(name) }
            eventsByColumn[name, default: []].append(event.value)
        }
        let rows = groups.map { group in
            Row(label: group.label, cells: columns.map { column in
                var outcomes: [String] = []
                for state in group.states {
                    for event in eventsByColumn[column] ?? [] {
                        let text = outcome(state, event, machine: machine, interpreter: interpreter)
                        if !outcomes.contains(text) { outcomes.append(text) }
                    }
                }
                return outcomes.joined(separator: " / ")
            })
        }
        let file = machine.function.file.location(of: machine.function.node.span.start).shortDescription
        return TransitionTable(eventColumns: columns, rows: rows,
                               file: String(file.prefix { $0 != ":" }))
    }

    private static func outcome(_ state: Value, _ event: Value, machine: Machine, interpreter: Interpreter) -> String {
        let before = ValuePrinter.short.debugDescription(state)
        let result: (state: Value, arm: Int?)
        do {
            result = try machine.advance(state, event, in: interpreter, tracing: true)
        } catch let failure as RuntimeError {
            return Msg.Explore.cellError(failure.message)
        } catch {
            return Msg.Explore.cellError("\(error)")
        }
        let discarded = ValuePrinter.short.debugDescription(result.state) == before
        let target = machine.stateEnum == nil ? Msg.Explore.changes : "→ ." + caseName(result.state)
        guard let arm = result.arm else {
            return discarded ? Msg.Explore.discarded : target
        }
        var text = String(machine.function.file.location(of: arm).line)
        if let guardText = ArmText.guardText(of: arm, in: machine) { text += " [\(guardText)]" }
        return text + " " + (discarded ? Msg.Explore.discarded : target)
    }
}

/// Source text of arms, for naming them in tables and graph labels.
public enum ArmText {
    /// The `where` clauses of the arm whose label starts at `start`, joined, if it has any.
    public static func guardText(of start: Int, in machine: Machine) -> String? {
        guard let arm = machine.arms.first(where: { $0.labelSpan.start == start }),
              case .items(let items) = arm.label else { return nil }
        let file = machine.function.file
        let guards = items.compactMap(\.guardExpression).map { expression in
            String(decoding: file.utf8[max(0, expression.span.start)..<min(expression.span.end, file.utf8.count)],
                   as: UTF8.self)
        }
        return guards.isEmpty ? nil : guards.joined(separator: ", ")
    }

    /// The arm's label as written (`case let (.fallo(id, _, n), .reintentar) where n < 3`),
    /// on one line, without the closing colon and without a body that shares its line.
    public static func label(_ arm: SwitchCase, in file: SourceFile) -> String {
        let end = min(max(arm.labelSpan.end, arm.labelSpan.start), file.utf8.count)
        var text = String(decoding: file.utf8[arm.labelSpan.start..<end], as: UTF8.self)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        if text.hasSuffix(":") { text.removeLast() }
        return text
    }

    /// The label of the machine's arm that contains `offset` (a matched label or a failed guard).
    public static func label(containing offset: Int, in machine: Machine) -> String? {
        guard let arm = machine.arms.first(where: { $0.labelSpan.start <= offset && offset < max($0.labelSpan.end, $0.labelSpan.start + 1) })
        else { return nil }
        return label(arm, in: machine.function.file)
    }
}
