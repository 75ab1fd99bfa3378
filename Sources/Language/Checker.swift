import Messages

/// The static checks run when a model is loaded, as the compiler would run them: a `switch`
/// over one of the file's own enums (or a tuple of them) must cover every case, and a `let`
/// cannot be assigned to. They only speak when sure: a subject whose type they cannot work out,
/// or a value of unknown type, is left alone.
public enum Check {
    public static func unit(_ unit: SourceUnit, in source: SourceFile) -> [Diagnostic] {
        var checker = Checker(unit: unit)
        checker.run(unit)
        var seen = Set<Int>()
        return checker.problems.sorted { $0.offset < $1.offset }.compactMap { problem in
            guard seen.insert(problem.offset).inserted else { return nil }
            return Diagnostic(problem.message, at: source.location(of: problem.offset))
        }
    }
}

/// A name in scope, with what the checks need: whether it can change, and its type if known.
struct ScopeEntry {
    enum Kind { case variable, parameter, deferredLet }
    var type: StaticType?
    var isLet: Bool
    var kind: Kind
}

/// Where the walk stands: inside which type (if any), and whether `self` may change there.
struct TypeContext {
    var path: [String] = []
    var selfIsMutable = true
    var isInitializer = false
    var isStatic = false
}

/// Walks every statement and expression with a scope of names, running both checks.
struct Checker {
    let table: DeclaredTypes
    /// Free functions by name, for the type of a call's result.
    var functions: [String: TypeRef?] = [:]
    /// Innermost last; index 0 holds the file's globals.
    var scopes: [[String: ScopeEntry]] = [[:]]
    var context = TypeContext()
    var problems: [Problem] = []
    /// Bounds the recursion of type inference through property initializers.
    var inferenceDepth = 0

    init(unit: SourceUnit) {
        table = DeclaredTypes(unit)
    }

    mutating func run(_ unit: SourceUnit) {
        // Globals and free functions first: bodies may use them before their declaration.
        for statement in unit.statements {
            guard case .declaration(let declaration) = statement.kind else { continue }
            if case .function(let f) = declaration { functions[f.name] = f.result }
            if case .variable(let v) = declaration { declare(v) }
        }
        for statement in unit.statements { walk(statement) }
    }

    // MARK: - Scopes

    mutating func declare(_ name: String, _ binding: ScopeEntry) {
        guard name != "_" else { return }
        scopes[scopes.count - 1][name] = binding
    }

    /// A local or global name (not a property of `self`).
    func local(_ name: String) -> ScopeEntry? {
        for scope in scopes.dropFirst().reversed() {
            if let binding = scope[name] { return binding }
        }
        return nil
    }

    func global(_ name: String) -> ScopeEntry? { scopes[0][name] }

    var currentType: DeclaredType? {
        context.path.isEmpty ? nil : table.types[context.path.joined(separator: ".")]
    }

    /// A property of `self` reachable by its bare name (locals shadow it, it shadows globals).
    func selfProperty(_ name: String) -> DeclaredType.Property? {
        guard let info = currentType, let property = info.properties[name] else { return nil }
        return property.isStatic == context.isStatic || property.isStatic ? property : nil
    }

    mutating func withScope(_ body: (inout Checker) -> Void) {
        scopes.append([:])
        body(&self)
        scopes.removeLast()
    }

    mutating func report(_ message: String, at offset: Int) {
        problems.append(Problem(offset: offset, message: message))
    }

    // MARK: - Statements

    mutating func walk(_ block: Block) {
        withScope { checker in
            for statement in block.statements { checker.walk(statement) }
        }
    }

    mutating func walk(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let e): walk(e)
        case .declaration(let d): walk(d)
        case .ifStatement(let conditions, let then, let otherwise):
            withScope { checker in
                checker.walk(conditions)
                checker.walk(then)
            }
            switch otherwise {
            case .block(let b)?: walk(b)
            case .elseIf(let s)?: walk(s)
            case nil: break
            }
        case .guardStatement(let conditions, let otherwise):
            walk(otherwise)
            walk(conditions)
        case .whileLoop(let conditions, let body):
            withScope { checker in
                checker.walk(conditions)
                checker.walk(body)
            }
        case .repeatWhile(let body, let condition):
            walk(body)
            walk(condition)
        case .forIn(let pattern, let sequence, let whereClause, let body):
            walk(sequence)
            var element: StaticType?
            if case .array(let e)? = typeOf(sequence) { element = e }
            withScope { checker in
                checker.declare(pattern, type: element, isLet: true)
                if let whereClause { checker.walk(whereClause) }
                checker.walk(body)
            }
        case .switchStatement(let s): walk(s)
        case .returnStatement(let value): if let value { walk(value) }
        case .breakStatement, .continueStatement, .fallthroughStatement: break
        case .doBlock(let b): walk(b)
        }
    }

    mutating func walk(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let e): walk(e)
            case .optionalBinding(let isLet, let name, let value, _):
                walk(value)
                var type = typeOf(value)
                if case .optional(let wrapped)? = type { type = wrapped }
                declare(name, ScopeEntry(type: type, isLet: isLet, kind: .variable))
            case .casePattern(let pattern, let value, _):
                walk(value)
                declare(pattern, type: nil, isLet: true)
            }
        }
    }

    mutating func walk(_ s: SwitchStmt) {
        walk(s.subject)
        checkExhaustive(s)
        for switchCase in s.cases {
            withScope { checker in
                if case .items(let items) = switchCase.label {
                    for item in items {
                        checker.declare(item.pattern, type: nil, isLet: true)
                        if let guardExpression = item.guardExpression { checker.walk(guardExpression) }
                    }
                }
                for statement in switchCase.body { checker.walk(statement) }
            }
        }
    }

    /// Declares the names a pattern binds. Inside `var` they can change; elsewhere they are `let`.
    mutating func declare(_ pattern: Pattern, type: StaticType?, isLet: Bool) {
        switch pattern.kind {
        case .binding(let name): declare(name, ScopeEntry(type: type, isLet: isLet, kind: .variable))
        case .valueBinding(let bindsLet, let inner): declare(inner, type: type, isLet: bindsLet)
        case .enumCase(_, _, let payload):
            for element in payload ?? [] { declare(element.pattern, type: nil, isLet: isLet) }
        case .tuple(let elements):
            var types: [StaticType?] = []
            if case .tuple(let known)? = type, known.count == elements.count { types = known }
            for (index, element) in elements.enumerated() {
                declare(element.pattern, type: index < types.count ? types[index] : nil, isLet: isLet)
            }
        case .optionalSome(let inner):
            if case .optional(let wrapped)? = type { declare(inner, type: wrapped, isLet: isLet) } else {
                declare(inner, type: nil, isLet: isLet)
            }
        case .cast(let inner, _), .typed(let inner, _): declare(inner, type: nil, isLet: isLet)
        case .wildcard, .expression, .isType: break
        }
    }
}
