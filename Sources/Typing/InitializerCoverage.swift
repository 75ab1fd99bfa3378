import Language

/// Which stored properties an initializer gives a value on every path, as swiftc checks it
/// («return from initializer without initializing all stored properties»): each `return` and
/// the end of the body must come after every property the type has no default for. Branches
/// keep what all of them assign; a loop's body may run no time (but `repeat` runs once);
/// `self.init(…)` and `self = …` give every property its value. On the way it finds the uses of
/// `self` before then (InitializerSelfUse.swift).
struct InitializerCoverage {
    /// The properties without a default value.
    let required: Set<String>
    /// Parameters and locals: a plain `x = v` of one of these names is not the property.
    var shadowed: Set<String>
    /// A failable initializer's `return nil` gives up: nothing needs a value there.
    let isFailable: Bool
    /// What never returns (`fatalError()`, the program's `-> Never`): a path that ends there needs nothing.
    let flow: Flow
    /// Where a path leaves the initializer without them: each `return`, or the closing brace.
    private(set) var gaps: [Int] = []
    /// A class's own `let` properties among `required`: one given its value after `super.init`
    /// has been given it twice (the superclass's init already gave them one, for Swift).
    let constants: Set<String>
    /// `super.init(…)` reached before every property has its value: where `init` is written,
    /// and the properties still without one.
    private(set) var superInitGaps: [(offset: Int, missing: Set<String>)] = []
    /// `self.x = v` of a `let` after such a `super.init`.
    private(set) var lateConstants: [Expr] = []
    private var afterSuperInit: Set<String> = []
    /// A subclass whose superclass has no `init()` to call by itself, left without `super.init`
    /// on some path: where swiftc says so (the initializer's closing brace).
    private(set) var superInitMissing: Int?
    private var leavesWithoutSuperInit = false
    /// What the type's names are, to tell a use of `self` in a bare `registrar()` or `saldo`.
    let members: Members
    /// Each use of `self` before the initializer may make it.
    var uses: [SelfUse] = []

    init(required: Set<String>, constants: Set<String> = [], parameters: [String], isFailable: Bool, flow: Flow,
         members: Members = Members()) {
        self.required = required
        self.members = members
        self.constants = constants
        self.shadowed = Set(parameters)
        self.isFailable = isFailable
        self.flow = flow
    }

    /// Checks the body; the end of the body is a way out too.
    mutating func check(_ body: Block) {
        let closing = max(body.span.end - 1, body.span.start)
        if case .continues(let assigned) = run(body.statements, assigned: []) {
            if !required.isSubset(of: assigned) { gaps.append(closing) }
            if members.superInitRequired, !assigned.contains(Self.superInitMark) { leavesWithoutSuperInit = true }
        }
        // swiftc says it once, at the closing brace, and then nothing of the properties there.
        if leavesWithoutSuperInit {
            superInitMissing = closing
            gaps.removeAll { $0 == closing }
        }
    }

    private enum Outcome {
        case continues(Set<String>)
        case exits
    }

    private mutating func run(_ statements: [Stmt], assigned: Set<String>) -> Outcome {
        var current = assigned
        for statement in statements {
            switch run(statement, assigned: current) {
            case .continues(let after): current = after
            case .exits: return .exits
            }
        }
        return .continues(current)
    }

    private mutating func scan(_ conditions: [Condition], _ assigned: inout Set<String>) {
        for condition in conditions {
            switch condition {
            case .expression(let e): scan(e, &assigned)
            case .optionalBinding(_, _, let value, _), .casePattern(_, let value, _): scan(value, &assigned)
            }
        }
    }

