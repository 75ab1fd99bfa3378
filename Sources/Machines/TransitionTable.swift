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
        let arms = ArmRecorder()
        let next: Value
        do {
            next = try machine.advance(state, event, in: interpreter, arms: arms)
        } catch let failure as RuntimeError {
            return Msg.Explore.cellError(failure.message)
        } catch {
            return Msg.Explore.cellError("\(error)")
        }
        let discarded = sameState(next, state)
        let target = machine.stateEnum == nil ? Msg.Explore.changes : "→ ." + caseName(next)
        guard let arm = arms.machineArm else {
            return discarded ? Msg.Explore.discarded : target
        }
        var text = String(machine.function.file.location(of: arm).line)
        if let guardText = ArmText.guardText(of: arm, in: machine) { text += " [\(guardText)]" }
        return text + " " + (discarded ? Msg.Explore.discarded : target)
    }
}
