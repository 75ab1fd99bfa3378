import Language
import Messages

/// The type checker's entry points.
public enum TypeCheck {
    /// A unit after checking: its problems, and the tree with Swift's implicit conversions
    /// written out (what the interpreter runs).
    public struct Checked: Sendable {
        public var unit: SourceUnit
        public var diagnostics: [Diagnostic]
        /// The type of the entry's value when it ends in an expression and the run cannot tell it
        /// (a `Substring` is text at run time): what the REPL's echo names (`$R0: Substring`).
        public var resultType: SwiftType? = nil
        /// The type the echo names the entry's value by when it is `nil`, which has no type of
        /// its own to tell (`cajas.first` of an empty set is a `Caja<Int>?`).
        public var nilType: SwiftType? = nil
        /// The entry ends in a call that gives nothing, perhaps through `?.` (`delegado?.avisar()`,
        /// `acciones["x"]?()`), or one whose result is discardable (`lista.remove(at: 0)`): a
        /// statement, as in the compiled program, with no value to show.
        public var showsNoResult = false

        /// A unit `checker` has just checked, with what the echo says of its last expression.
        init(_ unit: SourceUnit, _ diagnostics: [Diagnostic], by checker: TypeChecker) {
            self.unit = unit
            self.diagnostics = diagnostics
            guard diagnostics.isEmpty else { return }
            (resultType, nilType, showsNoResult) = checker.echo(of: unit)
        }

        init(unit: SourceUnit, diagnostics: [Diagnostic]) {
            self.unit = unit
            self.diagnostics = diagnostics
        }
    }

    /// Checks a whole file or model on its own.
    public static func unit(_ unit: SourceUnit, in source: SourceFile) -> Checked {
        let session = TypeSession()
        return session.check(unit, in: source)
    }
}

/// What a REPL session has declared so far, for the checker: the model and every entry the
/// checker accepted, in order. A new entry is checked against them; a rejected one leaves the
/// session as it was.
public final class TypeSession: @unchecked Sendable {
    private var checker: TypeChecker?
    /// The declarations accepted so far, for the cycles a new one may close.
    private var cycles = CycleCheck()
    /// The session as it was before the last accepted entry, to take it back if it fails to run
    /// (`declared`: the entry added to the program and the cycle check, which undo it themselves).
    private var beforeLast: (declared: Bool, checker: TypeChecker?,
                             scopes: [[String: Local]], initialization: PendingInitialization)?

    public init() {}

    /// The operators the model and the accepted entries declare (`infix operator **`): the
    /// next entry is read with them.
    public var operators = OperatorTable.standard

    /// The declared program of the model and the accepted entries: what the interpreter runs.
    public var program: Program? { checker?.program }

    /// Whether the model or an accepted entry imports ComposableArchitecture.
    public var importsComposableArchitecture: Bool { checker?.program.importsComposableArchitecture ?? false }

    /// Whether an entry imports a module (the lexer only runs when the word is there at all).
    private static func imports(_ source: SourceFile) -> Bool {
        guard source.text.contains("import") else { return false }
        let read = UnmodelledNames.read(source)
        return read.importsFoundation || read.importsUnknownModules || read.importsComposableArchitecture
    }

