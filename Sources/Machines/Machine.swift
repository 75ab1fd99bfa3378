import Interpreter
import Language
import Messages

/// A state machine found in a model by the signature of its step function (DESIGN §5):
/// a pure transition `func f(_ s: S, <label> e: E) -> S`, or a reducer
/// `func f(into state: inout S, action: A) -> R`.
public struct Machine: @unchecked Sendable {
    public enum Shape: Sendable {
        case transition
        case reducer
    }

    public let function: Located<FunctionDecl>
    public let shape: Shape
    public let stateType: RuntimeType
    public let eventType: RuntimeType

    public var eventLabel: String? { function.node.parameters[1].label }

    /// Whether a state can hold a class instance, which a step could mutate in place; only
    /// then must a step run on an isolated copy. Unknown (opaque) types count as "may".
    public let stateMayHoldInstances: Bool

    init(function: Located<FunctionDecl>, shape: Shape, stateType: RuntimeType, eventType: RuntimeType,
         interpreter: Interpreter) {
        self.function = function
        self.shape = shape
        self.stateType = stateType
        self.eventType = eventType
        self.stateMayHoldInstances = interpreter.valuesMayHoldInstances(stateType)
    }

    /// The first function in source order with a machine's signature.
    public static func find(in interpreter: Interpreter) -> Machine? {
        let candidates = interpreter.allFunctions.sorted {
            ($0.file.origins.first?.path ?? "", $0.node.span.start) < ($1.file.origins.first?.path ?? "", $1.node.span.start)
        }
        for function in candidates {
            let parameters = function.node.parameters
            guard parameters.count == 2 else { continue }
            let state = interpreter.resolve(parameters[0].type)
            let event = interpreter.resolve(parameters[1].type)
            if parameters[0].label == "into", parameters[0].isInout, !parameters[1].isInout {
                return Machine(function: function, shape: .reducer, stateType: state, eventType: event, interpreter: interpreter)
            }
            if parameters[0].label == nil, !parameters[0].isInout, !parameters[1].isInout,
               let result = function.node.result, interpreter.sameTypeRef(result, parameters[0].type) {
                return Machine(function: function, shape: .transition, stateType: state, eventType: event, interpreter: interpreter)
            }
        }
        return nil
    }

    /// `siguiente(_:ante:)` or `reduce(into:action:)`, as Swift names functions.
    public var signature: String {
        function.node.name + "(" + function.node.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Runs one step and explains it: every `switch` that ran, and what changed. The step runs
    /// on an isolated copy of `state`, so the caller's value (and any class instance in it) is
    /// left as it was.
    public func step(_ state: Value, _ event: Value, in interpreter: Interpreter) throws -> Transition {
        let recorder = StepRecorder()
        let next = try interpreter.observing(recorder) { try run(state, event, in: interpreter) }
        return Transition(from: state, event: event, to: next, switches: recorder.switches)
    }

    /// One step without the explanation, for exploration: the new state. With `arms`, it also
    /// learns where the arm of the machine's own `switch` that decided starts.
    public func advance(_ state: Value, _ event: Value, in interpreter: Interpreter,
                        arms: ArmRecorder? = nil) throws -> Value {
        arms?.reset()
        return try interpreter.observing(arms) { try run(state, event, in: interpreter) }
    }

    private func run(_ state: Value, _ event: Value, in interpreter: Interpreter) throws -> Value {
        let working = stateMayHoldInstances ? isolatedCopy(state) : state
        let results = try interpreter.call(function, arguments: [working, event])
        switch shape {
        case .transition: return results[0]
        case .reducer: return results.count > 1 ? results[1] : working
        }
    }

    /// The arms of the machine's own outermost `switch`, in source order (for arms that never fire).
    public var arms: [SwitchCase] {
        func firstSwitch(_ statements: [Stmt]) -> SwitchStmt? {
            for statement in statements {
                switch statement.kind {
                case .switchStatement(let found): return found
                case .doBlock(let block), .doCatch(let block, _):
                    if let found = firstSwitch(block.statements) { return found }
                case .labeled(_, let inner): if let found = firstSwitch([inner]) { return found }
                case .expression, .declaration, .ifStatement, .guardStatement, .whileLoop, .repeatWhile, .forIn,
                     .returnStatement, .breakStatement, .continueStatement, .fallthroughStatement, .throwStatement,
                     .deferStatement, .labeledJump:
                    continue
                }
            }
            return nil
        }
        return firstSwitch(function.node.body?.statements ?? [])?.cases ?? []
    }

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
