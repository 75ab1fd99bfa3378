import Interpreter
import Language
import Messages

/// Why `maquina=FUNC` or `:maquina FUNC` could not choose a machine.
public enum MachineChoiceError: Error, Sendable, Equatable {
    /// No function or method has that name (`suggestion`: the nearest one that does).
    case missing(String, suggestion: String?)
    /// Functions of that name exist, but none has a machine's shape.
    case wrongShape(String, signatures: [String])

    public var message: String {
        switch self {
        case .missing(let name, let suggestion): return Msg.Machine.choiceMissing(name, suggestion: suggestion)
        case .wrongShape(let name, let signatures): return Msg.Machine.choiceWrongShape(name, signatures: signatures)
        }
    }
}

extension Machine {
    /// The machine a model runs when nothing chooses one: the best of `candidates`, if any is
    /// over the model's own types (a helper `(Int, Int) -> Int` is never a machine by itself).
    public static func find(in interpreter: Interpreter) -> Machine? {
        ranked(in: interpreter).first { $0.rank < Rank.neither }?.machine
    }

    /// Machines equally good at the top of the ranking: more than one means the model should
    /// say which with `maquina=` (`validar` asks for it).
    public static func tied(in interpreter: Interpreter) -> [Machine] {
        let ranked = ranked(in: interpreter).filter { $0.rank < Rank.neither }
        guard let best = ranked.first?.rank else { return [] }
        return ranked.filter { $0.rank == best }.map(\.machine)
    }

    /// The machine named `name` — `siguiente`, `siguiente(_:ante:)`, `enviar` or `Puerta.enviar` —
    /// whatever its types; among several of that name, the best ranked.
    public static func named(_ name: String, in interpreter: Interpreter) -> Result<Machine, MachineChoiceError> {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        let matching = ranked(in: interpreter).map(\.machine).filter { $0.answers(to: wanted) }
        if let first = matching.first { return .success(first) }
        let declared = declaredFunctions(in: interpreter)
        let sameName = declared.filter { $0.answers(wanted) }
        if sameName.isEmpty {
            let names = Array(Set(declared.map(\.name)))
            return .failure(.missing(wanted, suggestion: EditDistance.suggestion(for: wanted, among: names)))
        }
        return .failure(.wrongShape(wanted, signatures: sameName.map(\.signature).sorted()))
    }

    /// Whether the learner's `name` names this machine's function.
    func answers(to name: String) -> Bool {
        let base = function.node.name
        let full = signature
        let unqualified = full.split(separator: ".").last.map(String.init) ?? full
        // A feature answers to its own name too (`maquina=Contador`): it has one reducer.
        let feature = shape == .feature ? owner.map { [$0.qualifiedName] } ?? [] : []
        return ([base, full, unqualified, (owner.map { $0.qualifiedName + "." } ?? "") + base] + feature).contains(name)
    }

    /// How well a function's types fit a machine: lower is better. The model's own types are
    /// what a lesson's machine is about; an event of the state's own type is a combination, not an event.
    enum Rank {
        static let own = 0, containsOwn = 1, foreign = 2
        /// Neither the state nor the event is the model's own: no machine unless one is named.
        static let neither = 2 * foreign

        static func of(_ type: RuntimeType) -> Int {
            switch type {
            case .nominal(let info): return info.kind == .builtin ? foreign : own
            case .optional(let wrapped), .array(let wrapped), .set(let wrapped), .range(let wrapped, _): return min(of(wrapped) + 1, foreign)
            case .dictionary(let key, let value): return min(min(of(key), of(value)) + 1, foreign)
            case .tuple(let elements): return min((elements.map { of($0.type) }.min() ?? foreign) + 1, foreign)
            case .int, .double, .bool, .string, .function, .opaque: return foreign
            }
        }
    }

    /// Every function and `mutating` method with a machine's shape, best ranked first, then in
    /// source order. A rank of `Rank.neither` means neither type is the model's own.
    static func ranked(in interpreter: Interpreter) -> [(machine: Machine, rank: Int)] {
        let found = freeMachines(in: interpreter) + methodMachines(in: interpreter) + featureMachines(in: interpreter)
        return found.map { machine -> (machine: Machine, rank: Int) in
            let state = Rank.of(machine.stateType)
            let sameAsState = machine.stateType.isSame(as: machine.eventType)
            let event = sameAsState ? Rank.foreign : Rank.of(machine.eventType)
            return (machine, state + event)
        }.sorted { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            return a.machine.sourceOrder < b.machine.sourceOrder
        }
    }

