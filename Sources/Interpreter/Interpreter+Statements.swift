import Language
import Messages

extension Interpreter {
    func execute(_ statements: [Stmt], _ scope: Scope) throws -> Flow {
        // In a body, as in Swift, the block's functions and types are known from its first line
        // (`print(antes(2))` above `func antes`); the top level declares each in its turn.
        let declaresAhead = scope !== globals && statements.contains(where: Self.isDeclaredAhead)
        if declaresAhead { declareAhead(statements, scope) }
        for index in statements.indices {
            let statement = statements[index]
            if declaresAhead, Self.isDeclaredAhead(statement) { continue }
            if case .deferStatement = statement.kind {
                return try executeDeferring(statements[index...], scope, declaredAhead: declaresAhead)
            }
            let flow = try execute(statement, scope)
            if !pendingDeinits.isEmpty { try runPendingDeinits() }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func execute(_ statement: Stmt, _ scope: Scope) throws -> Flow {
        try tick(statement.span)
        switch statement.kind {
        case .expression(let expression):
            _ = try evaluate(expression, scope, expected: nil)
            return .normal
        case .declaration(let decl):
            try declareLocal(decl, scope)
            return .normal
        case .ifStatement(let conditions, let then, let otherwise):
            let inner = Scope(parent: scope)
            if try holds(conditions, inner) { return try execute(then.statements, inner) }
            switch otherwise {
            case nil: return .normal
            case .block(let block)?: return try execute(block.statements, Scope(parent: scope))
            case .elseIf(let nested)?: return try execute(nested, scope)
            }
        case .guardStatement(let conditions, let otherwise):
            // A guard's bindings live on in the enclosing scope.
            if try holds(conditions, scope) { return .normal }
            let flow = try execute(otherwise.statements, Scope(parent: scope))
            if case .normal = flow { throw error(Msg.Run.guardFellThrough, statement.span) }
            return flow
        case .whileLoop(let conditions, let body):
            let label = takeLoopLabel()
            while true {
                try tick(statement.span)
                let inner = Scope(parent: scope)
                guard try holds(conditions, inner) else { return .normal }
                if let stop = try loopStep(try execute(body.statements, inner), label: label, span: statement.span) { return stop }
            }
        case .repeatWhile(let body, let condition):
            let label = takeLoopLabel()
            while true {
                try tick(statement.span)
                let inner = Scope(parent: scope)
                if let stop = try loopStep(try execute(body.statements, inner), label: label, span: statement.span) { return stop }
                guard try evaluateCondition(condition, scope) else { return .normal }
            }
        case .forIn(let pattern, let sequence, let whereClause, let body):
            let label = takeLoopLabel()
            // One at a time: a lazy sequence runs its closures as each element is read.
            var elements = try elementStream(try evaluate(sequence, scope, expected: nil), sequence.span)
            while let element = try elements.next() {
                try tick(statement.span)
                let inner = Scope(parent: scope)
                guard try match(pattern, element, inner, bindsBareNames: true) else { continue }
                if let whereClause, try !evaluateCondition(whereClause, inner) { continue }
                if let stop = try loopStep(try execute(body.statements, inner), label: label, span: statement.span) { return stop }
            }
            return .normal
        case .switchStatement(let switchStatement):
            return try executeSwitch(switchStatement, scope)
        case .returnStatement(let expression):
            guard let expression else { return .returned(.void) }
            let expected = returnTypes.last ?? nil
            return .returned(try coerce(try evaluate(expression, scope, expected: expected), to: expected))
        case .breakStatement: return .breakLoop
        case .continueStatement: return .continueLoop
        case .fallthroughStatement: return .fallthroughCase
        case .doBlock(let block): return try execute(block.statements, Scope(parent: scope))
        case .doCatch(let block, let catches): return try executeDoCatch(block, catches, scope)
        case .throwStatement(let value): try throwValue(value, scope)
        case .deferStatement:
            // Reached only as a block's last statement (`execute(_:_:)` runs the others): nothing follows it.
            return .normal
        case .labeled(let label, let inner): return try executeLabeled(label, inner, scope)
        case .labeledJump(let isBreak, let label):
            jumpLabel = label
            return isBreak ? .breakLoop : .continueLoop
        }
    }

    /// All conditions of an `if`/`guard`/`while`, left to right, binding into `scope`. An
    /// instance that only a condition held goes when it has been tested, before the body runs
    /// (`if parking.aparcar(Coche("0000")) == nil { print("completo") }` prints its deinit first).
    func holds(_ conditions: [Condition], _ scope: Scope) throws -> Bool {
        let held = try allHold(conditions, scope)
        if !pendingDeinits.isEmpty { try runPendingDeinits() }
        return held
    }

    private func allHold(_ conditions: [Condition], _ scope: Scope) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                guard try evaluateCondition(expression, scope) else { return false }
            case .optionalBinding(let isLet, let name, let value, _):
                guard case .optional(let wrapped) = try evaluate(value, scope, expected: nil), let wrapped else {
                    return false
                }
                scope.declare(name, wrapped, isLet: isLet)
            case .casePattern(let pattern, let value, _):
                let subject = try evaluate(value, scope, expected: nil)
                guard try match(pattern, subject, scope, bindsBareNames: false) else { return false }
            }
        }
        return true
    }

    func evaluateCondition(_ expression: Expr, _ scope: Scope) throws -> Bool {
        guard case .bool(let flag) = try evaluate(expression, scope, expected: .bool) else {
            throw error(Msg.Run.conditionNotBool, expression.span)
        }
        return flag
    }


    // MARK: - switch

    func executeSwitch(_ statement: SwitchStmt, _ scope: Scope) throws -> Flow {
        let subject = try evaluate(statement.subject, scope, expected: nil)
        var failedGuards: [Span] = []
        for (index, arm) in statement.cases.enumerated() {
            var matchedScope: Scope?
            var isDefault = false
            switch arm.label {
            case .defaultCase, .unknownDefault:
                matchedScope = Scope(parent: scope)
                isDefault = true
            case .items(let items):
                for item in items {
                    // Most arms bind nothing (`case .pulsar3:`): they need no scope of their own to try.
                    let binds = item.pattern.binds
                    let inner = binds ? Scope(parent: scope) : scope
                    guard try match(item.pattern, subject, inner, bindsBareNames: false) else { continue }
                    if let guardExpression = item.guardExpression, try !evaluateCondition(guardExpression, inner) {
                        failedGuards.append(item.span)
                        continue
                    }
                    matchedScope = binds ? inner : Scope(parent: scope)
                    break
                }
            }
            guard let matched = matchedScope else { continue }
            if let observer = switchObserver {
                if observer.wantsDetails {
                    var bindings: [(name: String, value: Value)] = []
                    if case .items(let items) = arm.label {
                        let names = items.flatMap { $0.pattern.boundNames }
                        var seen = Set<String>()
                        bindings = names.compactMap { name in
                            guard seen.insert(name).inserted, let variable = matched[local: name] else { return nil }
                            return (name, variable.value)
                        }
                    }
                    observer.switchRan(SwitchTrace(file: currentFile, depth: depth, switchSpan: statement.span,
                                                   matchedLabel: arm.labelSpan, matchedIsDefault: isDefault,
                                                   bindings: bindings, failedGuards: failedGuards))
                } else {
                    observer.armMatched(labelStart: arm.labelSpan.start, depth: depth)
                }
            }
            var next = index
            var bodyScope = matched
            while true {
                let flow = try execute(statement.cases[next].body, bodyScope)
                switch flow {
                case .normal: return .normal
                case .breakLoop: return jumpLabel == nil ? .normal : flow
                case .continueLoop, .returned: return flow
                case .fallthroughCase:
                    next += 1
                    guard next < statement.cases.count else { return .normal }
                    bodyScope = Scope(parent: scope)
                }
            }
        }
        if let observer = switchObserver, observer.wantsDetails {
            observer.switchRan(SwitchTrace(file: currentFile, depth: depth, switchSpan: statement.span, matchedLabel: nil,
                                           matchedIsDefault: false, bindings: [], failedGuards: failedGuards))
        }
        throw error(Msg.Run.noCaseMatched, statement.span)
    }

    // MARK: - Local declarations

    /// A local function or type declaration, which a body declares before its first statement.
    static func isDeclaredAhead(_ statement: Stmt) -> Bool {
        guard case .declaration(let decl) = statement.kind else { return false }
        switch decl {
        case .function, .enumDecl, .structDecl, .classDecl, .extensionDecl, .typeAlias, .protocolDecl: return true
        case .variable, .initializer, .enumCase: return false
        }
    }

    /// The block's local functions, and its types all together (so that a class finds the
    /// superclass and the initializers declared beside it).
    private func declareAhead(_ statements: [Stmt], _ scope: Scope) {
        var types: [Decl] = []
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, Self.isDeclaredAhead(statement) else { continue }
            if case .function(let function) = decl {
                declareLocalFunction(function, scope)
            } else {
                types.append(decl)
            }
        }
        if !types.isEmpty { declareNested(types) }
    }

    func declareLocal(_ decl: Decl, _ scope: Scope) throws {
        defer { if scope === globals { declarationsChanged() } }
        switch decl {
        case .variable(let variable):
            let type = variable.type.map { resolveType($0, context: typeContext) }
            guard let initializer = variable.initializer else {
                if let getter = variable.getter, variable.setter == nil, scope === globals, let name = variable.name {
                    scope.declare(name, .void, isLet: true, type: type)
                    scope[local: name]?.getter = ComputedGetter(body: getter, file: currentFile, type: type)
                    return
                }
                if variable.getter != nil { throw error(Msg.Run.notInSubset(Msg.Run.computedVariableOutsideType), variable.span) }
                // `var ganador: Jugador?` starts as nil, as in Swift; any other waits for its value.
                let start: Value? = !variable.isLet && Lowerer.isOptional(type) ? .optional(nil) : nil
                try bindDeclaration(variable.pattern, value: start, type: type, isLet: variable.isLet, scope)
                return
            }
            let value = try coerce(try evaluate(initializer, scope, expected: type), to: type)
            try bindDeclaration(variable.pattern, value: value, type: type, isLet: variable.isLet, scope)
            if variable.willSet != nil || variable.didSet != nil, let name = variable.name {
                scope[local: name]?.observers = VariableObservers(declaration: variable, file: currentFile, scope: scope,
                                                                  context: typeContext)
            }
        case .function(let function):
            declareLocalFunction(function, scope)
        case .enumDecl, .structDecl, .classDecl, .extensionDecl, .typeAlias, .protocolDecl:
            declareNested([decl])
        case .initializer, .enumCase:
            break
        }
    }

    /// A function declared in a body: a value that captures the body's scope.
    private func declareLocalFunction(_ function: FunctionDecl, _ scope: Scope) {
        let body = FunctionValue.Body.declared(Located(node: function, file: currentFile), selfValue: nil, scope: scope)
        scope.declare(function.name, .function(FunctionValue(body: body)), isLet: true, type: .function)
    }

    /// `let x = v`, `let (a, b) = v`, `var x: Int` (declared now, assigned later).
    private func bindDeclaration(_ pattern: Pattern, value: Value?, type: RuntimeType?, isLet: Bool, _ scope: Scope) throws {
        switch pattern.kind {
        case .binding(let name):
            scope.declare(name, value ?? .void, isLet: isLet && value != nil, type: type)
        case .typed(let inner, let ref):
            let declared = resolveType(ref, context: typeContext)
            try bindDeclaration(inner, value: try value.map { try coerce($0, to: declared) }, type: declared, isLet: isLet, scope)
        case .tuple(let elements):
            guard let value, case .tuple(let tuple) = value, tuple.elements.count == elements.count else {
                throw error(Msg.Run.notAssignable, pattern.span)
            }
            for (element, item) in zip(elements, tuple.elements) {
                try bindDeclaration(element.pattern, value: item, type: nil, isLet: isLet, scope)
            }
        case .wildcard:
            return
        case .valueBinding(_, let inner):
            try bindDeclaration(inner, value: value, type: type, isLet: isLet, scope)
        case .enumCase, .optionalSome, .expression, .cast, .isType:
            throw error(Msg.Run.notAssignable, pattern.span)
        }
    }
}

extension Pattern {
    /// Whether matching can bind a name (without building the list of names).
    var binds: Bool {
        switch kind {
        case .wildcard, .isType: return false
        case .expression(let expression):
            if case .identifier = expression.kind { return true }  // a bare name binds in `for` patterns
            return false
        case .binding, .valueBinding: return true
        case .optionalSome(let inner), .cast(let inner, _), .typed(let inner, _): return inner.binds
        case .enumCase(_, _, let payload): return payload?.contains { $0.pattern.binds } ?? false
        case .tuple(let elements): return elements.contains { $0.pattern.binds }
        }
    }
}
