import Language

extension TypeCheck {
    /// What grading's static checks read of a learner's files: the declared program and the
    /// type of every `switch`'s subject as the checker infers it. Errors do not stop the
    /// reading; a subject the checker cannot type is `.unknown`.
    public struct Reading: @unchecked Sendable {
        public let program: Program
        /// For each file, in the order given, by the span of the `switch` statement or expression.
        public let switchSubjects: [[Span: SwiftType]]
    }

    /// Several files read as one program, each parsed on its own (a brace left open in one
    /// does not swallow the next).
    public static func read(_ units: [(unit: SourceUnit, source: SourceFile)]) -> Reading {
        let program = Program(units: units)
        guard let first = units.first else { return Reading(program: program, switchSubjects: []) }
        let checker = TypeChecker(program: program, source: first.source)
        var subjects: [[Span: SwiftType]] = []
        for (unit, source) in units {
            checker.source = source
            checker.switchSubjects = [:]
            var copy = unit
            checker.checkTopLevel(&copy)
            subjects.append(checker.switchSubjects ?? [:])
        }
        return Reading(program: program, switchSubjects: subjects)
    }
}

extension Program {
    /// A type by the name an exercise or a command uses (`Asistente`, `State.Carga`), or by its
    /// own last name when only one type has it (`Carga`).
    public func type(named name: String) -> NominalDecl? {
        let path = name.split(separator: ".").map(String.init)
        if let full = lookup(path, from: []) { return types[full] }
        guard let last = path.last else { return nil }
        let sharing = typeOrder.filter { $0 == last || $0.hasSuffix("." + last) }
        return sharing.count == 1 ? types[sharing[0]] : nil
    }

    /// Every enum case name, with the enums that declare it.
    public var enumsByCaseName: [String: [String]] {
        var found: [String: [String]] = [:]
        for name in typeOrder { for element in types[name]?.cases ?? [] { found[element.name, default: []].append(name) } }
        return found
    }
}

extension SwiftType {
    /// Whether a value of this type is a `name` (the type itself, or an optional of it).
    public func isNominal(_ name: String) -> Bool {
        switch self {
        case .nominal(let own, _): return own == name
        case .optional(let wrapped): return wrapped.isNominal(name)
        case .int, .double, .bool, .string, .character, .void, .array, .dictionary, .set, .tuple, .function, .inoutParameter, .metatype,
             .range, .opaque, .result, .substring, .library, .never, .unknown, .parameter:
            return false
        }
    }
}
