import Language
import Messages
import Synchronization
import Typing

/// Runs the teaching subset of Swift: the checker's declared program laid out as runtime types,
/// statements run with value semantics for enums/structs/tuples/arrays and reference semantics
/// for classes.
/// Runaway programs stop at a step budget or a depth limit with a Spanish `RuntimeError`.
public final class Interpreter {
    public var printer: ValuePrinter
    /// Where `print` writes. The REPL sends it to the terminal; tests collect it.
    public var output: (String) -> Void
    /// Polled every few thousand steps so Ctrl-C can stop a long evaluation.
    public var shouldInterrupt: () -> Bool = { false }
    /// Steps one run may take: every evaluated expression and every call counts one.
    public var stepBudget = Interpreter.defaultStepBudget
    /// Bytes of collection and string storage one entry may make (see `MemoryBudget`).
    public var memoryBudget = Interpreter.defaultMemoryBudget
    /// Steps one call costs (see `enterCall`).
    static let callWeight = 8
    /// What a new interpreter gets; the fuzz harness lowers both to keep each run small.
    /// (30 million: a learner's loop over a million numbers ends; a loop without end stops in seconds.)
    nonisolated(unsafe) public static var defaultStepBudget = 30_000_000
    /// 1 GiB: far above what a lesson's machine needs, far below what takes a machine down.
    nonisolated(unsafe) public static var defaultMemoryBudget = 1 << 30
    /// Calls deep; the stack guard usually stops runaway recursion first (on a small stack, much sooner).
    public var maxDepth = 10_000
    /// Told of every `switch` that runs, while set (how a machine's step is explained).
    public var switchObserver: (any SwitchObserver)?

    var steps = 0
    var depth = 0
    /// Bumped whenever declarations change, so lowered bodies resolved against older ones are redone.
    var loweringGeneration = 0
    /// Which interpreter this is, for the lowering caches: a number never given twice, cheaper
    /// to compare on every call than a weak reference is to load.
    let serial = Interpreter.serials.add(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)
    /// Bytes of storage made since the entry began (`chargeMemory`).
    var memoryUsed = 0
    /// Set once a driver marks its entries (`beginEntry`): from then on the memory budget is
    /// reset per entry, not per run, so an entry that runs many steps counts as one.
    var countsEntries = false
    /// The entry reached its memory budget: every later run in it stops too (an exploration
    /// stops exploring rather than fail step after step).
    public internal(set) var isOutOfMemory = false
    /// The last run stopped at its step budget or depth limit (runaway code): a driver that
    /// runs many steps (exploring, probing events) stops rather than run it away again and again.
    public internal(set) var ranAway = false
    /// Type aliases being expanded: a cycle the checker did not see stops here, not in the stack.
    var aliasDepth = 0
    /// A `description` that failed (the budget ran out inside it) while a value was printed.
    var descriptionFailure: Error?
    /// A trap in a program's own `==` or `hash(into:)` run by a set or a dictionary, which cannot
    /// throw: it waits for the next `tick` (see `KeyIdentity`), with the step count it interrupted.
    var keyFailure: (error: Error, steps: Int)?
    var types: [String: TypeInfo] = [:]
    /// The program's protocols, each holding the members its extensions give by default.
    var protocols: [String: TypeInfo] = [:]
    /// `Result<S, F>` by its written arguments: its cases know their payload types.
    var resultTypes: [String: TypeInfo] = [:]
    var functions: [String: [Located<FunctionDecl>]] = [:]
    /// Type aliases by their full names (`Perfil.ID`): the program's and those a body declares.
    var aliases: [String: TypeRef] = [:]
    /// Those of `aliases` declared in extensions of the library's types (`extension Int`).
    var libraryAliases: Set<String> = []
    /// The declared program laid out last, and how many of its changes were read (see `adopt`).
    var adopted: (program: Program?, changes: Int) = (nil, 0)
    /// Every name some declared type inherits from or conforms to (see `adopt`): a type of such
    /// a name changes other types' layouts when it is declared.
    var namesInherited: Set<String> = []
    let globals = Scope(parent: nil)
    /// The file whose spans are being run: errors and traces are located in it.
    var currentFile: SourceFile
    /// The type whose members are being run, for nested type names and unqualified statics.
    var typeContext: TypeInfo?
    var returnTypes: [RuntimeType?] = []
    /// The declaration the type checker chose for the call being made, among overloads.
    var preferredOverload: (file: String, span: Span)?
    /// `sumar([1, 2])` of a `func sumar<T: Sumable>` whose body names `T.cero`: the types the
    /// checker bound its generic parameters to, for the call about to run (by declaration).
    var genericArgumentStack: [(declaration: Span, types: [RuntimeType])] = []
    /// How many writes are in progress, and the property observers waiting for them to end.
    var modifying = 0
    /// The place `store` writes a whole new value into: a declared `subscript` there is not read first.
    var storingInto: Span?
    var pendingObservers: [() throws -> Void] = []
    /// The globals the unit being run declares and has not reached yet.
    var globalsToCome: Set<String> = []
    /// The properties whose observers are running, and the place of the struct being modified.
    var observing: Set<ObservedProperty> = []
    /// While an overriding class's observer of a field runs, how many of its `observerLayers`
    /// are above: writing the field there runs only those below (the superclass's), as in Swift.
    var observerFloor: [ObservedProperty: Int] = [:]
    var observedStructBase: (Expr, Scope)?
    var instanceSerial = 0
    /// A labelled `break`/`continue` on its way out to its loop, and the label a `labeled`
    /// statement gives the loop it is about to run (see `+Errors`).
    var jumpLabel: String?
    /// Instances whose last reference went, waiting for their `deinit` to run.
    var pendingDeinits: [(type: TypeInfo, fields: [Value], serial: Int)] = []
    /// While a `deinit` body runs, the instances that went before it wait for it to end.
    var runningDeinits = false
    var pendingLoopLabel: String?
    var stackGuard = StackGuard()
    let builtinTypes: BuiltinTypes