    var sourceOrder: SourceOrder {
        SourceOrder(path: function.file.origins.first?.path ?? "", offset: function.node.span.start)
    }

    struct SourceOrder: Comparable {
        var path: String
        var offset: Int
        static func < (a: SourceOrder, b: SourceOrder) -> Bool { (a.path, a.offset) < (b.path, b.offset) }
    }

    private static func freeMachines(in interpreter: Interpreter) -> [Machine] {
        interpreter.allFunctions.compactMap { function in
            let parameters = function.node.parameters
            guard parameters.count == 2 else { return nil }
            let state = interpreter.resolve(parameters[0].type)
            let event = interpreter.resolve(parameters[1].type)
            let shape: Shape
            if parameters[0].label == "into", parameters[0].isInout, !parameters[1].isInout {
                shape = .reducer
            } else if parameters[0].label == nil, !parameters[0].isInout, !parameters[1].isInout,
                      let result = function.node.result, interpreter.sameTypeRef(result, parameters[0].type) {
                shape = .transition
            } else {
                return nil
            }
            return Machine(function: function, shape: shape, stateType: state, eventType: event,
                           stateTypeRef: parameters[0].type, eventTypeRef: parameters[1].type, interpreter: interpreter)
        }
    }

    /// `mutating func enviar(_ evento: E)` of a struct or enum `S`: the state is `S`, the event `E`.
    /// Not of a generic type: `Caja<E>` with `meter(_: E)` has no one state type to explore; not
    /// one that returns a value (`mutating func probar(_ c: Character) -> String` answers
    /// questions, it does not take events), nor one that throws (`mutating func aplicar(cupon:) throws`
    /// checks what it is given: an everyday program's, whose model has no state to start from).
    private static func methodMachines(in interpreter: Interpreter) -> [Machine] {
        interpreter.allTypes.filter {
            ($0.kind == .structure || $0.kind == .enumeration) && $0.genericParameters.isEmpty
        }.flatMap { owner in
            owner.methods.values.flatMap { $0 }.compactMap { function -> Machine? in
                let parameters = function.node.parameters
                guard function.node.isMutating, !function.node.isStatic, !function.node.isThrowing, parameters.count == 1,
                      !parameters[0].isInout, function.node.result.map(Self.isVoid) ?? true else { return nil }
                let event = interpreter.resolve(parameters[0].type, inside: owner)
                let state = RuntimeType.nominal(owner)
                return Machine(function: function, shape: .method, owner: owner, stateType: state, eventType: event,
                               stateTypeRef: topLevelRef(state, written: parameters[0].type),
                               eventTypeRef: topLevelRef(event, written: parameters[0].type), interpreter: interpreter)
            }
        }
    }

    /// `-> Void` and `-> ()`, which return nothing.
    private static func isVoid(_ type: TypeRef) -> Bool {
        switch type.kind {
        case .tuple(let elements): return elements.isEmpty
        case .named(let path, let generics): return path == ["Void"] && generics.isEmpty
        case .optional, .array, .dictionary, .function: return false
        }
    }

    /// A nominal type by its qualified name, which the top level can resolve; anything else as written.
    private static func topLevelRef(_ type: RuntimeType, written: TypeRef) -> TypeRef {
        if case .nominal(let info) = type, info.kind != .builtin {
            let path = info.qualifiedName.split(separator: ".").map(String.init)
            return TypeRef(.named(path: path, generics: []), span: written.span)
        }
        return written
    }

    /// Functions and methods by name and signature, for naming what `maquina=` could have meant.
    private static func declaredFunctions(in interpreter: Interpreter) -> [(name: String, signature: String, answers: (String) -> Bool)] {
        func entry(_ function: Located<FunctionDecl>, owner: TypeInfo?) -> (name: String, signature: String, answers: (String) -> Bool) {
            let prefix = owner.map { $0.qualifiedName + "." } ?? ""
            let labels = "(" + function.node.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            let name = function.node.name
            let names = [name, prefix + name, name + labels, prefix + name + labels]
            return (name, prefix + name + labels, { names.contains($0) })
        }
        let free = interpreter.allFunctions.map { entry($0, owner: nil) }
        let methods = interpreter.allTypes.flatMap { owner in owner.methods.values.flatMap { $0 }.map { entry($0, owner: owner) } }
        return free + methods
    }
}
