import Language
import Messages

extension Interpreter {
    /// The lowered body of `function`, lowered now if it has not been for this interpreter's
    /// current declarations; nil when the body needs the tree walker.
    func lowered(_ function: Located<FunctionDecl>, hasSelf: Bool, selfIsMutable: Bool,
                 context: TypeInfo?) -> LoweredBody? {
        let cache = function.lowering
        if cache.owner == serial, cache.generation == loweringGeneration, cache.context === context,
           cache.hasSelf == hasSelf, cache.selfIsMutable == selfIsMutable {
            return cache.body
        }
        cache.owner = serial
        cache.generation = loweringGeneration
        cache.context = context
        cache.hasSelf = hasSelf
        cache.selfIsMutable = selfIsMutable
        let lowerer = Lowerer(interpreter: self, file: function.file, context: context)
        cache.body = try? lowerer.lowerFunction(function.node, hasSelf: hasSelf, selfIsMutable: selfIsMutable)
        return cache.body
    }

    /// Runs a lowered body as `runBody` runs a tree: the same depth limit, file and type context.
    func runLowered(_ body: LoweredBody, selfValue: Value?, arguments: [Value], span: Span) throws -> Invocation {
        let (result, frame) = try runFrame(body, selfValue: selfValue, arguments: arguments, span: span)
        return Invocation(result: result, selfValue: body.selfSlot.map { frame[$0] },
                          parameters: body.hasInout ? body.parameterSlots.map { frame[$0] } : [])
    }

    /// A machine's step on a lowered body of two parameters: its result and the final value of
    /// the first `inout` parameter, with no array made for either (exploration runs a million).
    func runLoweredStep(_ body: LoweredBody, _ first: Value, _ second: Value) throws -> (result: Value, final: Value?) {
        let (result, frame) = try runFrame(body, span: body.span) { frame in
            frame[body.parameterSlots[0]] = first
            frame[body.parameterSlots[1]] = second
        }
        return (result, body.inoutSlots.first.map { frame[$0] })
    }

    private func runFrame(_ body: LoweredBody, selfValue: Value?, arguments: [Value],
                          span: Span) throws -> (Value, Frame) {
        try runFrame(body, span: span) { frame in
            for index in 0..<min(body.parameterSlots.count, arguments.count) {
                frame[body.parameterSlots[index]] = arguments[index]
            }
            if let selfSlot = body.selfSlot, let selfValue { frame[selfSlot] = selfValue }
        }
    }

    private func runFrame(_ body: LoweredBody, span: Span, fill: (Frame) -> Void) throws -> (Value, Frame) {
        try enterCall(span)
        // A call within the same file and type (the usual one) leaves both as they are: saving
        // a `SourceFile` copies four references.
        let switchesFile = !currentFile.isSameFile(as: body.file)
        let savedFile = switchesFile ? currentFile : nil
        let savedContext = typeContext
        if switchesFile { currentFile = body.file }
        typeContext = body.context
        defer {
            depth -= 1
            if let savedFile { currentFile = savedFile }
            typeContext = savedContext
        }
        let frame = Frame.make(slotCount: body.slotCount)
        fill(frame)
        switch try body.run(frame) {
        case .returned(let value): return (value, frame)
        case .normal: return (.void, frame)
        case .breakLoop, .continueLoop, .fallthroughCase: throw error(Msg.Run.breakOutsideLoop, span)
        }
    }

    /// Declarations changed (a new entry ran, a global was declared): lowered bodies that
    /// resolved names against the old ones are lowered again on their next call.
    func declarationsChanged() { loweringGeneration &+= 1 }
}

/// Thrown while lowering when a body uses something only the tree walker runs; the whole
/// function then stays with the tree walker.
struct NotLowered: Error {}

/// A name the body declares, in the slot the resolver gave it.
struct LocalName {
    let name: String
    let slot: Int
    let isLet: Bool
    /// The declared type, when the declaration wrote one (the tree walker's `Variable.type`).
    let declared: RuntimeType?
    /// The type its values have, when the lowering knows it (declared or inferred).
    let type: RuntimeType?
}

/// What the context of an expression asks of it: no type, a type known ahead, or one the tree
/// walker would only learn while running (then only an expression that ignores it is lowered).
enum Expectation {
    case known(RuntimeType?)
    case dynamic
}

/// Lowers one function body: the resolver gives every declared name a slot and the lowering
/// turns each statement and expression into a closure over a `Frame`. What it cannot lower
/// natively, an expression whose expected type is known ahead, runs through the tree walker
/// in a scope made of the visible slots (`bridge`); a statement it cannot lower leaves the
/// whole function to the tree walker. Types are hints checked at run time (an identity
/// comparison), so a wrong guess takes the general path instead of a wrong one; a type
/// checker's facts can replace the guesses without changing the closures.
final class Lowerer {
    unowned(unsafe) let interpreter: Interpreter
    let file: SourceFile
    let context: TypeInfo?
    var scopes: [[LocalName]] = [[]]
    var slotCount = 0
    var returnType: RuntimeType?

    init(interpreter: Interpreter, file: SourceFile, context: TypeInfo?) {
        self.interpreter = interpreter; self.file = file; self.context = context
    }

