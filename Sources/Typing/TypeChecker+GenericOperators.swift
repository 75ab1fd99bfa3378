import Language
import Messages

/// `a + b` inside `func suma<T>(_ a: T, _ b: T)`: a generic parameter has only the operators its
/// constraints give it, and swiftc refuses the others at the operator.
extension TypeChecker {
    private static let equality: Set<String> = ["==", "!="]
    private static let ordering: Set<String> = equality.union(["<", ">", "<=", ">="])
    private static let integer: Set<String> = ordering.union(["+", "-", "*", "/", "%"])
    /// The operators each library protocol gives; a constraint not listed proves nothing.
    private static let operatorsOfProtocol: [String: Set<String>] = [
        "Equatable": equality, "Hashable": equality, "Comparable": ordering,
        "AdditiveArithmetic": equality.union(["+", "-"]), "Numeric": equality.union(["+", "-", "*"]),
        "SignedNumeric": equality.union(["+", "-", "*"]),
        "BinaryInteger": integer, "SignedInteger": integer, "UnsignedInteger": integer, "FixedWidthInteger": integer,
        "FloatingPoint": ordering.union(["+", "-", "*", "/"]), "BinaryFloatingPoint": ordering.union(["+", "-", "*", "/"]),
    ]

    /// The generic parameter `name` of the functions being checked, innermost first.
    private func functionGenericParameter(_ name: String) -> GenericParameter? {
        for generics in functionGenerics.reversed() where !generics.hasSameTypeClause {
            if let found = generics.parameters.first(where: { $0.name == name }) { return found }
        }
        return nil
    }

    /// Reports `left op right` when both are of one generic parameter (or the right one is a
    /// literal) whose constraints, all library protocols, lack `op`; says whether it did.
    func reportsGenericOperands(_ op: String, _ l: SwiftType, _ r: SwiftType, _ left: Expr, _ right: Expr) -> Bool {
        guard case .parameter(let name) = l, l == r || right.isPlainLiteral, !r.isUnknown || l == r,
              Self.integer.contains(op), let parameter = functionGenericParameter(name) else { return false }
        var given: Set<String> = []
        for constraint in parameter.constraints {
            guard let protocolName = constraint.simpleName, let operators = Self.operatorsOfProtocol[protocolName] else { return false }
            given.formUnion(operators)
        }
        if given.contains(op) { return false }
        // A literal becomes a `T` that can be written as one: no opinion where a constraint is.
        if l != r, !parameter.constraints.isEmpty { return false }
        // The program may declare the operator for any type.
        if !program.functions(named: op).isEmpty || program.types.values.contains(where: { !$0.methods(named: op, isStatic: true).isEmpty }) {
            return false
        }
        let at = operatorOffset(op, between: left, right) ?? left.span.start
        if l == r {
            report(Msg.Typing.binaryOperandsSame(op, name), at: at)
        } else {
            report(Msg.Typing.binaryOperands(op, name, r.spelling), at: at)
        }
        return true
    }
}