    /// Checks `unit` after everything accepted before it, and keeps it when it has no problem.
    public func check(_ unit: SourceUnit, in source: SourceFile, isEntry: Bool = false) -> TypeCheck.Checked {
        beforeLast = (false, checker, checker?.scopes ?? [[:]], checker?.initialization ?? PendingInitialization())
        var entry = unit
        // An `import` changes what the program may call (Foundation's String methods): a new program too.
        let declares = unit.statements.contains(where: \.declaresProgramMembers) || Self.imports(source)
        if declares || checker == nil {
            // The program grows by this unit alone; the names earlier entries declared (their
            // scopes) carry over, so an entry costs what it declares, not what came before.
            let program = checker?.program ?? Program(units: [])
            program.add(unit, source: source)
            let fresh = TypeChecker(program: program, source: source)
            if let checker {
                fresh.scopes = checker.scopes
                fresh.initialization = checker.initialization
                fresh.sessionConstantNames = checker.sessionConstantNames
            }
            declareSessionConstants(in: fresh)
            fresh.defersUnknownNames = isEntry
            fresh.checkTopLevel(&entry)
            if isEntry { fresh.refuseEchoedIndices(entry) }
            fresh.defersUnknownNames = false
            // Cycles among declarations (static initial values, value types without
            // `indirect`), as swiftc refuses them, through this unit's declarations.
            let diagnostics = fresh.diagnostics() + cycles.add(unit, source: source)
            fresh.problems.removeAll()
            if diagnostics.isEmpty {
                // The interpreter runs the checked tree, so the program describes that one.
                program.settle(entry, source: source)
                beforeLast?.declared = true
                checker = fresh
            } else {
                program.takeBackLast()
                cycles.takeBackLast()
            }
            return TypeCheck.Checked(entry, diagnostics, by: fresh)
        }
        guard let checker else { return TypeCheck.Checked(unit: unit, diagnostics: []) }
        let savedScopes = checker.scopes
        let savedInitialization = checker.initialization
        checker.source = source
        declareSessionConstants(in: checker)
        checker.checkTopLevel(&entry)
        if isEntry { checker.refuseEchoedIndices(entry) }
        let diagnostics = checker.diagnostics()
        checker.problems.removeAll()
        if !diagnostics.isEmpty {
            checker.scopes = savedScopes
            checker.initialization = savedInitialization
        }
        return TypeCheck.Checked(entry, diagnostics, by: checker)
    }

    /// Constants the session provides to every entry (`estado`, the machine's current state),
    /// as if declared with `let` before it; an entry may declare its own of the same name.
    public func setSessionConstant(_ name: String, type: TypeRef) {
        sessionConstants.removeAll { $0.name == name }
        sessionConstants.append((name, type))
    }
    private var sessionConstants: [(name: String, type: TypeRef)] = []

    private func declareSessionConstants(in checker: TypeChecker) {
        for constant in sessionConstants where checker.scopes.first?[constant.name] == nil || checker.sessionConstantNames.contains(constant.name) {
            checker.scopes[0][constant.name] = Local(type: checker.resolve(constant.type, reporting: false), isLet: true)
            checker.sessionConstantNames.insert(constant.name)
        }
    }

    /// Takes back the last accepted entry: it stopped with an error when it ran, so what it
    /// declared does not exist.
    public func forgetLast() {
        guard let beforeLast else { return }
        if beforeLast.declared {
            checker?.program.takeBackLast()
            cycles.takeBackLast()
        }
        checker = beforeLast.checker
        checker?.scopes = beforeLast.scopes
        checker?.initialization = beforeLast.initialization
        self.beforeLast = nil
    }

    /// Checks an event typed at the prompt against the machine's event type; `locals` are
    /// constants in scope for it only (`estado` in a condition of `:camino`).
    public func checkExpression(_ expression: Expr, as type: TypeRef, in source: SourceFile,
                                locals: [(name: String, type: TypeRef)] = []) -> (Expr, [Diagnostic]) {
        guard let checker else { return (expression, []) }
        var e = expression
        let savedScopes = checker.scopes
        checker.source = source
        let expected = checker.resolve(type, reporting: false)
        checker.scopes.append([:])
        for local in locals { checker.declare(local.name, checker.resolve(local.type, reporting: false), isLet: true) }
        checker.check(&e, against: expected, .argument)
        let diagnostics = checker.diagnostics()
        checker.problems.removeAll()
        checker.scopes = savedScopes
        return (e, diagnostics)
    }
}

extension Stmt {
    /// Whether this top-level statement adds to the declared program (a type, an extension, a
    /// function, an alias), so the program must be read again.
    var declaresProgramMembers: Bool {
        guard case .declaration(let decl) = kind else { return false }
        switch decl {
        case .enumDecl, .structDecl, .classDecl, .extensionDecl, .function, .typeAlias, .protocolDecl: return true
        case .initializer, .variable, .enumCase: return false
        }
    }
}

extension TypeChecker {
    /// What the echo says of `unit`'s last statement when it is an expression, from its static
    /// type, found once: the type to name its value by when the checker knows all of it (`[Int]?`
    /// for a `nil`, `Substring`, `UInt8?`, `Result<Int, E>`; else the echo names the value by what
    /// it holds), the type to name a `nil` by, and whether it shows nothing (`()`, `()?`, a
    /// discardable result).
    func echo(of unit: SourceUnit) -> (result: SwiftType?, nilType: SwiftType?, showsNothing: Bool) {
        guard case .expression(let e)? = unit.statements.last?.kind else { return (nil, nil, false) }
        let type = quietType(e)
        let showsNothing = type == .void || type == .optional(.void) || isDiscardedResult(e)
        return (echoedType(e, type), nilEchoType(type), showsNothing)
    }

