import Interpreter
import Language

/// How tables and graphs name a machine's states so that a learner can read them: an enum
/// state by its case; a struct state by the case of the enum fields its switches look at
/// (`switch (state.carga, action)`: `cargada`), else by the fields that vary among the states
/// reached (`cargando: true, tieneError: true`), each state its own node.
public struct StateNames {
    public enum Basis: Sendable {
        /// An enum state: one group per case.
        case cases
        /// A struct whose switches look at these enum fields: one group per combination of their cases.
        case fields([(index: Int, name: String)])
        /// Every state on its own, named by the fields (or the whole value) that vary.
        case states(varying: [(index: Int, name: String)])
    }

    public let basis: Basis

    public init(exploration: Exploration) {
        let machine = exploration.machine
        if machine.stateEnum != nil {
            basis = .cases
            return
        }
        guard case .structure(let first) = exploration.states.first else {
            basis = .states(varying: [])
            return
        }
        let properties = first.type.storedProperties
        let looked = Set(machine.switches.flatMap { Self.fieldsRead(from: $0.subject, of: machine.stateParameterName) })
        let focus = properties.indices.filter { index in
            guard looked.contains(properties[index].fieldName) else { return false }
            if case .enumCase = first.fields[index] { return true }
            return false
        }
        if !focus.isEmpty {
            basis = .fields(focus.map { ($0, properties[$0].fieldName) })
            return
        }
        let varying = properties.indices.filter { index in
            exploration.states.contains { state in
                guard case .structure(let other) = state, index < other.fields.count else { return false }
                return !sameState(other.fields[index], first.fields[index])
            }
        }
        basis = .states(varying: varying.map { ($0, properties[$0].fieldName) })
    }

    /// Whether each state is its own group (rows and nodes are states, not cases).
    public var groupsAreStates: Bool {
        if case .states = basis { return true }
        return false
    }

    /// Whether a group's name can be its id in Mermaid and Graphviz (a case name).
    public var usesCaseNames: Bool {
        switch basis {
        case .cases: return true
        case .fields(let fields): return fields.count == 1
        case .states: return false
        }
    }

    /// The group a state belongs to: its case, the cases of the focus fields, or nil when
    /// every state is its own group.
    public func group(of state: Value) -> String? {
        switch basis {
        case .cases: return caseName(state)
        case .fields(let fields):
            guard case .structure(let value) = state else { return caseName(state) }
            return fields.map { $0.index < value.fields.count ? caseName(value.fields[$0.index]) : "?" }.joined(separator: ", ")
        case .states: return nil
        }
    }

    /// A group's or state's name as tables and graphs show it: `cargada`, `luz: .encendida,
    /// persiana: .bajada`, `cargando: true, tieneError: true`.
    public func label(of state: Value) -> String {
        switch basis {
        case .cases: return caseName(state)
        case .fields(let fields):
            guard case .structure(let value) = state else { return caseName(state) }
            if fields.count == 1 { return caseName(value.fields[fields[0].index]) }
            return fields.map { "\($0.name): .\(caseName(value.fields[$0.index]))" }.joined(separator: ", ")
        case .states(let varying):
            guard case .structure(let value) = state, !varying.isEmpty else { return ValuePrinter.short.description(state) }
            return varying.map { "\($0.name): \(ValuePrinter.short.debugDescription(value.fields[$0.index]))" }
                .joined(separator: ", ")
        }
    }

    /// The stored fields of the state that a switch's subject reads (`state.carga` in
    /// `switch (state.carga, action)`).
    static func fieldsRead(from subject: Expr, of parameter: String) -> [String] {
        switch subject.kind {
        case .member(let base, let name):
            if case .identifier(parameter) = base.kind { return [name] }
            return fieldsRead(from: base, of: parameter)
        case .tuple(let elements): return elements.flatMap { fieldsRead(from: $0.value, of: parameter) }
        case .forceUnwrap(let inner), .optionalEvaluation(let inner), .bindOptional(let inner): return fieldsRead(from: inner, of: parameter)
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .identifier, .selfExpression, .implicitMember, .call, .subscriptAccess, .prefix,
             .binary, .assignment, .ternary, .nilCoalescing, .inoutArgument, .cast, .isType, .typeExpression,
             .closure, .range, .injectIntoOptional, .overload, .tryExpression, .staticType:
            return []
        }
    }
}