    func lowerFunction(_ decl: FunctionDecl, hasSelf: Bool, selfIsMutable: Bool) throws -> LoweredBody {
        guard let statements = decl.body?.statements, !statements.isEmpty else { throw NotLowered() }
        let parameterSlots = decl.parameters.map {
            declare($0.name, isLet: !$0.isInout, declared: nil, type: resolve($0.type))
        }
        let selfSlot = hasSelf ? declare("self", isLet: !selfIsMutable, declared: nil, type: context.map { .nominal($0) }) : nil
        returnType = decl.result.map(resolve)
        let run: Exec
        if statements.count == 1, case .expression(let single) = statements[0].kind, let returnType {
            // A single-expression body returns its value implicitly (no step counted, as in `runBody`),
            // converted as a `return` converts it: a generic `T` where `T?` is declared becomes optional.
            let value = coerced(single, returnType)
            run = { frame in .returned(try value(frame)) }
        } else {
            run = try block(statements)
        }
        let inoutSlots = zip(decl.parameters, parameterSlots).filter { $0.0.isInout }.map(\.1)
        return LoweredBody(slotCount: slotCount, parameterSlots: parameterSlots, inoutSlots: inoutSlots, span: decl.span,
                           selfSlot: selfSlot, run: run, file: file, context: context)
    }

    // MARK: - Names

    @discardableResult
    func declare(_ name: String, isLet: Bool, declared: RuntimeType?, type: RuntimeType?) -> Int {
        let slot = slotCount
        slotCount += 1
        scopes[scopes.count - 1].append(LocalName(name: name, slot: slot, isLet: isLet, declared: declared, type: type))
        return slot
    }

    /// A name bound by a pattern: the items of one `case` share the slot of a name they all bind.
    func bind(_ name: String, isLet: Bool, type: RuntimeType?) -> Int {
        if let existing = scopes[scopes.count - 1].last(where: { $0.name == name }) { return existing.slot }
        return declare(name, isLet: isLet, declared: nil, type: type)
    }

    func lookup(_ name: String) -> LocalName? {
        for scope in scopes.reversed() {
            if let found = scope.last(where: { $0.name == name }) { return found }
        }
        return nil
    }

    func withScope<T>(_ body: () throws -> T) rethrows -> T {
        try withScopeSlots(body).0
    }

    /// What `body` lowers in a scope of its own, with the slots that scope declared.
    func withScopeSlots<T>(_ body: () throws -> T) rethrows -> (T, [Int]) {
        scopes.append([])
        defer { scopes.removeLast() }
        let lowered = try body()
        return (lowered, scopes[scopes.count - 1].map(\.slot))
    }

    /// Whether an instance going away can be seen: a class prints in its `deinit`, or a `weak`
    /// reference empties. Only then do a block's locals go when the block ends (see `releasing`).
    lazy var releasesShow: Bool = interpreter.types.values.contains {
        ($0.kind == .classType && $0.hasDeinit) || $0.hasWeakFields
    }

    /// `run`, then the locals of its scope given up, the last declared first: as in Swift, an
    /// instance a block's `let` holds goes when the block ends, not when the function returns.
    func releasing(_ slots: [Int], _ run: @escaping Exec) -> Exec {
        guard releasesShow, !slots.isEmpty else { return run }
        let order = Array(slots.reversed())
        return { frame in
            defer { for slot in order { frame[slot] = .void } }
            return try run(frame)
        }
    }

    /// The locals visible here, innermost last, as a tree-walker scope would hold them.
    var visible: [LocalName] {
        var seen = Set<String>()
        var names: [LocalName] = []
        for local in scopes.joined().reversed() where seen.insert(local.name).inserted { names.append(local) }
        return names.reversed()
    }

    func resolve(_ ref: TypeRef) -> RuntimeType { interpreter.resolveType(ref, context: context) }

    func error(_ message: String, _ span: Span) -> RuntimeError {
        RuntimeError(message, location: file.location(of: span.start))
    }

    // MARK: - The bridge to the tree walker

    /// Evaluates `expression` with the tree walker in a scope holding the visible locals, and
    /// copies the variables back (a bridged expression may assign them or pass them `inout`).
    func bridge(_ expression: Expr, _ expected: RuntimeType?) -> Eval {
        let locals = visible
        let interpreter = self.interpreter
        return { frame in
            let scope = Scope(parent: interpreter.globals)
            for local in locals {
                scope.declare(local.name, frame[local.slot], isLet: local.isLet, type: local.declared)
                // A variable moves to the scope and back, not copied: held by both, its storage
                // would be copied on each change in place (`conjunto.insert(i)` in a loop, quadratic).
                if !local.isLet { frame[local.slot] = .void }
            }
            defer {
                for local in locals where !local.isLet {
                    if let variable = scope[local: local.name] { frame[local.slot] = variable.value }
                }
            }
            return try interpreter.evaluate(expression, scope, expected: expected)
        }
    }

    /// An expression where the tree walker's expected type is known ahead: lowered natively
    /// when it can be, else bridged.
    func root(_ expression: Expr, _ expected: RuntimeType?) -> Eval {
        if let lowered = lower(expression, .known(expected)) { return lowered.eval }
        return bridge(expression, expected)
    }

    /// The same, then converted to `expected` as the tree walker's `coerce` does.
    func coerced(_ expression: Expr, _ expected: RuntimeType?) -> Eval {
        let value = root(expression, expected)
        guard let expected, needsCoercion(expected) else { return value }
        let interpreter = self.interpreter
        return { frame in try interpreter.coerce(try value(frame), to: expected) }
    }

    /// Whether `coerce(_, to: type)` can change a value (a Double, an optional, a tuple or an array).
    func needsCoercion(_ type: RuntimeType) -> Bool {
        switch type {
        case .double, .optional, .array, .set, .tuple: return true
        case .int, .bool, .string, .nominal, .dictionary, .range, .function, .opaque: return false
        }
    }
}

/// A lowered expression and the type its value has when the lowering knows it.
struct Lowered {
    let eval: Eval
    let type: RuntimeType?
}
