import Language

/// A walk over a whole syntax tree, reporting what the static checks look for: variables and
/// parameters (to learn the types of names) and `switch` statements with the type they are in.
enum SyntaxWalk {
    enum Event {
        case variable(VariableDecl)
        case parameter(Parameter)
        /// A `switch`, and the type whose declaration or extension encloses it (for `switch self`).
        case switchStatement(SwitchStmt, enclosingType: [String])
        /// An `if` with its `else if`s (reported once, at its head): each branch's conditions,
        /// and whether it ends in a plain `else` that takes whatever the conditions left.
        case ifChain(branches: [[Condition]], catchAll: Bool, span: Span, enclosingType: [String])
        case guardStatement(conditions: [Condition], span: Span, enclosingType: [String])
    }

    static func visit(_ unit: SourceUnit, _ report: (Event) -> Void) {
        withoutActuallyEscaping(report) { report in
            var walker = Walker(report: report)
            for statement in unit.statements { walker.statement(statement) }
        }
    }

    private struct Walker {
        let report: (Event) -> Void
        var typeScope: [String] = []

        mutating func declaration(_ declaration: Decl) {
            switch declaration {
            case .enumDecl(let decl): inType(typeScope + [decl.name]) { $0.declarations(decl.members) }
            case .structDecl(let decl): inType(typeScope + [decl.name]) { $0.declarations(decl.members) }
            case .classDecl(let decl): inType(typeScope + [decl.name]) { $0.declarations(decl.members) }
            case .extensionDecl(let decl):
                var path: [String] = []
                if case .named(let components, _) = decl.extendedType.kind { path = components }
                inType(path) { $0.declarations(decl.members) }
            case .function(let decl):
                for parameter in decl.parameters { self.parameter(parameter) }
                if let body = decl.body { block(body) }
            case .initializer(let decl):
                for parameter in decl.parameters { self.parameter(parameter) }
                block(decl.body)
            case .variable(let decl):
                report(.variable(decl))
                if let initializer = decl.initializer { expression(initializer) }
                for body in [decl.getter, decl.setter?.body, decl.didSet, decl.willSet].compactMap({ $0 }) { block(body) }
            case .protocolDecl(let decl): inType(typeScope + [decl.name]) { $0.declarations(decl.members) }
            case .enumCase, .typeAlias:
                break
            }
        }

        mutating func declarations(_ members: [Decl]) { for member in members { declaration(member) } }

        mutating func inType(_ path: [String], _ body: (inout Walker) -> Void) {
            let saved = typeScope
            typeScope = path
            body(&self)
            typeScope = saved
        }

        mutating func parameter(_ parameter: Parameter) {
            report(.parameter(parameter))
            if let value = parameter.defaultValue { expression(value) }
        }

        mutating func block(_ block: Block) { for statement in block.statements { self.statement(statement) } }

        /// `chained`: an `else if`, already reported with the head of its chain.
        mutating func statement(_ statement: Stmt, chained: Bool = false) {
            switch statement.kind {
            case .expression(let expr): expression(expr)
            case .declaration(let decl): declaration(decl)
            case .ifStatement(let conditions, let then, let otherwise):
                if !chained {
                    let (branches, catchAll) = Self.chain(conditions, otherwise)
                    report(.ifChain(branches: branches, catchAll: catchAll, span: statement.span, enclosingType: typeScope))
                }
                self.conditions(conditions)
                block(then)
                var next = otherwise
                while let clause = next {
                    switch clause {
                    case .block(let body): block(body); next = nil
                    case .elseIf(let nested): self.statement(nested, chained: true); next = nil
                    }
                }
            case .guardStatement(let conditions, let otherwise):
                report(.guardStatement(conditions: conditions, span: statement.span, enclosingType: typeScope))
                self.conditions(conditions)
                block(otherwise)
            case .whileLoop(let conditions, let body):
                self.conditions(conditions)
                block(body)
            case .repeatWhile(let body, let condition):
                block(body)
                expression(condition)
            case .forIn(_, let sequence, let whereClause, let body):
                expression(sequence)
                if let whereClause { expression(whereClause) }
                block(body)
            case .switchStatement(let switchStmt):
                report(.switchStatement(switchStmt, enclosingType: typeScope))
                expression(switchStmt.subject)
                for arm in switchStmt.cases {
                    if case .items(let items) = arm.label {
                        for item in items { if let guardExpression = item.guardExpression { expression(guardExpression) } }
                    }
                    for inner in arm.body { self.statement(inner) }
                }
            case .returnStatement(let value): if let value { expression(value) }
            case .doBlock(let body), .deferStatement(let body): block(body)
            case .doCatch(let body, let catches):
                block(body)
                for clause in catches {
                    if let guardExpression = clause.guardExpression { expression(guardExpression) }
                    block(clause.body)
                }
            case .throwStatement(let value): expression(value)
            case .labeled(_, let inner): self.statement(inner)
            case .breakStatement, .continueStatement, .fallthroughStatement, .labeledJump: break
            }
        }

        /// The conditions of every branch of an `if … else if …` chain, and whether a plain `else` ends it.
        static func chain(_ conditions: [Condition], _ otherwise: ElseClause?) -> ([[Condition]], Bool) {
            var branches = [conditions]
            var next = otherwise
            while let clause = next {
                switch clause {
                case .block: return (branches, true)
                case .elseIf(let nested):
                    guard case .ifStatement(let more, _, let rest) = nested.kind else { return (branches, false) }
                    branches.append(more)
                    next = rest
                }
            }
            return (branches, false)
        }

        mutating func conditions(_ conditions: [Condition]) {
            for condition in conditions {
                switch condition {
                case .expression(let expr): expression(expr)
                case .optionalBinding(_, _, let value, _): expression(value)
                case .casePattern(_, let value, _): expression(value)
                }
            }
        }

        /// Only closures hold statements inside expressions.
        mutating func expression(_ expr: Expr) {
            switch expr.kind {
            case .closure(_, let body, _): for statement in body { self.statement(statement) }
            case .arrayLiteral(let items): for item in items { expression(item) }
            case .dictionaryLiteral(let pairs): for pair in pairs { expression(pair.key); expression(pair.value) }
            case .member(let base, _): expression(base)
            case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
                expression(callee)
                for argument in arguments { expression(argument.value) }
            case .tuple(let arguments): for argument in arguments { expression(argument.value) }
            case .prefix(_, let operand), .bindOptional(let operand), .optionalEvaluation(let operand),
                 .forceUnwrap(let operand), .inoutArgument(let operand), .cast(let operand, _, _), .isType(let operand, _),
                 .injectIntoOptional(let operand), .overload(let operand, _, _), .tryExpression(let operand, _),
                 .staticType(let operand, _):
                expression(operand)
            case .binary(_, let left, let right), .nilCoalescing(let left, let right), .range(let left, let right, _):
                expression(left); expression(right)
            case .assignment(_, let target, let value): expression(target); expression(value)
            case .ternary(let condition, let then, let otherwise):
                expression(condition); expression(then); expression(otherwise)
            case .stringLiteral(let segments):
                for case .interpolation(let inner) in segments { expression(inner) }
            case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .identifier, .selfExpression,
                 .implicitMember, .typeExpression:
                break
            }
        }
    }
}
