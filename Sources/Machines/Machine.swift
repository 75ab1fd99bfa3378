import Interpreter
import Language
import Messages

/// A state machine found in a model by the signature of its step function (DESIGN §5):
/// a pure transition `func f(_ s: S, <label> e: E) -> S`, a reducer
/// `func f(into state: inout S, action: A) -> R`, a method `mutating func f(_ e: E)` of `S`, or a
/// TCA feature's reducer over `Feature.State` and `Feature.Action`, whose effect is shown as a value.
public struct Machine: @unchecked Sendable {
    public enum Shape: Sendable {
        case transition
        case reducer
        /// A `mutating` method of the state's own type, taking the event.
        case method
        /// A TCA feature's reducer: its `Reduce { state, action in … }`, or its own
        /// `reduce(into:action:)`, run on the feature; the step returns an effect.
        case feature
    }

    public let function: Located<FunctionDecl>
    public let shape: Shape
    public let stateType: RuntimeType
    public let eventType: RuntimeType
    /// The type a `.method` machine belongs to (its state), or a `.feature`'s feature; nil for free functions.
    public let owner: TypeInfo?
    /// A `.feature`'s feature value (`Contador()`), on which its reducer runs.
    let feature: Value?
    /// The state's and the event's types written as the top level names them: what `inicial=`
    /// and an event typed at the prompt are checked against (a method's `Evento` may be nested).
    public let stateTypeRef: TypeRef
    public let eventTypeRef: TypeRef

    var eventParameter: Parameter { function.node.parameters[shape == .method ? 0 : 1] }
    public var eventLabel: String? { eventParameter.label }

    /// Whether a state can hold a class instance, which a step could mutate in place; only
    /// then must a step run on an isolated copy. Unknown (opaque) types count as "may".
    public let stateMayHoldInstances: Bool

    /// Where the arms written to ignore the event start: `default`, or a body that only breaks,
    /// prints or returns (the state as it came): lesson 1's «lo demás se descarta». A step that changes
    /// nothing through any other arm matched, and kept the state. Found once: every step asks.
    public private(set) var discardingArms: Set<Int> = []
    /// The arms of the machine's own `switch` statements, in source order (for arms that never
    /// fire, and to name the arm of each step).
    public private(set) var arms: [SwitchCase] = []
    /// Labels of arms as written (`ArmText.label`), made the first time an arm is named.
    let armLabels = ArmLabels()

    init(function: Located<FunctionDecl>, shape: Shape, owner: TypeInfo? = nil, feature: Value? = nil, stateType: RuntimeType,
         eventType: RuntimeType, stateTypeRef: TypeRef, eventTypeRef: TypeRef, interpreter: Interpreter) {
        self.function = function
        self.feature = feature
        self.shape = shape
        self.owner = owner
        self.stateType = stateType
        self.eventType = eventType
        self.stateTypeRef = stateTypeRef
        self.eventTypeRef = eventTypeRef
        self.stateMayHoldInstances = interpreter.valuesMayHoldInstances(stateType)
        arms = switches.flatMap(\.cases)
        discardingArms = findDiscardingArms()
    }

