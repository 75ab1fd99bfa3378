import Messages

/// The front end's entry point: source text in, syntax tree and every syntax error out.
public enum Parse {
    /// Parses a whole file or REPL entry. Never fails and never traps: errors come back as
    /// Spanish diagnostics (one per problem, in source order), next to whatever could be read.
    /// `operators` are those the entries before this one declared (`infix operator **`); the
    /// table this unit leaves comes back with it.
    public static func file(_ source: SourceFile, operators: OperatorTable = .standard)
        -> (unit: SourceUnit, diagnostics: [Diagnostic], operators: OperatorTable) {
        var parser = Parser(source: source)
        parser.operators = operators.adding(declarationsIn: parser.tokens)
        let statements = parser.parseTopLevel()
        return (SourceUnit(statements: statements), parser.diagnostics(), parser.operators)
    }

    /// A type written alone (`Caja<Bool>`, `Destino?`, `(Bool, Bool)`), as `:contar` takes it;
    /// nil unless the whole text is one type.
    public static func type(_ text: String) -> TypeRef? {
        var parser = Parser(source: SourceFile(path: "tipo", text: text))
        guard let type = try? parser.parseType(), parser.at(.endOfFile), parser.problems.isEmpty else { return nil }
        return type
    }
}

/// A syntax error that abandons the construct being read. `problem` is nil when the error was
/// already reported (an unclosed block seen again by every enclosing block at the end of input).
struct ParseError: Error {
    var problem: Problem?
}

/// A recursive-descent parser over the lexer's tokens. Each `parse…` method reads one construct
/// and throws `ParseError` when it cannot; the loops that read statements and members catch it,
/// record the problem and skip to the next statement boundary, so one file yields every error.
struct Parser {
    let source: SourceFile
    var tokens: [Token]
    var index = 0
    var problems: [Problem]
    /// How deep the current construct is nested; bounded so hostile input cannot exhaust the stack.
    /// Each nested expression costs about three levels, so real code (a dozen levels) is far
    /// from the bound, and trees stay shallow enough for every later stage to recurse over.
    /// (A debug build on a test thread overflowed at about 1000.)
    var depth = 0
    static let maxDepth = 200
    /// False while reading the condition of `if`/`while`/`guard`/`switch`/`for`, where `{` opens
    /// the body rather than a trailing closure.
    var allowTrailingClosure = true
    /// For each closure being read, innermost last: how many `$0`, `$1`… its body uses.
    var anonymousArity: [Int] = []
    /// For each closure being read, innermost last: its first `$n`, if any (refused in a closure
    /// that names its parameters).
    var firstAnonymousUse: [Token?] = []
    /// More `$n` arguments than any function type a program writes.
    static let anonymousArgumentLimit = 1024
    /// Where the statement being read began: a missing piece is placed at the end of the
    /// previous line only when that line belongs to this statement.
    var statementStart = 0
    /// An unclosed block at the end of input is reported once, for the innermost block.
    var reportedUnclosedBlock = false
    /// Swift's operators and those the program declares, with their precedence.
    var operators = OperatorTable.standard
    /// The protocols of the last `P & Q` read: a constraint keeps them all (`T: P & Q`); any
    /// other place reads the composition as `Any` (see `parseType`).
    var composedParts: [TypeRef] = []
    /// The operators this unit declares, by name: a second declaration is an error.
    var declaredOperators: Set<String> = []

    init(source: SourceFile) {
        self.source = source
        let lexed = Lexer.tokenize(source)
        self.tokens = lexed.tokens
        self.problems = lexed.problems
    }

    /// Problems as diagnostics, in source order, at most one per position (the lexer's
    /// complaint about a character wins over the parser's about the token it became).
    func diagnostics() -> [Diagnostic] { Diagnostic.bounded(problems, in: source) }

    // MARK: - Tokens

    /// The token being looked at; the list always ends with `.endOfFile`, which is never passed.
    var current: Token { tokens[index] }

    func peek(_ ahead: Int = 1) -> Token { tokens[min(index + ahead, tokens.count - 1)] }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Where the last consumed token ends: the end of the construct just read.
    var previousEnd: Int { index > 0 ? tokens[index - 1].span.end : current.span.start }

    func at(_ kind: Token.Kind) -> Bool { current.kind == kind }
    func atKeyword(_ word: String) -> Bool { current.isKeyword(word) }
    func atOperator(_ spelling: String) -> Bool { current.isOperator(spelling) }

    mutating func consume(_ kind: Token.Kind) -> Bool {
        guard at(kind) else { return false }
        advance()
        return true
    }

    mutating func consumeKeyword(_ word: String) -> Bool {
        guard atKeyword(word) else { return false }
        advance()
        return true
    }

    /// Consumes a token of `kind` or fails with «se esperaba X, pero aparece Y».
    @discardableResult
    mutating func expect(_ kind: Token.Kind, _ what: String) throws(ParseError) -> Token {
        guard at(kind) else { throw expected(what) }
        return advance()
    }

    /// A name: an identifier, or (where Swift allows it, e.g. after `.`) any keyword.
    mutating func expectName(_ what: String = Msg.Syntax.name, allowKeywords: Bool = false) throws(ParseError) -> Token {
        guard at(.identifier) || (allowKeywords && at(.keyword)) else { throw expected(what) }
        return advance()
    }

