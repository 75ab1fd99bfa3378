import Interpreter
import Language

/// The values a machine compares its events' payloads against, read from its own arms: the
/// literals and stored values in guards, patterns and the comparisons of an arm's body
/// (`.teclear(let n) where n == codigo`, `if b > 25`), each with its neighbours (a wrong code,
/// both sides of a boundary). Exploration sends them as payloads, so that every arm some
/// payload can fire is found, not only the arms the built-in literals happen to reach.
struct MachineLiterals {
    private(set) var ints: [Int] = []
    private(set) var doubles: [Double] = []
    private(set) var strings: [String] = []
    /// At most this many values of one type: each is one more event to send from every state.
    static let limit = 9

    init(machine: Machine, interpreter: Interpreter, initialState: Value?) {
        guard let events = machine.eventEnum else { return }
        let eventCases = Set(events.cases.map(\.name))
        let file = machine.function.file
        var locals: [(name: String, value: Value)] = []
        if let initialState { locals.append((machine.stateParameterName, initialState)) }
        var collector = Collector(eventCases: eventCases)
        for arm in machine.arms {
            collector.visit(arm: arm)
        }
        for expression in collector.compared {
            guard let value = try? interpreter.evaluate(expression, file: file, expected: nil, locals: locals) else { continue }
            add(value)
        }
    }

    private mutating func add(_ value: Value) {
        switch value {
        case .int(let n):
            for candidate in [n, n &- 1, n &+ 1] where !ints.contains(candidate) && ints.count < Self.limit {
                ints.append(candidate)
            }
        case .double(let d):
            for candidate in [d, d - 1, d + 1] where !doubles.contains(candidate) && doubles.count < Self.limit {
                doubles.append(candidate)
            }
        case .string(let text):
            if !strings.contains(text), strings.count < Self.limit { strings.append(text) }
        case .optional(let wrapped?):
            add(wrapped)
        case .array(let elements):
            elements.prefix(Self.limit).forEach { add($0) }
        case .optional(nil), .bool, .substring, .uint8, .fixed, .scalar, .float, .enumCase, .structure, .instance, .tuple, .function, .metatype, .opaque, .void,
             .dictionary, .set, .range:
            break
        }
    }
}

/// Walks the arms: names bound from an event's payload, then what they are compared with.
private struct Collector {
    let eventCases: Set<String>
    /// Expressions compared with a name bound from an event's payload (evaluated afterwards,
    /// where they can be: a literal, a global, a field of the state).
    var compared: [Expr] = []
    private var eventNames: Set<String> = []

    init(eventCases: Set<String>) { self.eventCases = eventCases }

    mutating func visit(arm: SwitchCase) {
        eventNames = []
        guard case .items(let items) = arm.label else { return }
        for item in items { bindings(item.pattern, underEvent: false) }
        for item in items { if let guardExpression = item.guardExpression { visit(guardExpression) } }
        visit(arm.body)
    }

    /// Names bound inside an event case's payload; literals written in it (`.teclear(1234)`).
    private mutating func bindings(_ pattern: Pattern, underEvent: Bool) {
        switch pattern.kind {
        case .binding(let name): if underEvent { eventNames.insert(name) }
        case .valueBinding(_, let inner), .optionalSome(let inner), .cast(let inner, _), .typed(let inner, _):
            bindings(inner, underEvent: underEvent)
        case .enumCase(_, let name, let payload):
            for element in payload ?? [] { bindings(element.pattern, underEvent: underEvent || eventCases.contains(name)) }
        case .tuple(let elements):
            for element in elements { bindings(element.pattern, underEvent: underEvent) }
        case .expression(let expression):
            if underEvent { compared.append(contentsOf: rangeEnds(expression)) }
        case .wildcard, .isType:
            break
        }
    }

    private func rangeEnds(_ expression: Expr) -> [Expr] {
        if case .range(let low, let high, _) = expression.kind { return [low, high] }
        return [expression]
    }

