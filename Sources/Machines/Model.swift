import Interpreter
import Language
import Messages
import Typing

/// A model ready to run: parsed, checked, declared, and its machine found (if it has one).
public final class Model {
    public let name: String
    public let source: SourceFile
    public let unit: SourceUnit
    public let interpreter: Interpreter
    /// The machine the session runs: found by shape, named by `maquina=`, or chosen with `:maquina`.
    public private(set) var machine: Machine?
    public private(set) var initialExpression: String?
    /// `legitimo=`: the predicate naming which values of the state type are legitimate.
    public let legitimacyPredicate: String?
    /// What the type checker knows of the model: entries typed at the prompt are checked against it.
    public let types: TypeSession

    private init(name: String, source: SourceFile, unit: SourceUnit, interpreter: Interpreter, machine: Machine?,
                 initialExpression: String?, legitimacyPredicate: String?, types: TypeSession) {
        self.name = name; self.source = source; self.unit = unit; self.interpreter = interpreter; self.types = types
        self.machine = machine; self.initialExpression = initialExpression; self.legitimacyPredicate = legitimacyPredicate
    }

    /// Parses, checks and runs the model's declarations. Every problem comes back as a
    /// diagnostic located in the model's file (or the lesson's `.md`); a `maquina=` naming no
    /// machine, at `machineAt` (the attribute in the block's fence).
    public static func load(name: String, source: SourceFile, initial: String? = nil, legitimate: String? = nil,
                            machine machineName: String? = nil, machineAt: SourceLocation? = nil,
                            moduleName: String = "main", output: @escaping (String) -> Void) -> Result<Model, LoadFailure> {
        // A file that imports ComposableArchitecture is read with its features' prelude.
        let attached = ComposableArchitecture.attach(to: source)
        let source = attached.source
        let parsed = Parse.file(source)
        // Checks only run on a file that parsed: on a broken tree they would report noise.
        guard parsed.diagnostics.isEmpty else { return .failure(LoadFailure(diagnostics: parsed.diagnostics)) }
        guard attached.diagnostics.isEmpty else { return .failure(LoadFailure(diagnostics: attached.diagnostics)) }
        let types = TypeSession()
        types.operators = parsed.operators
        let checked = types.check(parsed.unit, in: source)
        let problems = checked.diagnostics
        guard problems.isEmpty else { return .failure(LoadFailure(diagnostics: problems)) }
        let interpreter = Interpreter(moduleName: moduleName, output: output)
        // Loading is one entry: its declarations, top-level code and initial state share a budget.
        interpreter.beginEntry()
        do {
            try interpreter.run(checked.unit, file: source, program: types.program)
        } catch let failure as RuntimeError {
            return .failure(LoadFailure(diagnostics: [failure.diagnostic]))
        } catch {
            return .failure(LoadFailure(diagnostics: [Diagnostic("\(error)")]))
        }
        var machine = Machine.find(in: interpreter)
        if let machineName {
            switch Machine.named(machineName, in: interpreter) {
            case .success(let named): machine = named
            case .failure(let problem): return .failure(LoadFailure(diagnostics: [Diagnostic(problem.message, at: machineAt)]))
            }
        }
        return .success(Model(name: name, source: source, unit: checked.unit, interpreter: interpreter,
                              machine: machine, initialExpression: initial,
                              legitimacyPredicate: legitimate, types: types))
    }

    /// Swift typed at the prompt with no model loaded, as a model: `:maquina` can then run a
    /// machine declared there.
    public static func session(name: String, interpreter: Interpreter, types: TypeSession) -> Model {
        Model(name: name, source: SourceFile(path: name, text: ""), unit: SourceUnit(statements: []),
              interpreter: interpreter, machine: nil, initialExpression: nil, legitimacyPredicate: nil, types: types)
    }

    /// `:maquina FUNC`: runs `machine` from now on (one of this model's interpreter).
    /// An `inicial=` written for another state type is dropped: the new machine starts from its own default.
    public func choose(_ machine: Machine) {
        if let current = self.machine, current.stateType.displayName != machine.stateType.displayName {
            initialExpression = nil
        }
        self.machine = machine
    }

    public func initialState() throws -> Value {
        guard let machine else { throw RuntimeError(Msg.Machine.noMachine(name), location: nil) }
        return try machine.initialState(expression: initialExpression, in: interpreter)
    }
}

public struct LoadFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]
}
