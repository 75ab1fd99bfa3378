import Language

/// Whether control can reach the end of a block, as Swift's "missing return" analysis sees it.
enum Flow {
    static func exits(_ statements: [Stmt]) -> Bool {
        statements.contains(where: exits)
    }

    static func exits(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .returnStatement: return true
        case .expression(let e): return isNeverCall(e)
        case .ifStatement(_, let then, let otherwise):
            guard let otherwise else { return false }
            switch otherwise {
            case .block(let b): return exits(then.statements) && exits(b.statements)
            case .elseIf(let s): return exits(then.statements) && exits(s)
            }
        case .switchStatement(let s):
            return !s.cases.isEmpty && s.cases.allSatisfy { exits($0.body) }
        case .doBlock(let b): return exits(b.statements)
        case .whileLoop(let conditions, let body):
            // `while true { … }` without a `break` never falls out.
            guard conditions.count == 1, case .expression(let e) = conditions[0], case .booleanLiteral(true) = e.kind
            else { return false }
            return !containsBreak(body.statements)
        case .guardStatement, .declaration, .repeatWhile, .forIn, .breakStatement, .continueStatement,
             .fallthroughStatement:
            return false
        }
    }

    static func isNeverCall(_ e: Expr) -> Bool {
        guard case .call(let callee, _) = e.kind, case .identifier(let name) = callee.kind else { return false }
        return name == "fatalError" || name == "preconditionFailure"
    }

    private static func containsBreak(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .breakStatement: return true
            case .ifStatement(_, let then, let otherwise):
                if containsBreak(then.statements) { return true }
                switch otherwise {
                case .block(let b)?: return containsBreak(b.statements)
                case .elseIf(let s)?: return containsBreak([s])
                case nil: return false
                }
            case .doBlock(let b): return containsBreak(b.statements)
            case .guardStatement(_, let otherwise): return containsBreak(otherwise.statements)
            // A `break` inside a switch or a nested loop leaves that, not the `while`.
            case .switchStatement, .whileLoop, .repeatWhile, .forIn, .expression, .declaration, .returnStatement,
                 .continueStatement, .fallthroughStatement:
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
             .breakStatement, .continueStatement, .fallthroughStatement, .doBlock:
            return false
        }
    }

    private static func isBranchBody(_ statements: [Stmt]) -> Bool {
        guard statements.count == 1 else { return false }
        if case .expression = statements[0].kind { return true }
        return isBranchExpression(statements[0])
    }
}