    public init(moduleName: String = "main", output: @escaping (String) -> Void = { print($0) }) {
        self.printer = ValuePrinter(moduleName: moduleName)
        self.output = output
        self.currentFile = SourceFile(path: "<vacío>", text: "")
        self.builtinTypes = BuiltinTypes()
        printer.customDescription = { [unowned self] value, debug in
            do { return try self.customDescription(value, debug: debug) } catch {
                // The printer cannot throw: the first failure waits for `describeChecked`.
                if self.descriptionFailure == nil { self.descriptionFailure = error }
                return nil
            }
        }
        printer.isStackNearLimit = { [unowned self] in self.stackGuard.isNearLimit() }
    }

    // MARK: - Public API

    /// Runs the top-level statements of `unit` in order, once the declared program the checker
    /// built for it (and for the units before it) is laid out: types and functions are there
    /// before any statement runs, as in a Swift file.
    /// Returns the value of the last top-level expression statement, if it was one.
    @discardableResult
    public func run(_ unit: SourceUnit, file: SourceFile, program: Program?) throws -> Value? {
        do { return try runUnit(unit, file: file, program: program) } catch let thrown as ThrownError { throw uncaught(thrown) }
    }

    private func runUnit(_ unit: SourceUnit, file: SourceFile, program: Program?) throws -> Value? {
        let saved = currentFile
        currentFile = file
        defer { currentFile = saved }
        beginRun()
        declarationsChanged()
        if let program { adopt(program) }
        // The file's globals not yet given their value: a function may read one too early.
        globalsToCome = Set(unit.statements.compactMap { statement -> String? in
            guard case .declaration(.variable(let variable)) = statement.kind, let name = variable.name,
                  globals[local: name] == nil else { return nil }
            return name
        })
        defer { globalsToCome = [] }
        var last: Value?
        // A top-level `defer` runs when the top-level code ends, as in a compiled file (at the
        // end of the entry at the prompt, as in Swift's REPL): the last written first.
        var deferred: [Block] = []
        for (index, statement) in unit.statements.enumerated() {
            last = nil
            if case .deferStatement(let block) = statement.kind {
                deferred.append(block)
                continue
            }
            switch statement.kind {
            case .declaration(.enumDecl), .declaration(.structDecl), .declaration(.classDecl),
                 .declaration(.extensionDecl), .declaration(.typeAlias), .declaration(.function), .declaration(.protocolDecl):
                continue
            case .expression(let expression):
                last = try evaluate(expression, globals, expected: nil)
                // A result nobody keeps goes at once, as in Swift (`garaje.removeFirst()` runs
                // the instance's deinit here); only the last one is kept, for the REPL to show.
                if index != unit.statements.count - 1 { last = nil }
                if !pendingDeinits.isEmpty { try runPendingDeinits() }
            case .declaration, .ifStatement, .guardStatement, .whileLoop, .repeatWhile, .forIn,
                 .switchStatement, .returnStatement, .breakStatement, .continueStatement,
                 .fallthroughStatement, .doBlock, .doCatch, .throwStatement, .deferStatement, .labeled, .labeledJump:
                let flow = try execute(statement, globals)
                if !pendingDeinits.isEmpty { try runPendingDeinits() }
                switch flow {
                case .normal: break
                case .returned: throw error(Msg.Run.returnOutsideFunction, statement.span)
                case .breakLoop, .continueLoop, .fallthroughCase: throw error(Msg.Run.breakOutsideLoop, statement.span)
                }
            }
        }
        for block in deferred.reversed() {
            _ = try execute(block.statements, Scope(parent: globals))
            if !pendingDeinits.isEmpty { try runPendingDeinits() }
        }
        return last
    }

