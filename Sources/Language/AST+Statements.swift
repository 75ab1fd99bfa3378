/// Statements and patterns: blocks, conditions, `switch` and its cases, the patterns of `case` and `catch`.

public struct Block: Sendable {
    public var statements: [Stmt]
    public var span: Span
    public init(statements: [Stmt], span: Span) { self.statements = statements; self.span = span }
}

public struct Stmt: Sendable {
    public indirect enum Kind: Sendable {
        case expression(Expr)
        case declaration(Decl)
        case ifStatement(conditions: [Condition], then: Block, otherwise: ElseClause?)
        case guardStatement(conditions: [Condition], otherwise: Block)
        case whileLoop(conditions: [Condition], body: Block)
        case repeatWhile(body: Block, condition: Expr)
        case forIn(pattern: Pattern, sequence: Expr, whereClause: Expr?, body: Block)
        case switchStatement(SwitchStmt)
        case returnStatement(Expr?)
        case breakStatement
        case continueStatement
        case fallthroughStatement
        /// `do { … }` without `catch`: a scope.
        case doBlock(Block)
        /// `do { … } catch … { … }`.
        case doCatch(Block, [CatchClause])
        case throwStatement(Expr)
        case deferStatement(Block)
        /// `externo: for …`: a loop, `if` or `switch` that `break externo` / `continue externo` name.
        case labeled(String, Stmt)
        /// `break externo` (`isBreak`) or `continue externo`.
        case labeledJump(isBreak: Bool, label: String)
    }
    public var kind: Kind
    public var span: Span
    public init(_ kind: Kind, span: Span) { self.kind = kind; self.span = span }
}

/// `catch`, `catch let e as ErrorBanco`, `catch ErrorBanco.fondos(let n) where n > 3`.
public struct CatchClause: Sendable {
    /// nil for a bare `catch`, which binds `error`.
    public var pattern: Pattern?
    public var guardExpression: Expr?
    public var body: Block
    public var span: Span
    public init(pattern: Pattern?, guardExpression: Expr?, body: Block, span: Span) {
        self.pattern = pattern; self.guardExpression = guardExpression; self.body = body; self.span = span
    }
}

public indirect enum ElseClause: Sendable {
    case block(Block)
    /// `else if …`: a nested `if` statement.
    case elseIf(Stmt)
}

public enum Condition: Sendable {
    case expression(Expr)
    /// `let x = e` / `var x = e` / `let x` (shorthand, Swift 5.7): binds when `e` is not nil.
    case optionalBinding(isLet: Bool, name: String, value: Expr, span: Span)
    /// `case pattern = e`.
    case casePattern(Pattern, value: Expr, span: Span)
}

public struct SwitchStmt: Sendable {
    public var subject: Expr
    public var cases: [SwitchCase]
    public var span: Span
    public init(subject: Expr, cases: [SwitchCase], span: Span) {
        self.subject = subject; self.cases = cases; self.span = span
    }
}

public struct SwitchCase: Sendable {
    public enum Label: Sendable {
        /// `case p1 where g1, p2:` — each item has its own optional `where`.
        case items([CaseItem])
        case defaultCase
        /// `@unknown default:`
        case unknownDefault
    }
    public var label: Label
    public var body: [Stmt]
    /// Span of the `case …:` / `default:` label, which the REPL shows as the matched arm.
    public var labelSpan: Span
    public var span: Span
    public init(label: Label, body: [Stmt], labelSpan: Span, span: Span) {
        self.label = label; self.body = body; self.labelSpan = labelSpan; self.span = span
    }
}

public struct CaseItem: Sendable {
    public var pattern: Pattern
    public var guardExpression: Expr?
    public var span: Span
    public init(pattern: Pattern, guardExpression: Expr?, span: Span) {
        self.pattern = pattern; self.guardExpression = guardExpression; self.span = span
    }
}

// MARK: - Patterns

public struct Pattern: Sendable {
    public indirect enum Kind: Sendable {
        case wildcard
        /// A name bound by the match (inside `let`/`var`, or a bare name in a binding position).
        case binding(String)
        /// `let p` / `var p`: everything inside binds.
        case valueBinding(isLet: Bool, Pattern)
        /// `.cargando(id, _)`, `Estado.listo(let p)`, `.inactivo`; `type` is the written prefix, if any.
        case enumCase(type: TypeRef?, name: String, payload: [PatternElement]?)
        case tuple([PatternElement])
        /// `x?`: matches a non-nil optional.
        case optionalSome(Pattern)
        /// A value compared with `==` (or `~=` for ranges): `3`, `"a"`, `limite`, `1...3`.
        case expression(Expr)
        /// `p as T`.
        case cast(Pattern, TypeRef)
        /// `is T`.
        case isType(TypeRef)
        /// `p: T` in a declaration: `let x: Int`.
        case typed(Pattern, TypeRef)
    }
    public var kind: Kind
    public var span: Span
    public init(_ kind: Kind, span: Span) { self.kind = kind; self.span = span }
}

public struct PatternElement: Sendable {
    public var label: String?
    public var pattern: Pattern
    public init(label: String?, pattern: Pattern) { self.label = label; self.pattern = pattern }
}
