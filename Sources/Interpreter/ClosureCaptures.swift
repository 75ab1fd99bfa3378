import Language
import Messages

/// What a closure keeps of the scope it is made in. Swift captures only the variables a closure
/// uses (by reference: they are shared with the function), so whatever else the function held
/// goes when the function returns, and a `deinit` runs then; a capture list changes what is
/// kept: `[x]` the value `x` had, `[weak b]` the instance without keeping it alive.
final class WeakCapture {
    let variable: Variable
    let target: WeakTarget?
    let isUnowned: Bool
    init(variable: Variable, target: WeakTarget?, isUnowned: Bool) {
        self.variable = variable; self.target = target; self.isUnowned = isUnowned
    }
}

extension Interpreter {
    /// The scope a closure written in `scope` runs in: its own, holding only what it captures.
    func closureScope(_ signature: ClosureSignature, _ scope: Scope, span: Span) throws -> Scope {
        // At the top level every variable is a global, which lives on anyway; a closure lesson
        // made (an `if` used as a value, called at once) runs where it is.
        guard let mentioned = signature.mentionedNames, !signature.isBranchValue,
              scope !== globals || !signature.captures.isEmpty else { return scope }
        let own = Scope(parent: globals)
        let listed = Set(signature.captures.map(\.name))
        for name in mentioned where name != "self" && !listed.contains(name) {
            if let variable = scope.lookup(name, below: globals) { own.bind(name, to: variable) }
        }
        if !listed.contains("self"), let selfVariable = scope.lookup("self", below: globals),
           closureUses(selfVariable.value, mentioned) {
            own.bind("self", to: selfVariable)
        }
        for entry in signature.captures {
            let value: Value
            if let written = entry.value {
                value = try evaluate(written, scope, expected: nil)
            } else if let variable = scope.lookup(entry.name) {
                value = variable.value
            } else {
                throw error(Msg.Run.unknownName(entry.name), span)
            }
            switch entry.ownership {
            case .strong:
                own.declare(entry.name, value, isLet: true)
            case .weak, .unowned:
                var held = value
                while case .optional(let wrapped?) = held { held = wrapped }
                own.declare(entry.name, .optional(nil), isLet: true)
                guard let variable = own[local: entry.name] else { continue }
                let target: WeakTarget? = if case .instance(let instance) = held { WeakTarget(instance) } else { nil }
                own.weakCaptures.append(WeakCapture(variable: variable, target: target, isUnowned: entry.ownership == .unowned))
            }
        }
        return own
    }

    /// Whether a closure that mentions `names` uses `self` (written, or a member of a class's
    /// instance named bare); a value type's `self` is kept whenever it is there.
    private func closureUses(_ selfValue: Value, _ names: [String]) -> Bool {
        guard case .instance(let instance) = selfValue else { return true }
        if names.contains("self") || names.contains("super") { return true }
        let type = instance.type
        return names.contains { type.fieldNames.contains($0) || type.computedProperties[$0] != nil || type.methods[$0] != nil }
    }

    /// Runs a closure's body in `captured`: while it runs, what it holds weakly is there to use
    /// (or nil, once gone); between calls it keeps nothing alive.
    func withCaptures<T>(_ captured: Scope, span: Span, _ body: () throws -> T) throws -> T {
        guard !captured.weakCaptures.isEmpty else { return try body() }
        if captured.callsUnderway == 0 {
            for capture in captured.weakCaptures {
                let instance = capture.target?.instance
                if capture.isUnowned {
                    guard let instance else { throw error(Msg.Run.unownedReleased, span) }
                    capture.variable.value = .instance(instance)
                } else {
                    capture.variable.value = .optional(instance.map { .instance($0) })
                }
            }
        }
        captured.callsUnderway += 1
        defer {
            captured.callsUnderway -= 1
            if captured.callsUnderway == 0 { for capture in captured.weakCaptures { capture.variable.value = .optional(nil) } }
        }
        return try body()
    }
}