    /// Calls a `mutating` method of `owner` on `value` with positional values (a method machine's
    /// step): the value of `self` when the method returns.
    public func callMutating(_ method: Located<FunctionDecl>, of owner: TypeInfo, on value: Value,
                             arguments: [Value]) throws -> Value {
        beginRun()
        let outcome = try invoke(method, selfValue: value, selfIsMutable: true, context: owner, arguments: arguments,
                                 captured: nil, span: method.node.span)
        return outcome.selfValue ?? value
    }

    /// Evaluates one expression in the global scope (used for `inicial=` and sample values).
    public func evaluate(_ expression: Expr, file: SourceFile, expected: RuntimeType?) throws -> Value {
        let saved = currentFile
        currentFile = file
        defer { currentFile = saved }
        beginRun()
        do { return try evaluate(expression, globals, expected: expected) } catch let thrown as ThrownError { throw uncaught(thrown) }
    }

    /// Evaluates one expression with `locals` in scope over the globals: `estado` in a
    /// condition of `:camino`, a machine's state while its literals are read.
    public func evaluate(_ expression: Expr, file: SourceFile, expected: RuntimeType?,
                         locals: [(name: String, value: Value)]) throws -> Value {
        let saved = currentFile
        currentFile = file
        defer { currentFile = saved }
        beginRun()
        let scope = Scope(parent: globals)
        for local in locals { scope.declare(local.name, local.value, isLet: true) }
        return try evaluate(expression, scope, expected: expected)
    }

    /// Declares (or replaces) a global constant the session provides, such as `estado`.
    public func setSessionConstant(_ name: String, _ value: Value) {
        globals.declare(name, value, isLet: true)
    }

    public func type(named path: String) -> TypeInfo? { types[path] }
    public var allTypes: [TypeInfo] { types.values.sorted { $0.qualifiedName < $1.qualifiedName } }
    public var allFunctions: [Located<FunctionDecl>] { functions.values.flatMap { $0 } }

    /// The declared type of a `TypeRef`, seen from the top level.
    public func resolve(_ ref: TypeRef) -> RuntimeType { resolveType(ref, context: nil) }

    public func describe(_ value: Value) -> String { describeForPrint(value) }

    /// An entry typed by the learner (or a model load) begins: one memory budget for everything
    /// it runs, however many events it sends or states it explores.
    public func beginEntry() {
        countsEntries = true
        memoryUsed = 0
        isOutOfMemory = false
    }

    /// A fresh budget of steps, calls and stack for one run from the outside (and of memory,
    /// for a driver that does not mark entries).
    func beginRun() {
        steps = 0
        depth = 0
        ranAway = false
        if !countsEntries {
            memoryUsed = 0
            isOutOfMemory = false
        }
        descriptionFailure = nil
        stackGuard.enter()
    }

    // MARK: - Errors

