import Language

/// Whether control can reach the end of a block, as Swift's "missing return" analysis sees it.
struct Flow {
    /// Functions that never return: the library's and the program's own `-> Never`.
    var neverReturning: Set<String> = ["fatalError", "preconditionFailure", "exit"]
    /// What else leaves the block: `break` and `continue` leave a `guard`'s scope, not a function.
    enum Exit { case function, scope, scopeInsideSwitch }

    func exits(_ statements: [Stmt], _ exit: Exit = .function) -> Bool {
        statements.contains { exits($0, exit) }
    }

    func exits(_ statement: Stmt, _ exit: Exit = .function) -> Bool {
        switch statement.kind {
        case .returnStatement: return true
        case .expression(let e): return isNeverCall(e)
        case .ifStatement(_, let then, let otherwise):
            guard let otherwise else { return false }
            switch otherwise {
            case .block(let b): return exits(then.statements, exit) && exits(b.statements, exit)
            case .elseIf(let s): return exits(then.statements, exit) && exits(s, exit)
            }
        case .switchStatement(let s):
            // A `break` there leaves the switch only.
            let inner: Exit = exit == .function ? .function : .scopeInsideSwitch
            // A case that ends in `fallthrough` leaves as the next case does.
            var nextExits = false
            for switchCase in s.cases.reversed() {
                let fallsThrough: Bool
                if case .fallthroughStatement? = switchCase.body.last?.kind { fallsThrough = true } else { fallsThrough = false }
                nextExits = exits(switchCase.body, inner) || fallsThrough && nextExits
                if !nextExits { return false }
            }
            return !s.cases.isEmpty
        case .doBlock(let b): return exits(b.statements, exit)
        case .doCatch(let b, let catches):
            return exits(b.statements, exit) && catches.allSatisfy { exits($0.body.statements, exit) }
        case .throwStatement: return true
        case .labeled(_, let inner): return exits(inner, exit)
        // `break label` and `continue label` leave an enclosing statement, never the function.
        case .labeledJump: return exit != .function
        case .whileLoop(let conditions, let body):
            // `while true { … }` without a `break` never falls out.
            guard conditions.count == 1, case .expression(let e) = conditions[0], case .booleanLiteral(true) = e.kind
            else { return false }
            return !Self.containsBreak(body.statements)
        case .breakStatement: return exit == .scope
        case .continueStatement: return exit != .function
        case .guardStatement, .declaration, .repeatWhile, .forIn, .fallthroughStatement, .deferStatement:
            return false
        }
    }

    func isNeverCall(_ e: Expr) -> Bool {
        guard case .call(let callee, _) = e.kind else { return false }
        if case .identifier(let name) = callee.kind { return neverReturning.contains(name) }
        if case .member(_, let name) = callee.kind { return neverReturning.contains(name) }
        return false
    }

    private static func containsBreak(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .breakStatement, .labeledJump(isBreak: true, _): return true
            case .ifStatement(_, let then, let otherwise):
                if containsBreak(then.statements) { return true }
                switch otherwise {
                case .block(let b)?: return containsBreak(b.statements)
                case .elseIf(let s)?: return containsBreak([s])
                case nil: return false
                }
            case .doBlock(let b): return containsBreak(b.statements)
            case .doCatch(let b, let catches): return containsBreak(b.statements) || catches.contains { containsBreak($0.body.statements) }
            case .labeled(_, let inner): return containsBreak([inner])
            case .guardStatement(_, let otherwise): return containsBreak(otherwise.statements)
            // A `break` inside a switch or a nested loop leaves that, not the `while`.
            case .switchStatement, .whileLoop, .repeatWhile, .forIn, .expression, .declaration, .returnStatement,
                 .continueStatement, .fallthroughStatement, .throwStatement, .deferStatement, .labeledJump:
                return false
            }
        }
    }

    /// A single `if`/`switch` whose every branch is one expression: a value (Swift 5.9).
    static func isBranchExpression(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .switchStatement(let s):
            return !s.cases.isEmpty && s.cases.allSatisfy { isBranchBody($0.body) }
        case .ifStatement(_, let then, let otherwise):
            guard isBranchBody(then.statements), let otherwise else { return false }
            switch otherwise {
            case .block(let b): return isBranchBody(b.statements)
            case .elseIf(let s): return isBranchExpression(s)
            }
        case .expression, .declaration, .guardStatement, .whileLoop, .repeatWhile, .forIn, .returnStatement,
             .breakStatement, .continueStatement, .fallthroughStatement, .doBlock, .doCatch, .throwStatement,
             .deferStatement, .labeled, .labeledJump:
            return false
        }
    }

    private static func isBranchBody(_ statements: [Stmt]) -> Bool {
        guard statements.count == 1 else { return false }
        if case .expression = statements[0].kind { return true }
        return isBranchExpression(statements[0])
    }
}

extension Flow {
    /// The flow analysis of `program`: its own functions and methods declared `-> Never` end a
    /// path as `fatalError` does.
    init(program: Program) {
        func isNever(_ f: FunctionDecl) -> Bool {
            if case .named(let path, _)? = f.result?.kind { return path == ["Never"] || path == ["Swift", "Never"] }
            return false
        }
        let functions = program.functions.values.joined()
        let methods = program.types.values.flatMap { $0.methods.values.joined() }
        neverReturning.formUnion((functions + methods).filter(isNever).map(\.name))
    }
}
