import Language

/// Whether two run-time types are one type, by what they are rather than how they are named:
/// `Caja<Int>` and `Caja<String>` share a name without their arguments, and two types declared
/// with one name in different scopes (`Perfil.Estado`, `Pedido.Estado`) are not the same.
extension RuntimeType {
    public func isSame(as other: RuntimeType) -> Bool {
        switch self {
        case .int: if case .int = other { return true }
        case .double: if case .double = other { return true }
        case .bool: if case .bool = other { return true }
        case .string: if case .string = other { return true }
        case .function: if case .function = other { return true }
        case .nominal(let a):
            guard case .nominal(let b) = other else { return false }
            if a === b { return true }
            return a.genericRoot === b.genericRoot && a.genericArguments.count == b.genericArguments.count
                && zip(a.genericArguments, b.genericArguments).allSatisfy { $0.isSame(as: $1) }
        case .optional(let a): if case .optional(let b) = other { return a.isSame(as: b) }
        case .array(let a): if case .array(let b) = other { return a.isSame(as: b) }
        case .set(let a): if case .set(let b) = other { return a.isSame(as: b) }
        case .dictionary(let key, let value):
            if case .dictionary(let otherKey, let otherValue) = other { return key.isSame(as: otherKey) && value.isSame(as: otherValue) }
        case .range(let bound, let kind):
            if case .range(let otherBound, let otherKind) = other { return kind == otherKind && bound.isSame(as: otherBound) }
        case .tuple(let elements):
            guard case .tuple(let others) = other, elements.count == others.count else { return false }
            return zip(elements, others).allSatisfy { $0.label == $1.label && $0.type.isSame(as: $1.type) }
        // The subset carries these by name only: the name is all there is to compare.
        case .opaque(let name): return name == other.libraryName
        }
        // `type(of: 1)` is named by the checker's type (`.opaque("Int")`), `Int.self` is `.int`.
        if case .opaque(let name) = other { return name == libraryName }
        return false
    }

    /// The name the checker gives a library type the run time carries by name (`Array<Int>`,
    /// `Optional<Character>`); nil for the program's types, which are compared by what they are.
    var libraryName: String? {
        func named(_ name: String, _ arguments: [RuntimeType]) -> String? {
            let names = arguments.compactMap(\.libraryName)
            guard names.count == arguments.count else { return nil }
            return name + "<" + names.joined(separator: ", ") + ">"
        }
        switch self {
        case .int, .double, .bool, .string: return displayName
        case .optional(let wrapped): return named("Optional", [wrapped])
        case .array(let element): return named("Array", [element])
        case .set(let element): return named("Set", [element])
        case .dictionary(let key, let value): return named("Dictionary", [key, value])
        case .range(let bound, let kind): return named(RangeValue(lower: .void, upper: .void, kind: kind).typeName, [bound])
        case .tuple(let elements):
            let names = elements.compactMap { element in element.type.libraryName.map { (element.label.map { "\($0): " } ?? "") + $0 } }
            guard names.count == elements.count else { return nil }
            return "(" + names.joined(separator: ", ") + ")"
        case .opaque(let name): return name
        case .nominal, .function: return nil
        }
    }
}

extension TypeRef {
    /// Whether `Character` or `Substring` is written in it, alone or inside the library's
    /// collections and tuples: types whose values the run time carries as a `String`. A generic
    /// type of the program or `Result<Substring, Error>` keeps its own run-time type.
    var mentionsText: Bool {
        switch kind {
        case .named(let path, let generics):
            if path == ["Character"] || path == ["Substring"] { return true }
            guard path.count == 1, ["Optional", "Array", "Set", "Dictionary"].contains(path[0]) else { return false }
            return generics.contains { $0.mentionsText }
        case .optional(let wrapped), .array(let wrapped): return wrapped.mentionsText
        case .dictionary(let key, let value): return key.mentionsText || value.mentionsText
        case .tuple(let elements): return elements.contains { $0.type.mentionsText }
        case .function: return false
        }
    }
}

extension Interpreter {
    /// `Character.self`, `[Substring].self`: the run time carries their values as text, so the
    /// type goes by its name, as `type(of:)` names it; nil for any other type.
    func textNamedType(_ ref: TypeRef) -> RuntimeType? {
        guard ref.mentionsText, lookupType(["Character"], context: typeContext) == nil,
              lookupType(["Substring"], context: typeContext) == nil else { return nil }
        return .opaque(ref.runTimeName)
    }
}