    /// `siguiente(_:ante:)`, `reduce(into:action:)` or `Puerta.enviar(_:)`, as Swift names functions.
    public var signature: String {
        if shape == .feature, function.node.name == "body", let owner { return Msg.TCA.featureMachine(owner.qualifiedName) }
        return (owner.map { $0.qualifiedName + "." } ?? "") + function.node.name
            + "(" + function.node.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Runs one step and explains it: every `switch` that ran, and what changed. The step runs
    /// on an isolated copy of `state`, so the caller's value (and any class instance in it) is
    /// left as it was.
    ///
    /// With `sharing`, the step runs as a Swift program's would (`var nuevo = estado`): class
    /// instances in the state are the same objects before and after, so a session's history
    /// shares them; the transition keeps a snapshot of both sides to show what changed.
    public func step(_ state: Value, _ event: Value, in interpreter: Interpreter, sharing: Bool = false) throws -> Transition {
        let recorder = StepRecorder()
        let shares = sharing && stateMayHoldInstances
        let before = shares ? isolatedCopy(state) : state
        let next = try interpreter.observing(recorder) {
            shares ? try call(state, event, in: interpreter) : try run(state, event, in: interpreter)
        }
        return Transition(from: before, event: event, to: next.state, switches: recorder.switches, discarding: discardingArms,
                          snapshot: shares ? isolatedCopy(next.state) : nil, effect: next.effect.map(ReducerEffect.init))
    }

    /// One step without the explanation, for exploration: the new state. With `arms`, it also
    /// learns where the arm of the machine's own `switch` that decided starts.
    public func advance(_ state: Value, _ event: Value, in interpreter: Interpreter,
                        arms: ArmRecorder? = nil) throws -> Value {
        arms?.reset()
        return try interpreter.observing(arms) { try run(state, event, in: interpreter) }.state
    }

    private func run(_ state: Value, _ event: Value, in interpreter: Interpreter) throws -> (state: Value, effect: Value?) {
        try call(stateMayHoldInstances ? isolatedCopy(state) : state, event, in: interpreter)
    }

    /// The step function called on `working` itself: the new state, and a feature's effect.
    private func call(_ working: Value, _ event: Value, in interpreter: Interpreter) throws -> (state: Value, effect: Value?) {
        switch shape {
        case .transition: return (try interpreter.callStep(function, working, event).0, nil)
        case .reducer: return (try interpreter.callStep(function, working, event).1 ?? working, nil)
        case .method:
            guard let owner else { return (working, nil) }
            return (try interpreter.callMutating(function, of: owner, on: working, arguments: [event]), nil)
        case .feature:
            guard let owner, let feature else { return (working, nil) }
            let (effect, state) = try interpreter.callReducer(function, of: owner, on: feature, state: working, action: event)
            return (state, effect)
        }
    }

    /// The `switch` statements of the step function itself, in source order (two regions of a
    /// struct are two switches), not those of the functions it calls.
    public var switches: [SwitchStmt] {
        var found: [SwitchStmt] = []
        func visit(_ statements: [Stmt]) {
            for statement in statements {
                switch statement.kind {
                case .switchStatement(let stmt):
                    found.append(stmt)
                    for arm in stmt.cases { visit(arm.body) }
                case .doBlock(let block), .whileLoop(_, let block), .repeatWhile(let block, _), .forIn(_, _, _, let block),
                     .deferStatement(let block):
                    visit(block.statements)
                case .doCatch(let block, let clauses):
                    visit(block.statements)
                    for clause in clauses { visit(clause.body.statements) }
                case .labeled(_, let inner): visit([inner])
                case .guardStatement(_, let block): visit(block.statements)
                case .ifStatement(_, let then, let otherwise):
                    visit(then.statements)
                    var rest = otherwise
                    while let clause = rest {
                        switch clause {
                        case .block(let block): visit(block.statements); rest = nil
                        case .elseIf(let nested):
                            if case .ifStatement(_, let then, let next) = nested.kind { visit(then.statements); rest = next }
                            else { rest = nil }
                        }
                    }
                case .expression, .declaration, .returnStatement, .breakStatement, .continueStatement, .fallthroughStatement,
                     .throwStatement, .labeledJump:
                    continue
                }
            }
        }
        visit(function.node.body?.statements ?? [])
        return found
    }

    private func findDiscardingArms() -> Set<Int> {
        let name = stateParameterName
        func ignores(_ body: [Stmt]) -> Bool {
            body.allSatisfy { statement in
                switch statement.kind {
                case .breakStatement, .returnStatement(nil): return true
                case .returnStatement(let value?):
                    if case .identifier(name) = value.kind { return true }
                    return false
                case .expression(let expression):
                    // `print("aviso: … se descarta")`: a warning, and nothing touched.
                    if case .call(let callee, _) = expression.kind, case .identifier("print") = callee.kind { return true }
                    return false
                case .declaration, .ifStatement, .guardStatement, .whileLoop, .repeatWhile, .forIn,
                     .switchStatement, .continueStatement, .fallthroughStatement, .doBlock, .doCatch, .throwStatement,
                     .deferStatement, .labeled, .labeledJump:
                    return false
                }
            }
        }
        return Set(arms.filter { arm in
            switch arm.label {
            case .defaultCase, .unknownDefault: return true
            case .items: return ignores(arm.body)
            }
        }.map(\.labelSpan.start))
    }

    /// The name the step function gives the state (`estado`, `state`).
    public var stateParameterName: String { function.node.parameters[0].name }

    /// The state a session starts in: `inicial=`, else the first payload-free case, else `S()`,
    /// else the type's first sample value (its `ejemplo`, or one built case by case).
    public func initialState(expression: String?, in interpreter: Interpreter) throws -> Value {
        if let expression, !expression.isEmpty {
            let file = SourceFile(path: "inicial", text: expression)
            let parsed = Parse.file(file)
            if let first = parsed.diagnostics.first { throw RuntimeError(first.message, location: first.location) }
            guard let statement = parsed.unit.statements.first, case .expression(let initial) = statement.kind else {
                throw RuntimeError(Msg.Machine.badInitial(expression), location: nil)
            }
            return try interpreter.converted(try interpreter.evaluate(initial, file: file, expected: stateType), to: stateType)
        }
        if let initial = defaultInitialState(in: interpreter) { return initial.value }
        throw RuntimeError(Msg.Machine.noInitialState(stateType.displayName), location: nil)
    }

    /// The same initial state written as Swift, for programs compiled beside the model (`validar`).
    public func initialStateSource(expression: String?, in interpreter: Interpreter) -> String {
        if let expression, !expression.isEmpty { return expression }
        return defaultInitialState(in: interpreter)?.source ?? stateType.displayName + "()"
    }

    /// Without `inicial=`: the first payload-free case, else `S()`, else the type's first sample
    /// (its `ejemplo`, or a value built case by case), so a learner's `.swift` file can start too.
    private func defaultInitialState(in interpreter: Interpreter) -> Sample? {
        if case .nominal(let info) = stateType {
            switch info.kind {
            case .enumeration:
                if let first = info.cases.first(where: { !$0.hasPayload }) {
                    return Sample(value: .enumCase(EnumValue(type: info, caseName: first.name, payload: [])),
                                  source: "." + first.name)
                }
            case .structure, .classType:
                if let value = try? interpreter.constructWithoutArguments(info) {
                    return Sample(value: value, source: info.qualifiedName + "()")
                }
            case .builtin:
                break
            }
        }
        return Samples(interpreter: interpreter).samples(of: stateType).first
    }

    /// The enum of events, when it is one (the REPL lists its cases).
    public var eventEnum: TypeInfo? {
        if case .nominal(let info) = eventType, info.kind == .enumeration { return info }
        return nil
    }

    public var stateEnum: TypeInfo? {
        if case .nominal(let info) = stateType, info.kind == .enumeration { return info }
        return nil
    }
}
