import Language
import Messages

/// Which declaration an overloaded call resolved to: its file and its place there.
struct OverloadChoice {
    var file: String
    var span: Span
}

/// The generic parameters of a function whose body is being checked.
struct FunctionGenerics {
    let parameters: [GenericParameter]
    /// A `where T == Int`, which the parser drops: such a `T` is not judged by its constraints.
    let hasSameTypeClause: Bool
    /// Whether a call hands the run time what they are bound to: not in a library type's
    /// extension, which no call of the program's carries.
    let isCarried: Bool
}

/// A name in scope with its static type.
struct Local {
    var type: SwiftType
    var isLet: Bool
    var isParameter = false
    /// A closure's parameter (`$0` too): its type comes from the call the closure is given to.
    var isClosureParameter = false
    /// A function's parameter of a function type not written `@escaping`: it may only be called
    /// or passed on, never kept (see `+Escaping`).
    var isNonEscaping = false
    /// A function's `inout` parameter: a closure that escapes may not capture it.
    var isInoutParameter = false
    /// An entry of a closure's capture list (`[x]`, `[weak self]`): a constant of its own.
    var isCapture = false
    /// `var doble: Int { … }` outside a type: read through its getter, never assigned.
    var isComputed = false
    /// A local `let` of an `Int` constant, and how many function and closure bodies deep it is
    /// declared: swiftc folds it where it is read in the same body (see `+Constants`).
    var constant: (value: Int, depth: Int)? = nil
}

/// Where the walk stands: inside which type, and what `self` is there.
struct TypeContext {
    var path: [String] = []
    var isStatic = false
    /// In a `mutating` method or an `init`, `self` (and its stored properties) may change.
    var selfIsMutable = false
    var isInitializer = false
    /// In an extension of a library type (`extension Array`), what `self` is there: the program
    /// declares no such type, so `path` is empty.
    var librarySelf: SwiftType? = nil
    /// The generic parameters of that library type, as its body names them (`Element`, `Key`).
    var libraryParameters: [String: SwiftType] = [:]
    var selfType: SwiftType? { path.isEmpty ? librarySelf : .nominal(path.joined(separator: ".")) }
}

