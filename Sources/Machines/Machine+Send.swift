import Interpreter
import Language
import Typing

/// Why an event typed by the learner was not sent; the state is as it was.
public enum SendFailure: Error {
    /// The text does not parse, or does not type-check as the machine's event (`.llego(5)`
    /// where a `Perfil` is due), as swiftc would refuse it.
    case refused([Diagnostic])
    /// It parses, but it is not one expression that gives a value of the machine's event type.
    case notAnEvent
    /// Evaluating the event, or the step, stopped with an error of the model.
    case runtime(RuntimeError)
    case other(String)
}

extension Machine {
    /// Reads `entry` as an event of this machine (`.cargar(id: 7)`), type-checked in `types`
    /// (the model's), and runs one step from `state`: the transition as data, or why nothing was sent.
    public func send(_ entry: SourceFile, from state: Value, in interpreter: Interpreter,
                     types: TypeSession) -> Result<Transition, SendFailure> {
        let parsed = Parse.file(entry, operators: types.operators)
        if !parsed.diagnostics.isEmpty { return .failure(.refused(parsed.diagnostics)) }
        guard parsed.unit.statements.count == 1, case .expression(let written) = parsed.unit.statements[0].kind else {
            return .failure(.notAnEvent)
        }
        // A mistyped case gets «¿quisiste decir …?» before the type checker's general answer.
        if let events = eventEnum, let problem = EventSpelling.problem(written, events: events, file: entry) {
            return .failure(.refused([problem]))
        }
        // Checked as swiftc would check the call: `.llego(5)` where a `Perfil` is due is refused.
        let (expression, problems) = types.checkExpression(written, as: eventTypeRef, in: entry)
        if !problems.isEmpty { return .failure(.refused(problems)) }
        do {
            let event = try interpreter.evaluate(expression, file: entry, expected: eventType)
            guard isEvent(event) else { return .failure(.notAnEvent) }
            return .success(try step(state, event, in: interpreter, sharing: true))
        } catch let failure as RuntimeError {
            return .failure(.runtime(failure))
        } catch {
            return .failure(.other("\(error)"))
        }
    }

    /// Whether `value` is a case of the machine's event enum (any value, when events are not an enum).
    public func isEvent(_ value: Value) -> Bool {
        guard let info = eventEnum else { return true }
        if case .enumCase(let event) = value { return event.type === info }
        return false
    }
}
