import Interpreter
import Language
import Messages
import Typing

/// `:camino`: the shortest event sequence from the initial state to a state case (of an enum
/// state, or of an enum field of a struct state: `cargada` in `carga`), to a Swift condition on
/// `estado` (`estado.luz == .encendido && estado.persiana == .bajada`), or to a state the
/// `legitimo=` predicate rejects. The exploration is breadth-first, so the first state found
/// is one of the nearest.
public enum PathSearch {
    public enum Goal: Sendable {
        case stateCase(String)
        case condition(String)
        case illegitimate
    }

    public enum Answer {
        case found(state: Int, path: [Sample])
        /// The condition does not parse or type-check, as swiftc would refuse it.
        case refused([Diagnostic])
        case unknownCase(String, types: [String], cases: [String])
        /// No explored state satisfies the goal (`complete`: the whole machine was explored).
        case never(complete: Bool, explored: Int)
        case noPredicate
        /// The condition or the predicate stopped with an error on a state.
        case failed(state: Int, RuntimeError)
    }

    /// The name the REPL gives the current state in a condition.
    public static let stateName = "estado"

    public static func find(_ goal: Goal, in exploration: Exploration, model: Model) -> Answer {
        let test: (Value) throws -> Bool
        switch goal {
        case .stateCase(let name):
            switch caseTest(name, exploration: exploration, interpreter: model.interpreter) {
            case .success(let found): test = found
            case .failure(let unknown): return unknown.answer
            }
        case .illegitimate:
            guard (try? model.isLegitimate(exploration.states[0])) != nil else { return .noPredicate }
            test = { try model.isLegitimate($0) == false }
        case .condition(let text):
            switch condition(text, machine: exploration.machine, model: model) {
            case .success(let found): test = found
            case .failure(let refusal): return refusal.answer
            }
        }
        var failing: (Int, RuntimeError)?
        for index in exploration.states.indices {
            do {
                if try test(exploration.states[index]) { return .found(state: index, path: exploration.path(to: index)) }
            } catch let error as RuntimeError {
                if failing == nil { failing = (index, error) }
            } catch {
                if failing == nil { failing = (index, RuntimeError("\(error)", location: nil)) }
            }
        }
        if let failing { return .failed(state: failing.0, failing.1) }
        return .never(complete: exploration.isComplete, explored: exploration.states.count)
    }

    private struct Refusal: Error { let answer: Answer }

    /// A case of the state, or of one of its enum fields (an optional one too).
    private static func caseTest(_ name: String, exploration: Exploration,
                                 interpreter: Interpreter) -> Result<(Value) throws -> Bool, Refusal> {
        let machine = exploration.machine
        if let info = machine.stateEnum {
            guard info.caseNamed(name) != nil else {
                return .failure(Refusal(answer: .unknownCase(name, types: [info.qualifiedName], cases: info.cases.map { "." + $0.name })))
            }
            return .success { caseName($0) == name }
        }
        guard case .structure(let first) = exploration.states.first else {
            return .failure(Refusal(answer: .unknownCase(name, types: [machine.stateType.displayName], cases: [])))
        }
        var enums: [(index: Int, info: TypeInfo)] = []
        for (index, property) in first.type.storedProperties.enumerated() {
            guard let ref = property.type else { continue }
            var type = interpreter.resolve(ref, inside: first.type)
            if case .optional(let wrapped) = type { type = wrapped }
            if case .nominal(let info) = type, info.kind == .enumeration { enums.append((index, info)) }
        }
        // The fields the machine switches on first: they are what its states are named by.
        let looked = Set(machine.switches.flatMap { StateNames.fieldsRead(from: $0.subject, of: machine.stateParameterName) })
        enums.sort { (looked.contains(first.type.fieldNames[$0.index]) ? 0 : 1, $0.index)
            < (looked.contains(first.type.fieldNames[$1.index]) ? 0 : 1, $1.index) }
        guard let field = enums.first(where: { $0.info.caseNamed(name) != nil }) else {
            return .failure(Refusal(answer: .unknownCase(name, types: enums.map(\.info.qualifiedName),
                                                          cases: enums.flatMap { $0.info.cases.map { "." + $0.name } })))
        }
        return .success { state in
            guard case .structure(let value) = state, field.index < value.fields.count else { return false }
            return caseName(value.fields[field.index]) == name
        }
    }

    /// The condition, parsed and type-checked as a `Bool` with `estado` of the state type.
    private static func condition(_ text: String, machine: Machine, model: Model) -> Result<(Value) throws -> Bool, Refusal> {
        let file = SourceFile(path: Msg.Explore.conditionFile, text: text)
        let parsed = Parse.file(file)
        if !parsed.diagnostics.isEmpty { return .failure(Refusal(answer: .refused(parsed.diagnostics))) }
        guard parsed.unit.statements.count == 1, case .expression(let written) = parsed.unit.statements[0].kind else {
            return .failure(Refusal(answer: .refused([Diagnostic(Msg.Explore.notACondition, at: file.location(of: 0))])))
        }
        let bool = TypeRef(.named(path: ["Bool"], generics: []), span: .none)
        let stateType = machine.function.node.parameters[0].type
        let (checked, problems) = model.types.checkExpression(written, as: bool, in: file,
                                                              locals: [(stateName, stateType)])
        if !problems.isEmpty { return .failure(Refusal(answer: .refused(problems))) }
        let interpreter = model.interpreter
        return .success { state in
            let saved = interpreter.output
            interpreter.output = { _ in }
            defer { interpreter.output = saved }
            let value = try interpreter.evaluate(checked, file: file, expected: .bool, locals: [(stateName, state)])
            if case .bool(let holds) = value { return holds }
            return false
        }
    }
}