/// Types every declaration, statement, expression and pattern with Swift's rules for the
/// subset, reporting what swiftc would refuse at swiftc's position. Bidirectional: a contextual
/// type flows down into literals, implicit members and closures; what an expression is flows up.
/// The conversions Swift leaves implicit (an integer literal typed as `Double`, a value wrapped
/// into an optional) are written into the tree, so the interpreter runs what Swift would run.
final class TypeChecker {
    let program: Program
    /// The file being checked. What is remembered by span belongs to one file.
    var source: SourceFile {
        didSet { literals = Literals(); overloadChoices = [:]; constants = [:]; deadCode = [] }
    }
    /// Innermost last; index 0 holds the globals.
    var scopes: [[String: Local]] = [[:]]
    /// Top-level names the REPL session provides (`estado`), not declared by any entry.
    var sessionConstantNames: Set<String> = []
    var context = TypeContext()
    /// The result type of each function or closure being checked, innermost last.
    var returnTypes: [SwiftType] = []
    /// The types a function declared `-> some P` returns, with the depth of `returnTypes` its
    /// own `return`s are at (a closure inside it returns for itself).
    var opaqueReturns: [(depth: Int, types: [SwiftType])] = []
    /// `flow`: found by swiftc's later pass over the checked program (definite initialization,
    /// returns on every path, constant overflow), which it runs only on a program without type errors.
    var problems: [(offset: Int, message: String, flow: Bool)] = []
    /// Above zero while trying an overload: problems are counted, not kept.
    var speculation = 0
    var failedSpeculation = false
    /// Property types inferred from their initializers, by `Tipo.nombre`.
    var inferredProperties: [String: SwiftType] = [:]
    var inferring: Set<String> = []
    lazy var flow = Flow(program: program)
    var resolvingAliases: Set<String> = []
    var literals = Literals()
    /// Calls of overloads that differ only by their result, made where nothing asks for a type.
    var ambiguousResults: [Span: String] = [:]
    /// The generic parameters of each function whose body is being checked, innermost last:
    /// what its operators may do with them (`+GenericOperators`), and which it may name as types
    /// (`T.cero`, `T()`: `+GenericValues`).
    var functionGenerics: [FunctionGenerics] = []
    /// What an `Int` expression of constants folds to, by span (see `+Constants`).
    var constants: [Span: Int?] = [:]
    /// Code swiftc drops before it folds constants (`if false { … }`, what follows a `return`).
    var deadCode: [Span] = []
    var overloadChoices: [Span: Int] = [:]
    /// Set by an overloaded call once its version is chosen; the call wraps its callee with it.
    var chosenOverload: OverloadChoice?
    /// While a protocol extension's method is called on a concrete value (`Caja().copia()`):
    /// the protocol, and the type its `Self` stands for in that call.
    var protocolSelf: (protocol: SwiftType, concrete: SwiftType)?
    /// Set while a closure given to `reduce(into:)` is typed: its first parameter is `inout`.
    var closureMutatesFirstParameter = false
    /// The types a closure of several statements returns, one list per closure being checked
    /// whose result has no contextual type: its result is theirs when they agree, as Swift infers it.
    var closureReturns: [[SwiftType]] = []
    /// The type of each branch of an `if` or `switch` used as a value with nothing expected of
    /// it, and where the branch is, one list per such value being checked.
    var branchTypes: [[(type: SwiftType, offset: Int)]] = []
    /// While the pattern of an `if case` or a `guard case` is bound: swiftc places some of its
    /// errors elsewhere there than in a `switch`.
    var patternIsCondition = false
    var initialization = PendingInitialization()
    /// For an entry typed at the prompt that declares code: a name it uses inside its
    /// declarations may be declared by a later entry (a file pasted line by line), so an
    /// unknown name there is not an error yet. Top-level statements are always checked.
    var defersUnknownNames = false
    var declarationDepth = 0
    /// The type of each `switch`'s subject, by the switch's span, when asked for (grading's
    /// static checks ask which switches decide on a type).
    var switchSubjects: [Span: SwiftType]?
    /// Whether a call that throws may stand here, and whether a `try` covers it (see `+Errors`).
    var effects = Effects()
    /// Where the innermost `try` starts, for «errors thrown from here are not handled».
    var currentTry: Int?
    /// How many calls that throw have been checked: a closure that adds to it throws `any Error`.
    var throwingCalls = 0
    /// How many calls that throw and `throw`s have been checked whose error leaves the closure
    /// or function they are in: a closure argument that adds to it makes a rethrowing call throw.
    var escapingThrows = 0
    /// Where a `break`, `continue` or `return` here may go (see `+Jumps`).
    var jumps = Jumps()
    /// Where the expression statement checked last starts, and its type: a body's last one may
    /// be the value its learner forgot to `return`.
    var lastExpressionStatement: (offset: Int, type: SwiftType)?
    /// While a root expression is typed (see `+SplitPieces`), and whether the pieces of a split
    /// read by `count` in it are `ArraySlice`s (nil: nothing decided).
    var isTypingExpression = false
    var splitPiecesAreSlices: Bool?
    /// The closure literal about to be checked escapes (assigned, kept in a variable, passed for an
    /// `@escaping` parameter); and whether, in the closure being checked, a class's member needs
    /// `self.` (see `+Escaping`).
    var nextClosureEscapes = false
    /// The escaping closures being checked, outermost first: how many scopes stood outside
    /// each, where it opens, and the inout parameters it was already blamed for capturing.
    var escapingClosures: [(depth: Int, offset: Int, blamed: Set<String>)] = []
    var implicitSelfForbidden = false
    /// Names the code being checked cannot reach, with what swiftc says of a use (see `+LocalTypes`).
    var namesOutOfReach: [String: OutOfReach] = [:]
    /// The generic functions whose bodies are being checked, as swiftc names them.
    var genericBodies: [String] = []
    /// What each generic call's parameters were bound to, by the call's place (the last
    /// resolution, not a speculative one): the run time is given them where the body needs them.
    var genericCallBindings: [Span: (declaration: OverloadChoice, bindings: [String: SwiftType])] = [:]
    /// `castTargets` of each generic function, by its name and place (its text is read once).
    var castTargetsRead: [String: Set<String>] = [:]
    /// Where the local types refused at their declaration start.
    var refusedLocalTypes: Set<Int> = []
    /// The member just inferred, when it is a method named without a call (`probadas.contains`,
    /// `Persona.saludar`): the member expression is then made a function value.
    var methodValue: MethodValue?
    var reportsUnknownNames: Bool { !(defersUnknownNames && declarationDepth > 0) }

