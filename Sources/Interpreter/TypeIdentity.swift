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
        case .opaque(let name): if case .opaque(let otherName) = other { return name == otherName }
        }
        return false
    }
}
