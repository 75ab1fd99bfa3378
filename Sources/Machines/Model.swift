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
    public let machine: Machine?
    public let initialExpression: String?
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
    /// diagnostic located in the model's file (or the lesson's `.md`).
    public static func load(name: String, source: SourceFile, initial: String? = nil, legitimate: String? = nil,
                            moduleName: String = "main", output: @escaping (String) -> Void) -> Result<Model, LoadFailure> {
        let parsed = Parse.file(source)
        // Checks only run on a file that parsed: on a broken tree they would report noise.
        guard parsed.diagnostics.isEmpty else { return .failure(LoadFailure(diagnostics: parsed.diagnostics)) }
        let types = TypeSession()
        let checked = types.check(parsed.unit, in: source)
        let problems = checked.diagnostics
        guard problems.isEmpty else { return .failure(LoadFailure(diagnostics: problems)) }
        let interpreter = Interpreter(moduleName: moduleName, output: output)
        do {
            try interpreter.run(checked.unit, file: source)
        } catch let failure as RuntimeError {
            return .failure(LoadFailure(diagnostics: [failure.diagnostic]))
        } catch {
            return .failure(LoadFailure(diagnostics: [Diagnostic("\(error)")]))
        }
        return .success(Model(name: name, source: source, unit: checked.unit, interpreter: interpreter,
                              machine: Machine.find(in: interpreter), initialExpression: initial,
                              legitimacyPredicate: legitimate, types: types))
    }

    public func initialState() throws -> Value {
        guard let machine else { throw RuntimeError(Msg.Machine.noMachine(name), location: nil) }
        return try machine.initialState(expression: initialExpression, in: interpreter)
    }
}

public struct LoadFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]
}