    init(program: Program, source: SourceFile) {
        self.program = program
        self.source = source
    }

    // MARK: - Reporting

    func report(_ message: String, at offset: Int) {
        if speculation > 0 { failedSpeculation = true; return }
        problems.append((offset, message, false))
    }

    /// A problem swiftc finds after type checking, which it shows only when there is no type error.
    func reportFlow(_ message: String, at offset: Int) {
        if speculation > 0 { failedSpeculation = true; return }
        problems.append((offset, message, true))
    }

    /// Runs `body` without reporting, and says whether it would have reported anything.
    func speculate(_ body: () -> Void) -> Bool {
        let saved = failedSpeculation
        failedSpeculation = false
        speculation += 1
        let savedScopes = scopes
        body()
        scopes = savedScopes
        speculation -= 1
        let failed = failedSpeculation
        failedSpeculation = saved
        return !failed
    }

    /// In source order, one per place, at most `Diagnostic.limit` (then a line saying there are more).
    func diagnostics() -> [Diagnostic] {
        let typeErrors = problems.contains { !$0.flow }
        return Diagnostic.bounded(problems.filter { !typeErrors || !$0.flow }.map { (offset: $0.offset, message: $0.message) }, in: source)
    }

    // MARK: - Scopes

    func declare(_ name: String, _ type: SwiftType, isLet: Bool, isParameter: Bool = false) {
        guard name != "_" else { return }
        scopes[scopes.count - 1][name] = Local(type: type, isLet: isLet, isParameter: isParameter)
    }

    func lookupLocal(_ name: String) -> Local? {
        for (index, scope) in scopes.enumerated().reversed() {
            guard let local = scope[name] else { continue }
            // Inside a type, its own member hides a top-level variable of the same name, as in Swift.
            if index == 0, scopes.count > 1, let type = context.selfType.flatMap(nominal),
               memberType(name, in: type, isStatic: context.isStatic) != nil {
                return nil
            }
            return local
        }
        return nil
    }

    func withScope<T>(_ body: () -> T) -> T {
        scopes.append([:])
        defer {
            scopes.removeLast()
            forgetPending(above: scopes.count)
        }
        return body()
    }

    func inType<T>(_ path: [String], isStatic: Bool, mutating: Bool = false, initializer: Bool = false,
                   _ body: () -> T) -> T {
        let saved = context
        context = TypeContext(path: path, isStatic: isStatic, selfIsMutable: mutating, isInitializer: initializer)
        defer { context = saved }
        return body()
    }

    // MARK: - Whole units

    /// Checks top-level code in order; bodies of types and functions are checked where declared.
    func checkTopLevel(_ unit: inout SourceUnit) {
        // A file's globals can be used by functions declared before them, as in Swift: with the
        // type written, or the one their initial value has (read quietly; it is checked in its turn).
        for statement in unit.statements {
            guard case .declaration(.variable(let v)) = statement.kind, let name = v.name, lookupLocal(name) == nil else { continue }
            if let written = v.type {
                declare(name, resolve(written, reporting: false), isLet: v.isLet)
            } else if let initializer = v.initializer {
                declare(name, quietType(initializer), isLet: v.isLet)
            }
        }
        reportDuplicateDeclarations(unit.statements)
        for index in unit.statements.indices { check(&unit.statements[index]) }
    }
}
