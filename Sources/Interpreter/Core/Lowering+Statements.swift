import Language
import Messages

extension Lowerer {
    /// A list of statements in the current scope, run in order until one leaves early.
    func block(_ statements: [Stmt]) throws -> Exec {
        let lowered = try statements.map(statement)
        switch lowered.count {
        case 0: return { _ in .normal }
        case 1: return lowered[0]
        default:
            return { frame in
                for run in lowered {
                    let flow = try run(frame)
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    func scopedBlock(_ statements: [Stmt]) throws -> Exec {
        let (run, slots) = try withScopeSlots { try block(statements) }
        return releasing(slots, run)
    }

    /// One statement; like the tree walker's `execute`, it counts a step before it runs.
    func statement(_ statement: Stmt) throws -> Exec {
        let interpreter = self.interpreter
        let span = statement.span
        let body = try statementBody(statement)
        guard releasesShow else {
            return { frame in
                try interpreter.tick(span)
                return try body(frame)
            }
        }
        // As `execute` does: an instance that went during the statement has its `deinit` run now.
        return { frame in
            try interpreter.tick(span)
            let flow = try body(frame)
            if !interpreter.pendingDeinits.isEmpty { try interpreter.runPendingDeinits() }
            return flow
        }
    }

    private func statementBody(_ statement: Stmt) throws -> Exec {
        let interpreter = self.interpreter
        let span = statement.span
        switch statement.kind {
        case .expression(let expression):
            if case .assignment(_, _, let value) = expression.kind, value.holdsClosure { throw NotLowered() }
            let value = root(expression, nil)
            return { frame in _ = try value(frame); return .normal }
        case .declaration(let decl):
            // A closure kept in a variable captures the function's locals by reference: only the
            // tree walker's scopes give it the variables themselves (a bridge would give copies).
            if case .variable(let variable) = decl, variable.initializer?.holdsClosure == true { throw NotLowered() }
            return try declaration(decl)
        case .ifStatement(let conditions, let then, let otherwise):
            let ((test, body), scoped) = try withScopeSlots { (try self.conditions(conditions), try block(then.statements)) }
            let alternative: Exec?
            switch otherwise {
            case nil: alternative = nil
            case .block(let block)?: alternative = try scopedBlock(block.statements)
            case .elseIf(let nested)?: alternative = try self.statement(nested)
            }
            return releasing(scoped) { frame in
                if try test(frame) { return try body(frame) }
                return try alternative?(frame) ?? .normal
            }
        case .guardStatement(let conditions, let otherwise):
            // A guard's bindings live on in the enclosing scope.
            let test = try self.conditions(conditions)
            let alternative = try scopedBlock(otherwise.statements)
            let fellThrough = error(Msg.Run.guardFellThrough, span)
            return { frame in
                if try test(frame) { return .normal }
                let flow = try alternative(frame)
                if case .normal = flow { throw fellThrough }
                return flow
            }
        case .whileLoop(let conditions, let body):
            let ((test, iteration), scoped) = try withScopeSlots { (try self.conditions(conditions), try block(body.statements)) }
            let run = releasing(scoped, iteration)
            return { frame in
                while true {
                    try interpreter.tick(span)
                    guard try test(frame) else { return .normal }
                    switch try run(frame) {
                    case .normal, .continueLoop: continue
                    case .breakLoop: return .normal
                    case .returned(let value): return .returned(value)
                    case .fallthroughCase: throw interpreter.error(Msg.Run.breakOutsideLoop, span)
                    }
                }
            }
        case .repeatWhile(let body, let condition):
            let run = try scopedBlock(body.statements)
            let test = self.condition(condition)
            return { frame in
                while true {
                    try interpreter.tick(span)
                    switch try run(frame) {
                    case .normal, .continueLoop: break
                    case .breakLoop: return .normal
                    case .returned(let value): return .returned(value)
                    case .fallthroughCase: throw interpreter.error(Msg.Run.breakOutsideLoop, span)
                    }
                    guard try test(frame) else { return .normal }
                }
            }
        case .forIn(let pattern, let sequence, let whereClause, let body):
            let elements = root(sequence, nil)
            var elementType: RuntimeType?
            if case .array(let element)? = lower(sequence, .known(nil))?.type { elementType = element }
            let sequenceSpan = sequence.span
            let ((match, filter, iteration), scoped) = try withScopeSlots {
                (try self.pattern(pattern, subject: elementType, bindsBareNames: true), whereClause.map(condition),
                 try block(body.statements))
            }
            let run = releasing(scoped, iteration)
            return { frame in
                var stream = try interpreter.elementStream(try elements(frame), sequenceSpan)
                while let element = try stream.next() {
                    try interpreter.tick(span)
                    guard try match(frame, element) else { continue }
                    if let filter, try !filter(frame) { continue }
                    switch try run(frame) {
                    case .normal, .continueLoop: continue
                    case .breakLoop: return .normal
                    case .returned(let value): return .returned(value)
                    case .fallthroughCase: throw interpreter.error(Msg.Run.breakOutsideLoop, span)
                    }
                }
                return .normal
            }
        case .switchStatement(let switchStatement):
            return try lowerSwitch(switchStatement)
        case .returnStatement(let expression):
            guard let expression else { return { _ in .returned(.void) } }
            // `return ({ suma += $0 }, { suma })`: closures that share the locals they capture.
            if expression.holdsClosure, !expression.isClosure { throw NotLowered() }
            let value = coerced(expression, returnType)
            return { frame in .returned(try value(frame)) }
        case .breakStatement: return { _ in .breakLoop }
        case .continueStatement: return { _ in .continueLoop }
        case .fallthroughStatement: return { _ in .fallthroughCase }
        case .doBlock(let block): return try scopedBlock(block.statements)
        case .doCatch, .throwStatement, .deferStatement, .labeled, .labeledJump:
            // Errors and labelled jumps travel through the tree walker's own machinery.
            throw NotLowered()
        }
    }

    /// All conditions of an `if`/`guard`/`while`, left to right, binding into the current scope.
    func conditions(_ conditions: [Condition]) throws -> (Frame) throws -> Bool {
        let tests: [(Frame) throws -> Bool] = try conditions.map { condition in
            switch condition {
            case .expression(let expression):
                return self.condition(expression)
            case .optionalBinding(let isLet, let name, let value, _):
                let wrapped = root(value, nil)
                let type: RuntimeType?
                if case .optional(let inner)? = lower(value, .known(nil))?.type { type = inner } else { type = nil }
                let slot = declare(name, isLet: isLet, declared: nil, type: type)
                return { frame in
                    guard case .optional(let inner) = try wrapped(frame), let inner else { return false }
                    frame[slot] = inner
                    return true
                }
            case .casePattern(let pattern, let value, _):
                let subject = root(value, nil)
                let subjectType = lower(value, .known(nil))?.type
                let match = try self.pattern(pattern, subject: subjectType, bindsBareNames: false)
                return { frame in try match(frame, try subject(frame)) }
            }
        }
        let all: (Frame) throws -> Bool
        if tests.count == 1 {
            all = tests[0]
        } else {
            all = { frame in
                for test in tests where try !test(frame) { return false }
                return true
            }
        }
        guard releasesShow else { return all }
        // As `holds` does: what the conditions dropped has its `deinit` run before the body.
        let interpreter = self.interpreter
        return { frame in
            let result = try all(frame)
            if !interpreter.pendingDeinits.isEmpty { try interpreter.runPendingDeinits() }
            return result
        }
    }

    /// A condition must be a `Bool`, as `evaluateCondition` insists.
    func condition(_ expression: Expr) -> (Frame) throws -> Bool {
        let value = root(expression, .bool)
        let notBool = error(Msg.Run.conditionNotBool, expression.span)
        return { frame in
            guard case .bool(let flag) = try value(frame) else { throw notBool }
            return flag
        }
    }

    // MARK: - Local declarations

    private func declaration(_ decl: Decl) throws -> Exec {
        switch decl {
        case .variable(let variable):
            let declared = variable.type.map(resolve)
            if variable.initializer == nil, variable.getter != nil { throw NotLowered() }
            // An observed local runs its observers in the tree walker.
            if variable.willSet != nil || variable.didSet != nil { throw NotLowered() }
            var value: Eval?
            var inferred = declared
            if let initializer = variable.initializer {
                value = coerced(initializer, declared)
                if inferred == nil { inferred = lower(initializer, .known(nil))?.type }
            }
            let store = try bindDeclaration(variable.pattern, type: declared, inferred: inferred,
                                            isLet: variable.isLet && variable.initializer != nil)
            guard let value else {
                // `var ganador: Jugador?` starts as nil, as in Swift; any other waits for its value.
                let start: Value = !variable.isLet && Lowerer.isOptional(declared) ? .optional(nil) : .void
                return { frame in try store(frame, start); return .normal }
            }
            return { frame in try store(frame, try value(frame)); return .normal }
        case .initializer, .enumCase:
            return { _ in .normal }
        case .function, .enumDecl, .structDecl, .classDecl, .extensionDecl, .typeAlias, .protocolDecl:
            // Local functions capture their scope, local types change the registry: tree walker.
            throw NotLowered()
        }
    }

    /// `let x = v`, `let (a, b) = v`, `var x: Int` (declared now, assigned later).
    private func bindDeclaration(_ pattern: Pattern, type: RuntimeType?, inferred: RuntimeType?,
                                 isLet: Bool) throws -> (Frame, Value) throws -> Void {
        let interpreter = self.interpreter
        switch pattern.kind {
        case .binding(let name):
            let slot = declare(name, isLet: isLet, declared: type, type: inferred)
            return { frame, value in frame[slot] = value }
        case .typed(let inner, let ref):
            let declared = resolve(ref)
            let store = try bindDeclaration(inner, type: declared, inferred: declared, isLet: isLet)
            return { frame, value in
                if case .void = value { return try store(frame, value) }
                try store(frame, try interpreter.coerce(value, to: declared))
            }
        case .tuple(let elements):
            var elementTypes: [RuntimeType?] = Array(repeating: nil, count: elements.count)
            if case .tuple(let types)? = inferred, types.count == elements.count { elementTypes = types.map(\.type) }
            let stores = try zip(elements, elementTypes).map {
                try bindDeclaration($0.pattern, type: nil, inferred: $1, isLet: isLet)
            }
            let notAssignable = error(Msg.Run.notAssignable, pattern.span)
            return { frame, value in
                guard case .tuple(let tuple) = value, tuple.elements.count == stores.count else { throw notAssignable }
                for (store, item) in zip(stores, tuple.elements) { try store(frame, item) }
            }
        case .wildcard:
            return { _, _ in }
        case .valueBinding(_, let inner):
            return try bindDeclaration(inner, type: type, inferred: inferred, isLet: isLet)
        case .enumCase, .optionalSome, .expression, .cast, .isType:
            throw NotLowered()
        }
    }
}