    private func mentionsEvent(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier(let name): return eventNames.contains(name)
        case .member(let base, _), .forceUnwrap(let base), .bindOptional(let base), .optionalEvaluation(let base):
            return mentionsEvent(base)
        case .call(let callee, _): return mentionsEvent(callee)
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .selfExpression, .implicitMember, .subscriptAccess, .prefix, .binary, .assignment,
             .ternary, .nilCoalescing, .tuple, .inoutArgument, .cast, .isType, .typeExpression, .closure, .range,
             .injectIntoOptional, .overload:
            return false
        case .tryExpression(let inner, _), .staticType(let inner, _): return mentionsEvent(inner)
        }
    }

    private mutating func visit(_ statements: [Stmt]) {
        for statement in statements { visit(statement) }
    }

    private mutating func visit(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expression): visit(expression)
        case .declaration(.variable(let variable)): if let initializer = variable.initializer { visit(initializer) }
        case .declaration: break
        case .ifStatement(let conditions, let then, let otherwise):
            visit(conditions)
            visit(then.statements)
            switch otherwise {
            case .block(let block)?: visit(block.statements)
            case .elseIf(let nested)?: visit(nested)
            case nil: break
            }
        case .guardStatement(let conditions, let otherwise):
            visit(conditions)
            visit(otherwise.statements)
        case .whileLoop(let conditions, let body):
            visit(conditions)
            visit(body.statements)
        case .repeatWhile(let body, let condition):
            visit(body.statements)
            visit(condition)
        case .forIn(_, let sequence, let whereClause, let body):
            visit(sequence)
            if let whereClause { visit(whereClause) }
            visit(body.statements)
        case .switchStatement(let nested):
            visit(nested.subject)
            let subjectIsEvent = mentionsEvent(nested.subject)
            for arm in nested.cases {
                if subjectIsEvent, case .items(let items) = arm.label {
                    for item in items { if case .expression(let value) = item.pattern.kind { compared += rangeEnds(value) } }
                }
                visit(arm.body)
            }
        case .returnStatement(let value): if let value { visit(value) }
        case .doBlock(let block), .deferStatement(let block): visit(block.statements)
        case .doCatch(let block, let clauses):
            visit(block.statements)
            for clause in clauses { visit(clause.body.statements) }
        case .labeled(_, let inner): visit(inner)
        case .throwStatement(let value): visit(value)
        case .breakStatement, .continueStatement, .fallthroughStatement, .labeledJump: break
        }
    }

    private mutating func visit(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expression): visit(expression)
            case .optionalBinding(_, _, let value, _), .casePattern(_, let value, _): visit(value)
            }
        }
    }

    private static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "~=", "===", "!=="]

    private mutating func visit(_ expression: Expr) {
        switch expression.kind {
        case .binary(let op, let left, let right):
            if Self.comparisons.contains(op) {
                if mentionsEvent(left) { compared += rangeEnds(right) }
                if mentionsEvent(right) { compared += rangeEnds(left) }
            }
            visit(left)
            visit(right)
        case .call(let callee, let arguments):
            // `(1...3).contains(n)`, `codigos.contains(n)`.
            if case .member(let base, "contains") = callee.kind, arguments.contains(where: { mentionsEvent($0.value) }) {
                compared += rangeEnds(base)
            }
            visit(callee)
            arguments.forEach { visit($0.value) }
        case .prefix(_, let inner), .member(let inner, _), .bindOptional(let inner), .optionalEvaluation(let inner),
             .forceUnwrap(let inner), .inoutArgument(let inner), .cast(let inner, _, _), .isType(let inner, _),
             .injectIntoOptional(let inner), .overload(let inner, _, _), .tryExpression(let inner, _),
             .staticType(let inner, _):
            visit(inner)
        case .assignment(_, let target, let value):
            visit(target)
            visit(value)
        case .ternary(let condition, let then, let otherwise):
            visit(condition)
            visit(then)
            visit(otherwise)
        case .nilCoalescing(let left, let right), .range(let left, let right, _):
            visit(left)
            visit(right)
        case .tuple(let arguments):
            arguments.forEach { visit($0.value) }
        case .subscriptAccess(let base, let arguments):
            visit(base)
            arguments.forEach { visit($0.value) }
        case .arrayLiteral(let elements): elements.forEach { visit($0) }
        case .closure(_, let body, _): visit(body)
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .dictionaryLiteral,
             .identifier, .selfExpression, .implicitMember, .typeExpression:
            break
        }
    }
}