    /// An error at `span` of `file`, by default the file running now.
    func error(_ message: String, _ span: Span, in file: SourceFile? = nil) -> RuntimeError {
        RuntimeError(message, location: (file ?? currentFile).location(of: span.start))
    }

    /// The run stopped at its step budget or its depth: it would stop the same way again.
    func runaway(_ message: String, _ span: Span) -> RuntimeError {
        ranAway = true
        return error(message, span)
    }

    /// Counts a step; stops runaway loops and honours Ctrl-C.
    @inline(__always)
    func tick(_ span: Span) throws {
        steps &+= 1
        if steps > stepBudget { throw pendingKeyFailure() ?? runaway(Msg.Run.stepBudget(stepBudget), span) }
        if steps & 4095 == 0, shouldInterrupt() { throw error(Msg.Run.interrupted, span) }
    }
}

extension Stmt {
    var declaration: Decl? {
        if case .declaration(let decl) = kind { return decl }
        return nil
    }
}

/// The standard types that extensions may add members to. Plain properties, not a dictionary:
/// the interpreter asks for them on every member access of a built-in value.
struct BuiltinTypes {
    let int = TypeInfo(name: "Int", qualifiedName: "Int", kind: .builtin, file: nil, span: .none)
    let double = TypeInfo(name: "Double", qualifiedName: "Double", kind: .builtin, file: nil, span: .none)
    let uint8 = TypeInfo(name: "UInt8", qualifiedName: "UInt8", kind: .builtin, file: nil, span: .none)
    let float = TypeInfo(name: "Float", qualifiedName: "Float", kind: .builtin, file: nil, span: .none)
    let bool = TypeInfo(name: "Bool", qualifiedName: "Bool", kind: .builtin, file: nil, span: .none)
    let string = TypeInfo(name: "String", qualifiedName: "String", kind: .builtin, file: nil, span: .none)
    let array = TypeInfo(name: "Array", qualifiedName: "Array", kind: .builtin, file: nil, span: .none)
    let optional = TypeInfo(name: "Optional", qualifiedName: "Optional", kind: .builtin, file: nil, span: .none)
    let set = TypeInfo(name: "Set", qualifiedName: "Set", kind: .builtin, file: nil, span: .none)
    let dictionary = TypeInfo(name: "Dictionary", qualifiedName: "Dictionary", kind: .builtin, file: nil, span: .none)
    let library = LibraryTypes()
    /// The library's `Hasher`, which a program's `hash(into:)` receives (see `Interpreter+Hashing`).
    let hasher = TypeInfo(name: "Hasher", qualifiedName: "Hasher", kind: .builtin, file: nil, span: .none)
    /// The library's `Result<Success, Failure>`: an enum of two cases with one value each.
    let result = BuiltinTypes.result(TypeRef(.named(path: ["Any"], generics: []), span: .none),
                                     TypeRef(.named(path: ["Error"], generics: []), span: .none))

    /// `Result<Success, Failure>` with its two cases' payload types as written.
    static func result(_ success: TypeRef, _ failure: TypeRef) -> TypeInfo {
        let info = TypeInfo(name: "Result", qualifiedName: "Result", kind: .enumeration, file: nil, span: .none)
        info.cases = [("success", success), ("failure", failure)].map {
            EnumCaseElement(name: $0.0, payload: [TupleTypeElement(label: nil, type: $0.1)], rawValue: nil, span: .none)
        }
        return info
    }

    /// Every type here that an extension may add members to.
    var extensible: [TypeInfo] { [int, double, bool, string, array, optional, result, set, dictionary] }

    subscript(name: String) -> TypeInfo? {
        switch name {
        case "Int": return int
        case "Double", "TimeInterval": return double
        case "UInt8": return uint8
        case "Float": return float
        case "Bool": return bool
        // A `Character` and a `Substring` are text at run time: their extensions' members are
        // the `String` ones (the checker refuses one name in two of them).
        case "String", "Character", "Substring": return string
        case "Array": return array
        case "Set": return set
        case "Dictionary": return dictionary
        case "Optional": return optional
        case "Result": return result
        default: return nil
        }
    }
}

/// How a statement finished: fell through to the next one, or left early.
enum Flow {
    case normal
    case returned(Value)
    case breakLoop
    case continueLoop
    case fallthroughCase
}
