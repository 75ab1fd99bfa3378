import Language
import Typing

// Owner: the arithmetic engineer. The few internals that counting shapes and building one
// value per shape need, made public here so the rest of the interpreter stays as it is.

extension Interpreter {
    /// The program the checker declared and this interpreter laid out last: the one model the
    /// arithmetic counts shapes from.
    public var declaredProgram: Program? { adopted.program }

    /// The type of each stored property: as declared, else as the checker infers it from its
    /// initial value (`var cargando = false` is a `Bool`), else nil when neither tells.
    public func storedPropertyTypes(of type: TypeInfo) -> [RuntimeType?] {
        type.storedProperties.map { property in
            if let declared = property.type { return resolveType(declared, context: type) }
            guard let declaration = type.declaration,
                  let inferred = adopted.program?.inferredType(of: property, in: declaration) else { return nil }
            return resolveType(inferred, context: type)
        }
    }

    /// The initial value of one stored property (a `let` with a value is a constant of every
    /// instance), or nil when it has none.
    public func initialValue(ofProperty index: Int, in type: TypeInfo) throws -> Value? {
        let property = type.storedProperties[index]
        guard let initializer = property.initializer else { return nil }
        return try initialValue(initializer, of: type, declared: property.type.map { resolveType($0, context: type) })
    }

    /// From outside any run: a fresh step and depth budget, given back afterwards.
    private func initialValue(_ initializer: Expr, of type: TypeInfo, declared: RuntimeType?) throws -> Value {
        let saved = (steps, depth)
        steps = 0
        depth = 0
        defer { (steps, depth) = saved }
        return try evaluateInitializer(initializer, of: type, file: type.file, expected: declared, declared: declared)
    }

    /// A class instance with exactly these fields, without running an `init`: one
    /// representative per shape is built field by field.
    public func makeInstance(of type: TypeInfo, fields: [Value]) -> Value {
        instanceSerial += 1
        return .instance(Instance(type: type, fields: fields, serial: instanceSerial))
    }

    /// Whether `name` (without generic arguments) is a built-in opaque type (`Date`, `Task`,
    /// `UUID`, `Error`, `Any`, `Never`) rather than a name nobody declared.
    public static func isBuiltinOpaqueType(_ name: String) -> Bool {
        Builtins.opaqueTypeNames.contains(String(name.prefix { $0 != "<" }))
    }
}
