import Interpreter

/// A type's shapes as the type's own tree (DESIGN §7): an enum is a sum over its cases, a case
/// a product of its payload, a struct, class or tuple a product of its fields, an optional
/// 1 + its wrapped type. Each node keeps its count, so renderers and the enumeration of
/// representative values never recompute it.
public struct ShapeFormula: Sendable {
    public indirect enum Node: Sendable {
        /// `Bool`: `false`, `true`.
        case flag
        /// `Int`, `String`, `Double`, `Date`, `Task`, `UUID`, `Error`, arrays, functions…: one
        /// shape, because the lessons count situations, not identifiers (DESIGN §7).
        case unbounded
        /// `Never`: no value at all.
        case uninhabited
        /// A `let` with an initial value: every value of the type holds the same one, so it
        /// adds no shape (Swift lets no initializer change it).
        case constant
        /// `nil`, or a value of the wrapped type.
        case optional(ShapeFormula)
        /// An enum: one term per case.
        case variants([Variant])
        /// A struct, a class or a tuple: one factor per stored field.
        case fields([Component], Aggregate)
        /// A type met again while it is being counted (an `indirect` enum, a class that points
        /// to its own kind): a shape per depth, so no bound. Not expanded again.
        case recursive
    }

    /// What kind of product a `.fields` node is; the renderers name it.
    public enum Aggregate: Sendable {
        case structure
        /// Counted as the product of its stored fields: the shapes an instance can be in.
        /// Identity (which instance) is not a shape, as an `Int`'s value is not.
        case classType
        case tuple
    }

    public struct Variant: Sendable {
        public let name: String
        public let payload: [Component]
        /// The product of the payload (1 with none).
        public let count: ShapeCount
    }

    /// A field of a struct or class, an element of a tuple, or an element of a case's payload.
    public struct Component: Sendable {
        /// nil for an unlabelled tuple or payload element.
        public let label: String?
        public let formula: ShapeFormula
    }

    /// As the learner writes it: `Bool`, `Optional<String>`, `Destino`, `[Int]`.
    public let typeName: String
    public let type: RuntimeType
    public let node: Node
    public let count: ShapeCount
    /// Whether some node refers back to a type being counted; such formulas are only valid
    /// where they were built, so the analyzer does not reuse them elsewhere. Stored, so that
    /// asking never walks a large tree.
    public let containsRecursion: Bool

    public init(typeName: String, type: RuntimeType, node: Node) {
        self.typeName = typeName
        self.type = type
        self.node = node
        self.count = Self.count(of: node)
        self.containsRecursion = Self.recursion(in: node)
    }

    private static func count(of node: Node) -> ShapeCount {
        switch node {
        case .flag: return .two
        case .unbounded, .constant: return .one
        case .uninhabited: return .zero
        case .optional(let wrapped): return .one + wrapped.count
        case .variants(let variants): return variants.reduce(.zero) { $0 + $1.count }
        case .fields(let fields, _): return product(fields)
        case .recursive: return .unlimited
        }
    }

    static func product(_ components: [Component]) -> ShapeCount {
        components.reduce(.one) { $0 * $1.formula.count }
    }

    /// The declared type behind a nominal node (struct, class, enum), if it is one.
    public var typeInfo: TypeInfo? {
        if case .nominal(let info) = type { return info }
        return nil
    }

    private static func recursion(in node: Node) -> Bool {
        switch node {
        case .recursive: return true
        case .flag, .unbounded, .uninhabited, .constant: return false
        case .optional(let wrapped): return wrapped.containsRecursion
        case .variants(let variants): return variants.contains { $0.payload.contains { $0.formula.containsRecursion } }
        case .fields(let fields, _): return fields.contains { $0.formula.containsRecursion }
        }
    }

    /// The distinct names of unbounded leaves, in the order first met (`Int`, `String`…):
    /// the output says they count 1 shape each and why.
    public var unboundedLeafNames: [String] {
        var names: [String] = []
        var seen = Set<String>()
        var visited = 0
        collectUnbounded(into: &names, seen: &seen, visited: &visited)
        return names
    }

    private func collectUnbounded(into names: inout [String], seen: inout Set<String>, visited: inout Int) {
        // A type with thousands of fields needs no more than a sample of them for a note.
        visited += 1
        guard visited < 10_000 else { return }
        switch node {
        case .unbounded:
            if seen.insert(typeName).inserted { names.append(typeName) }
        case .flag, .uninhabited, .constant, .recursive:
            break
        case .optional(let wrapped):
            wrapped.collectUnbounded(into: &names, seen: &seen, visited: &visited)
        case .variants(let variants):
            for variant in variants {
                for element in variant.payload { element.formula.collectUnbounded(into: &names, seen: &seen, visited: &visited) }
            }
        case .fields(let fields, _):
            for field in fields { field.formula.collectUnbounded(into: &names, seen: &seen, visited: &visited) }
        }
    }

    /// The names of the types that contain themselves, for the «sin límite» explanation.
    public var recursiveTypeNames: [String] {
        var names: [String] = []
        collectRecursive(into: &names)
        return names
    }

    private func collectRecursive(into names: inout [String]) {
        guard containsRecursion else { return }
        switch node {
        case .recursive:
            if !names.contains(typeName) { names.append(typeName) }
        case .flag, .unbounded, .uninhabited, .constant:
            break
        case .optional(let wrapped):
            wrapped.collectRecursive(into: &names)
        case .variants(let variants):
            for variant in variants { for element in variant.payload { element.formula.collectRecursive(into: &names) } }
        case .fields(let fields, _):
            for field in fields { field.formula.collectRecursive(into: &names) }
        }
    }
}
