import Interpreter
import Language
import Messages

/// Catches the two slips of an event line before it is evaluated: a case the event type does
/// not have (`.cargr(id: 1)`: «¿quisiste decir .cargar?»), and a payload-free case called with
/// arguments (`.reintentar(3)`). Anything else is left to the evaluator.
enum EventSpelling {
    static func problem(_ expression: Expr, events: TypeInfo, file: SourceFile) -> Diagnostic? {
        var name: String, called = false
        if case .implicitMember(let member) = expression.kind {
            name = member
        } else if case .call(let callee, _) = expression.kind, case .implicitMember(let member) = callee.kind {
            (name, called) = (member, true)
        } else {
            return nil
        }
        let location = file.location(of: expression.span.start)
        guard let info = events.caseNamed(name) else {
            // A static member that builds an event (`.ejemplo`) is fine.
            if events.staticProperties[name] != nil || events.staticMethods[name] != nil { return nil }
            let cases = events.cases.map(\.name)
            let suggestion = EditDistance.suggestion(for: name, among: cases).map { "." + $0 }
            return Diagnostic(Msg.Machine.unknownEvent(name, type: events.qualifiedName, suggestion: suggestion,
                                                       cases: cases.map { "." + $0 }), at: location)
        }
        if called, !info.hasPayload { return Diagnostic(Msg.Machine.caseTakesNoPayload(name), at: location) }
        return nil
    }
}