    private mutating func run(_ statement: Stmt, assigned start: Set<String>) -> Outcome {
        var assigned = start
        switch statement.kind {
        case .expression(let e):
            scan(e, &assigned)
            if flow.isNeverCall(e) { return .exits }
            if let offset = Self.superInit(e) {
                guard required.isSubset(of: assigned) else {
                    // swiftc stops there: the rest counts as given, but a `let` given later is given twice.
                    superInitGaps.append((offset, required.subtracting(assigned)))
                    afterSuperInit = constants.subtracting(assigned)
                    return .continues(required.union([Self.superInitMark]))
                }
                return .continues(assigned.union([Self.superInitMark]))
            }
            let given = assignments(in: e)
            if !given.isDisjoint(with: afterSuperInit) { lateConstants.append(e) }
            return .continues(assigned.union(given).union(Self.isDelegation(e) ? [Self.selfInitMark] : []))
        case .declaration(let d):
            if case .variable(let v) = d {
                scan(v.initializer, &assigned)
                if let name = v.name { shadowed.insert(name) }
            }
            return .continues(assigned)
        case .ifStatement(let conditions, let then, let otherwise):
            scan(conditions, &assigned)
            let first = run(then.statements, assigned: assigned)
            let second: Outcome
            switch otherwise {
            case .block(let block)?: second = run(block.statements, assigned: assigned)
            case .elseIf(let nested)?: second = run(nested, assigned: assigned)
            case nil: second = .continues(assigned)
            }
            return Self.merge([first, second])
        case .guardStatement(let conditions, let otherwise):
            scan(conditions, &assigned)
            _ = run(otherwise.statements, assigned: assigned)
            return .continues(assigned)
        case .whileLoop(let conditions, let body):
            scan(conditions, &assigned)
            _ = run(body.statements, assigned: assigned)
            return .continues(assigned)
        case .forIn(_, let sequence, let whereClause, let body):
            scan(sequence, &assigned)
            var inside = assigned
            scan(whereClause, &inside)
            _ = run(body.statements, assigned: inside)
            return .continues(assigned)
        case .repeatWhile(let body, let condition):
            let outcome = run(body.statements, assigned: assigned)
            if case .continues(var after) = outcome {
                scan(condition, &after)
                return .continues(after)
            }
            return outcome
        case .switchStatement(let s):
            scan(s.subject, &assigned)
            return Self.merge(s.cases.map { arm in
                var inside = assigned
                if case .items(let items) = arm.label { for item in items { scan(item.guardExpression, &inside) } }
                return run(arm.body, assigned: inside)
            })
        case .returnStatement(let value):
            if isFailable, let value, case .nilLiteral = value.kind { return .exits }
            scan(value, &assigned)
            if !required.isSubset(of: assigned) { gaps.append(statement.span.start) }
            if members.superInitRequired, !assigned.contains(Self.superInitMark) { leavesWithoutSuperInit = true }
            return .exits
        case .throwStatement(let value):
            scan(value, &assigned)
            return .exits
        case .doBlock(let block):
            return run(block.statements, assigned: assigned)
        case .doCatch(let block, let clauses):
            return Self.merge([run(block.statements, assigned: assigned)] + clauses.map { run($0.body.statements, assigned: assigned) })
        case .labeled(_, let inner):
            return run(inner, assigned: assigned)
        // Out of a loop or a switch, on inside the initializer: what is assigned so far stands.
        case .breakStatement, .continueStatement, .fallthroughStatement, .labeledJump, .deferStatement:
            return .continues(assigned)
        }
    }

    /// Where `init` is written in `super.init(…)` (also under `try`); nil for any other expression.
    private static func superInit(_ e: Expr) -> Int? {
        switch e.kind {
        case .call(let callee, _):
            guard case .member(let base, "init") = callee.kind, case .identifier("super") = base.kind else { return nil }
            return callee.span.end - "init".utf8.count
        case .tryExpression(let inner, _): return superInit(inner)
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral, .dictionaryLiteral,
             .identifier, .selfExpression, .implicitMember, .member, .subscriptAccess, .prefix, .binary, .assignment, .ternary,
             .nilCoalescing, .bindOptional, .optionalEvaluation, .forceUnwrap, .tuple, .inoutArgument, .cast, .isType,
             .typeExpression, .closure, .range, .injectIntoOptional, .overload, .staticType:
            return nil
        }
    }

    /// Paths that go on keep what every one of them assigned; if none goes on, none does.
    private static func merge(_ outcomes: [Outcome]) -> Outcome {
        var result: Set<String>?
        for case .continues(let assigned) in outcomes { result = result.map { $0.intersection(assigned) } ?? assigned }
        return result.map { .continues($0) } ?? .exits
    }

    /// The properties an expression statement gives a value: `self.x = v`, `x = v`, `(self.a, self.b) = …`,
    /// or all of them through `self.init(…)` or `self = …`.
    private func assignments(in e: Expr) -> Set<String> {
        switch e.kind {
        case .assignment("=", let target, _):
            return places(target)
        case .call(let callee, _):
            if case .member(let base, "init") = callee.kind, case .selfExpression = base.kind { return required }
            return []
        case .tryExpression(let inner, _):
            return assignments(in: inner)
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral, .dictionaryLiteral,
             .identifier, .selfExpression, .implicitMember, .member, .subscriptAccess, .prefix, .binary, .assignment, .ternary,
             .nilCoalescing, .bindOptional, .optionalEvaluation, .forceUnwrap, .tuple, .inoutArgument, .cast, .isType,
             .typeExpression, .closure, .range, .injectIntoOptional, .overload, .staticType:
            return []
        }
    }

    private func places(_ target: Expr) -> Set<String> {
        switch target.kind {
        case .selfExpression: return required
        case .member(let base, let name):
            if case .selfExpression = base.kind { return [name] }
            return []
        case .identifier(let name): return shadowed.contains(name) ? [] : [name]
        case .tuple(let elements): return elements.reduce(into: Set<String>()) { $0.formUnion(places($1.value)) }
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral, .dictionaryLiteral,
             .implicitMember, .call, .subscriptAccess, .prefix, .binary, .assignment, .ternary, .nilCoalescing, .bindOptional,
             .optionalEvaluation, .forceUnwrap, .inoutArgument, .cast, .isType, .typeExpression, .closure, .range,
             .injectIntoOptional, .overload, .tryExpression, .staticType:
            return []
        }
    }
}