    private func echoedType(_ e: Expr, _ type: SwiftType) -> SwiftType? {
        // `d.keys`, `d.values`: typed as arrays, named as Swift names their own types.
        if case .member(let base, let name) = e.kind, name == "keys" || name == "values",
           case .array = type, Library.dictionaryView(e, self) != nil,
           case .dictionary(let key, let value) = quietType(base), key.namesEcho, value.namesEcho {
            return .opaque("Dictionary<\(key.echoSpelling), \(value.echoSpelling)>." + (name == "keys" ? "Keys" : "Values"))
        }
        return type.namesEcho ? type : nil
    }

    /// An optional type the checker knows whole: the program's concrete types, with the
    /// library's around them.
    private func nilEchoType(_ type: SwiftType) -> SwiftType? {
        guard case .optional(let wrapped) = type else { return nil }
        func isNamedWhole(_ type: SwiftType) -> Bool {
            switch type {
            case .nominal(let name, let arguments):
                guard let declaration = program.types[name], declaration.kind != .protocolType else { return false }
                return arguments.count == declaration.genericParameters.count && arguments.allSatisfy(isNamedWhole)
            case .optional(let inner), .array(let inner), .set(let inner): return isNamedWhole(inner)
            case .dictionary(let key, let value): return isNamedWhole(key) && isNamedWhole(value)
            case .tuple(let elements): return elements.allSatisfy { isNamedWhole($0.type) }
            default: return type.namesEcho
            }
        }
        return isNamedWhole(wrapped) ? type : nil
    }
}

extension SwiftType {
    var mentionsSubstring: Bool {
        switch self {
        case .substring: return true
        case .optional(let inner), .array(let inner), .set(let inner), .metatype(let inner), .range(let inner, _):
            return inner.mentionsSubstring
        case .dictionary(let key, let value): return key.mentionsSubstring || value.mentionsSubstring
        case .tuple(let elements): return elements.contains { $0.type.mentionsSubstring }
        case .library(_, let arguments): return arguments.contains(where: \.mentionsSubstring)
        case .result(let success, let failure): return success.mentionsSubstring || failure.mentionsSubstring
        case .function, .inoutParameter, .int, .double, .bool, .string, .character, .void, .nominal, .opaque, .never, .unknown, .parameter: return false
        }
    }

    /// Whether the echo can name a value by this type alone: it is made of the library's types
    /// (the program's own types and functions are named by their values).
    var namesEcho: Bool {
        switch self {
        case .int, .double, .bool, .string, .character, .substring: return true
        case .optional(let inner), .array(let inner), .set(let inner): return inner.namesEcho
        case .dictionary(let key, let value): return key.namesEcho && value.namesEcho
        case .tuple(let elements): return elements.allSatisfy { $0.type.namesEcho }
        case .library(_, let arguments): return arguments.allSatisfy(\.namesEcho)
        case .opaque(let name): return Self.fixedWidthNumbers.contains(name)
        // `Result { try f() }` of a value the checker does not type is echoed without its type.
        case .result(let success, let failure): return !(success.isUnknown && failure.isUnknown)
        case .metatype(let inner): return inner.mentionsSubstring
        // A one-sided range is typed as a range of its side: its value tells which it is.
        case .range, .nominal, .function, .inoutParameter, .void, .never, .unknown, .parameter: return false
        }
    }

    /// How the REPL's echo writes the type: as swiftc spells it, a dictionary as `[K: V]`, the
    /// error of a `Result` as `any Error`.
    public var echoSpelling: String {
        switch self {
        case .dictionary(let key, let value): return "[\(key.echoSpelling): \(value.echoSpelling)]"
        case .array(let element): return "[\(element.echoSpelling)]"
        case .optional(let wrapped): return wrapped.echoSpelling + "?"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.echoSpelling }.joined(separator: ", ") + ")"
        case .result(let success, let failure):
            return "Result<\(success.echoSpelling), \(failure == .opaque("Error") ? "any Error" : failure.echoSpelling)>"
        default: return spelling
        }
    }
}
