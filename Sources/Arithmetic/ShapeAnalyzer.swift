import Interpreter
import Language
import Typing

/// Builds a type's `ShapeFormula` (DESIGN §7) from the checker's model of the declared program
/// (`StoredLayout`): the stored fields and cases as the checker types them, with a generic
/// type's arguments put in. Only stored properties count: computed and static ones hold no
/// state of the value. The interpreter only names the run-time type of each node, by which the
/// legitimacy count builds one value per shape.
public struct ShapeAnalyzer {
    let interpreter: Interpreter

    public init(interpreter: Interpreter) { self.interpreter = interpreter }

    public func formula(of type: SwiftType) -> ShapeFormula {
        Builder(interpreter: interpreter).formula(of: type)
    }

    /// A machine's state type, as the run time knows it.
    public func formula(of type: RuntimeType) -> ShapeFormula {
        formula(of: Self.checkerType(of: type))
    }

    /// The checker's type for a run-time one. A run-time type has no generic arguments and
    /// names `Character` as `String`; a machine's state type, the one use, is neither.
    public static func checkerType(of type: RuntimeType) -> SwiftType {
        switch type {
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .string: return .string
        case .nominal(let info): return .nominal(info.qualifiedName)
        case .optional(let wrapped): return .optional(checkerType(of: wrapped))
        case .array(let element): return .array(checkerType(of: element))
        case .dictionary(let key, let value): return .dictionary(checkerType(of: key), checkerType(of: value))
        case .set(let element): return .set(checkerType(of: element))
        case .range(let bound, let kind): return .range(checkerType(of: bound), closed: kind == .closed)
        case .tuple(let elements): return .tuple(elements.map { .init(label: $0.label, type: checkerType(of: $0.type)) })
        case .function: return .function([], .void)
        case .opaque(let name): return name == "Never" ? .never : .opaque(name)
        }
    }
}

/// One analysis: the types being expanded (to stop at recursion instead of looping) and the
/// formulas already built (a type used by many fields is analysed once).
private final class Builder {
    let interpreter: Interpreter
    let program: Program?
    var expanding: Set<SwiftType> = []
    var built: [SwiftType: ShapeFormula] = [:]

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
        program = interpreter.declaredProgram
    }

    func formula(of type: SwiftType) -> ShapeFormula {
        switch type {
        case .bool:
            return leaf(type, .flag)
        case .never:
            return leaf(type, .uninhabited)
        // An opaque type (`Date`, `Task`, a name the subset does not look inside) is one shape
        // with values we do not count, as an `Int` is; the checker reads `Never` as `.never`.
        case .int, .double, .string, .character, .substring, .array, .dictionary, .set, .range, .function,
             .library, .metatype, .inoutParameter, .parameter, .opaque, .result, .unknown:
            return leaf(type, .unbounded)
        case .void:
            return leaf(type, .fields([], .tuple))
        case .optional(let wrapped):
            return leaf(type, .optional(formula(of: wrapped)))
        case .tuple(let elements):
            let components = elements.map { ShapeFormula.Component(label: $0.label, formula: formula(of: $0.type)) }
            return leaf(type, .fields(components, .tuple))
        case .nominal:
            return nominal(type)
        }
    }

    private func leaf(_ type: SwiftType, _ node: ShapeFormula.Node) -> ShapeFormula {
        ShapeFormula(typeName: Self.shownName(type), type: runTimeType(type), node: node)
    }

    private func nominal(_ type: SwiftType) -> ShapeFormula {
        if let done = built[type] { return done }
        guard !expanding.contains(type) else { return leaf(type, .recursive) }
        expanding.insert(type)
        defer { expanding.remove(type) }
        let node: ShapeFormula.Node
        switch program?.storedLayout(of: type) {
        case .enumeration(let cases): node = .variants(cases.map(variant))
        case .structure(let fields): node = .fields(fields.map(component), .structure)
        case .classType(let fields): node = .fields(fields.map(component), .classType)
        case .existential, nil: node = .unbounded
        }
        let result = leaf(type, node)
        // A formula that stopped at a type on the way in is only right from where it was built.
        if !result.containsRecursion { built[type] = result }
        return result
    }

    private func variant(_ stored: StoredCase) -> ShapeFormula.Variant {
        let payload = stored.payload.map { ShapeFormula.Component(label: $0.label, formula: formula(of: $0.type)) }
        return ShapeFormula.Variant(name: stored.name, payload: payload, count: ShapeFormula.product(payload))
    }

    private func component(_ field: StoredField) -> ShapeFormula.Component {
        let formula = field.isConstant ? leaf(field.type, .constant) : self.formula(of: field.type)
        return ShapeFormula.Component(label: field.name, formula: formula)
    }

    /// The run-time type values of this shape are built with; a type without a written name
    /// (a generic parameter left open) is opaque, and only ever sampled.
    private func runTimeType(_ type: SwiftType) -> RuntimeType {
        guard let ref = type.writtenTypeRef else { return .opaque(type.spelling) }
        return interpreter.resolve(ref)
    }

    /// A type's name in formulas and trees, as the lessons have always written it
    /// (`Optional<Destino>`, `[String: Int]`), with `Character` and a generic type's
    /// arguments named (`Caja<Bool>`).
    static func shownName(_ type: SwiftType) -> String {
        switch type {
        case .optional(let wrapped): return "Optional<\(shownName(wrapped))>"
        case .array(let element): return "[\(shownName(element))]"
        case .dictionary(let key, let value): return "[\(shownName(key)): \(shownName(value))]"
        case .set(let element): return "Set<\(shownName(element))>"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + shownName($0.type) }.joined(separator: ", ") + ")"
        case .nominal(let name, let arguments):
            return arguments.isEmpty ? name : name + "<" + arguments.map(shownName).joined(separator: ", ") + ">"
        case .range(let bound, let closed): return (closed ? "ClosedRange<" : "Range<") + shownName(bound) + ">"
        case .function: return RuntimeType.function.displayName
        case .int, .double, .bool, .string, .character, .void, .parameter, .inoutParameter, .metatype, .opaque, .result,
             .substring, .library, .never, .unknown:
            return type.spelling
        }
    }
}
