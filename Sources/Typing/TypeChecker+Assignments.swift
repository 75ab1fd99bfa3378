import Language
import Messages

/// Assignments: to a name, a property, a subscript or a tuple of places, with compound operators.
extension TypeChecker {
    func inferAssignment(_ op: String, _ target: inout Expr, _ value: inout Expr) {
        if case .identifier("_") = target.kind { _ = infer(&value, nil); return }
        if op == "=", case .tuple(var places) = target.kind {
            inferTupleAssignment(&places, &value)
            target.kind = .tuple(places)
            return
        }
        // `x = v` gives `x` its value; it does not read it.
        if op == "=", case .identifier(let name) = target.kind, let local = lookupLocal(name) {
            check(&value, against: local.type, .assigned)
            // A `let` declared without a value receives it once.
            // swiftc blames a second value given to a `let` at its `=`.
            if checkSingleInitialization(name, at: operatorOffset("=", between: target, value) ?? target.span.start), !isPending(name) {
                checkAssignable(target, .assignment)
            }
            markInitialized(name)
            return
        }
        // swiftc points at the operator of `x += 1`, at the place of `x = 1`.
        checkAssignable(target, .assignment, at: op == "=" ? nil : operatorOffset(op, between: target, value))
        var targetType: SwiftType
        if case .subscriptAccess(var base, var arguments) = target.kind {
            // The value assigned is the subscript's context: swiftc blames a wrong index, not the `[`.
            targetType = inferSubscript(&base, &arguments, contextual: true, at: target.span)
            target.kind = .subscriptAccess(base, arguments)
        } else {
            targetType = infer(&target, nil)
        }
        // `caja.perfil?.edad += 1` assigns to the wrapped value when the chain finds one.
        if case .optionalEvaluation = target.kind, let wrapped = targetType.wrapped { targetType = wrapped }
        guard op != "=" else {
            check(&value, against: targetType, .assigned)
            return
        }
        let binary = String(op.dropLast())
        let (l, r) = (targetType, infer(&value, targetType))
        if l.isUnknown || r.isUnknown { return }
        if binary == "+", l.isText, r.isText { return }
        if binary == "+", appendsSequence(op, l, r, target, &value) { return }
        // `xs += ys`, `trozo += [4]`, `xs += ys[1...]`: an array or a slice grows by a sequence of its elements.
        if binary == "+", case .array(let element) = Library.likeItsBase(l),
           case .array(let added) = Library.likeItsBase(r), convertible(added, to: element) { return }
        if l.isNumeric, l == r, ["+", "-", "*", "/", "%"].contains(binary), !(binary == "%" && l.isFloatingPoint) { return }
        // `h &+= c`, `n >>= 1`, `marcas |= bit`: the integer operators, on a place of an integer type
        // (a shift's count may be any integer).
        let integer: (SwiftType) -> Bool = { $0 == .int || $0.isFixedInteger }
        if integer(l), ["&+", "&-", "&*", "&", "|", "^"].contains(binary), l == r { return }
        if integer(l), ["<<", ">>", "&<<", "&>>"].contains(binary), integer(r) { return }
        // `stock["pan"] += 1`: the entry is an optional, as swiftc says.
        if let wrapped = l.wrapped, wrapped.matches(r) {
            return report(Msg.Typing.mustUnwrap(l.spelling, wrapped.spelling), at: anchor(of: target))
        }
        // `contador += "1"`, `total += precio` (a Double): the `+=` of the place's type, and a
        // value that is not of it. A type without that operator (`b += 1` on a Bool) is blamed at it.
        let ownOperator = Self.hasCompoundOperator(l, binary)
        if value.isPlainLiteral, ownOperator {
            return report(Msg.Typing.cannotConvert(r.spelling, l.spelling, place: .argument), at: value.span.start)
        }
        if userOperator(op, &target, &value, l, r) != nil { return }
        if ownOperator, l != r, r.isNumeric || r.isText {
            return report(Msg.Typing.cannotConvert(r.spelling, l.spelling, place: .argument), at: value.span.start)
        }
        if l == r { return report(Msg.Typing.binaryOperandsSame(op, l.spelling), at: operatorOffset(op, between: target, value) ?? target.span.start) }
        reportOperands(op, l, r, target, value)
    }

    /// Whether the library gives `type` its own `op=` (`Int` `+=`, `String` `+=`, an array's `+=`).
    static func hasCompoundOperator(_ type: SwiftType, _ binary: String) -> Bool {
        if type.isNumeric { return ["+", "-", "*", "/"].contains(binary) || binary == "%" && !type.isFloatingPoint }
        if type.isText { return binary == "+" }
        if case .array = Library.likeItsBase(type) { return binary == "+" }
        return false
    }

    /// `(x, y) = (y, x)`, `(self.a, self.b) = (a, b)`: each place gets its element; `_` drops one.
    func inferTupleAssignment(_ places: inout [Argument], _ value: inout Expr) {
        var elements: [SwiftType.Element] = []
        var given: [String] = []
        for index in places.indices {
            let place = places[index].value
            if case .identifier("_") = place.kind {
                elements.append(.init(label: nil, type: .unknown))
            } else if case .identifier(let name) = place.kind, let local = lookupLocal(name) {
                if checkSingleInitialization(name, at: place.span.start), !isPending(name) { checkAssignable(place, .assignment) }
                elements.append(.init(label: nil, type: local.type))
                given.append(name)
            } else {
                checkAssignable(place, .assignment)
                elements.append(.init(label: nil, type: infer(&places[index].value, nil)))
            }
        }
        check(&value, against: .tuple(elements), .assigned)
        for name in given { markInitialized(name) }
    }
}