    /// The closing token of a group opened by `opener`, or an error naming the opener's line.
    mutating func expectClosing(_ kind: Token.Kind, opener: Token) throws(ParseError) {
        guard !consume(kind) else { return }
        let closer = kind == .rightParen ? ")" : kind == .rightBracket ? "]" : "}"
        if kind == .rightBrace, at(.endOfFile) {
            guard !reportedUnclosedBlock else { throw ParseError(problem: nil) }
            reportedUnclosedBlock = true
            throw ParseError(problem: Problem(offset: previousEnd, message: Msg.Syntax.unclosedBlock(line: line(of: opener))))
        }
        let message = Msg.Syntax.unclosed(closer, opener: opener.text, line: line(of: opener))
        if index > statementStart, current.newlineBefore || at(.endOfFile) {
            throw ParseError(problem: Problem(offset: previousEnd, message: message))
        }
        throw error(message)
    }

    /// Inside `( … )` or `[ … ]`: the line ended and the next one starts a new statement or
    /// declaration, or a `}` came, so the group was left open; the caller reports the opener.
    var groupInterrupted: Bool {
        if at(.rightBrace) { return true }
        guard current.newlineBefore, current.kind == .keyword else { return false }
        return Parser.statementKeywords.contains(current.text) || Parser.declarationKeywords.contains(current.text)
    }

    static let statementKeywords: Set<String> = [
        "if", "guard", "while", "repeat", "for", "switch", "do", "return", "break", "continue", "fallthrough",
        "case", "default", "static",
    ]

    func line(of token: Token) -> Int { source.location(of: token.span.start).line }

    // MARK: - Errors

    func error(_ message: String, at token: Token? = nil) -> ParseError {
        ParseError(problem: Problem(offset: (token ?? current).span.start, message: message))
    }

    /// «se esperaba X, pero aparece Y». When the line (or the text) ended before X, the caret
    /// goes just after the last token read, where X was missing, rather than onto the next line.
    func expected(_ what: String) -> ParseError {
        if index > statementStart, current.newlineBefore || at(.endOfFile) {
            let message = at(.endOfFile) ? Msg.Syntax.expected(what, found: describeCurrent())
                                         : Msg.Syntax.expectedBeforeLineEnd(what)
            return ParseError(problem: Problem(offset: previousEnd, message: message))
        }
        return error(Msg.Syntax.expected(what, found: describeCurrent()))
    }

    func unexpected() -> ParseError { error(Msg.Syntax.unexpected(describeCurrent())) }

    /// The current token as a message names it.
    func describeCurrent() -> String { current.quoted }

    mutating func report(_ error: ParseError) {
        if let problem = error.problem { record(problem) }
    }

    mutating func report(_ message: String, at token: Token) {
        record(Problem(offset: token.span.start, message: message))
    }

    /// Keeps a problem unless there are far more than will be shown already.
    mutating func record(_ problem: Problem) {
        guard problems.count < Diagnostic.limit * 4 else { return }
        problems.append(problem)
    }

    /// Enters one level of nesting; the caller pairs it with `defer { depth -= 1 }`.
    mutating func descend() throws(ParseError) {
        guard depth < Parser.maxDepth else { throw error(Msg.Syntax.tooDeep) }
        depth += 1
    }

    // MARK: - Recovery

    /// After an error in the statement that began at token `start`: skip to the next statement
    /// boundary (a line break, a `;`, or the `}` closing the enclosing block), always consuming
    /// at least one token so the caller's loop makes progress. Bracketed groups are skipped
    /// whole, so the rest of a broken line does not leave half a block behind.
    mutating func synchronize(from start: Int) {
        if index <= start, !at(.rightBrace), !at(.endOfFile) { skipGroup() }
        while !at(.endOfFile), !at(.rightBrace) {
            if consume(.semicolon) { return }
            if current.newlineBefore { return }
            skipGroup()
        }
    }

    /// Skips one token, or a whole `( … )`, `[ … ]`, `{ … }` group starting at it. A `}` that
    /// closes nothing opened here belongs to an enclosing block and stops the skip.
    mutating func skipGroup() {
        guard let closer = Parser.closer(of: current.kind) else { advance(); return }
        advance()
        var pending = [closer]
        while !at(.endOfFile), let expected = pending.last {
            if let nested = Parser.closer(of: current.kind) {
                pending.append(nested)
            } else if at(expected) {
                pending.removeLast()
                if pending.isEmpty { advance(); return }
            } else if at(.rightBrace), !pending.contains(.rightBrace) {
                return
            }
            advance()
        }
    }

    static func closer(of kind: Token.Kind) -> Token.Kind? {
        switch kind {
        case .leftParen: return .rightParen
        case .leftBracket: return .rightBracket
        case .leftBrace: return .rightBrace
        case .identifier, .keyword, .integer, .float, .string, .oper, .rightParen, .rightBrace, .rightBracket,
             .comma, .colon, .semicolon, .period, .at, .arrow, .unknown, .endOfFile:
            return nil
        }
    }

    // MARK: - Nested token streams

    /// Parses the expression of a string interpolation: its bytes are lexed on their own and read
    /// with this same parser (sharing the depth bound and the problems), then the tokens return.
    mutating func parseInterpolation(start: Int, end: Int) -> Expr {
        var lexed = Lexer.tokenize(source, range: start..<end)
        problems += lexed.problems
        lexed.tokens[lexed.tokens.count - 1].text = ")"
        let saved = (tokens, index, allowTrailingClosure, statementStart)
        tokens = lexed.tokens
        index = 0
        statementStart = 0
        allowTrailingClosure = true
        defer { (tokens, index, allowTrailingClosure, statementStart) = saved }
        do throws(ParseError) {
            let expression = try parseExpression()
            if !at(.endOfFile) { throw unexpected() }
            return expression
        } catch {
            report(error)
            return Expr(.stringLiteral([]), span: Span(start, end))
        }
    }
}
