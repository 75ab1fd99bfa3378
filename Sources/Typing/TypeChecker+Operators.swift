import Language
import Messages

/// Expressions made only of numeric literals take the type their context asks for. What a
/// subtree is gets remembered by its span, so a long chain `a + b + c + …` is read in linear time.
struct Literals {
    enum Kind { case none, integers, withFloat }
    private var known: [Span: Kind] = [:]

    mutating func kind(_ e: Expr) -> Kind {
        if let kind = known[e.span] { return kind }
        let kind: Kind
        switch e.kind {
        case .integerLiteral: kind = .integers
        case .floatLiteral: kind = .withFloat
        // An integer literal made one of a fixed-width type (`infer`).
        case .staticType(let inner, _) where inner.isIntegerLiteral: kind = .integers
        case .prefix(let op, let inner): kind = op == "-" || op == "+" ? self.kind(inner) : .none
        case .binary(let op, let l, let r) where ["+", "-", "*", "/"].contains(op):
            let (a, b) = (self.kind(l), self.kind(r))
            kind = a == .none || b == .none ? .none : (a == .withFloat || b == .withFloat ? .withFloat : .integers)
        case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
            kind = self.kind(arguments[0].value)
        default: kind = .none
        }
        known[e.span] = kind
        return kind
    }
}

extension TypeChecker {
    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%"]
    static let comparisons: Set<String> = ["<", ">", "<=", ">="]
    static let equalities: Set<String> = ["==", "!="]
    static let overflowing: Set<String> = ["&+", "&-", "&*"]

    func inferBinary(_ op: String, _ left: inout Expr, _ right: inout Expr, hint: SwiftType?, at span: Span) -> SwiftType {
        if op == "&&" || op == "||" {
            checkCondition(&left)
            checkCondition(&right)
            return .bool
        }
        if op == "===" || op == "!==" {
            _ = infer(&left, nil); _ = infer(&right, nil)
            return .bool
        }
        if op == "~=" { _ = infer(&left, nil); _ = infer(&right, nil); return .bool }
        if !OperatorTable.isSwiftInfix(op) {
            // `2 ** 10`, `"a" <> "b"`: an operator the program declares means its functions only.
            // With one top-level function, the operands are its arguments, checked as a call's.
            let functions = program.functions(named: op).filter { $0.0.parameters.count == 2 }
            if functions.count == 1, functions[0].0.genericParameters.isEmpty, !left.isImplicitMember, !right.isImplicitMember {
                let function = functions[0].0
                check(&left, against: resolve(function.parameters[0].type, reporting: false), .argument)
                check(&right, against: resolve(function.parameters[1].type, reporting: false), .argument)
                return function.result.map { resolve($0, reporting: false) } ?? .void
            }
            let (l, r) = inferOperands(&left, &right, hint: nil)
            if l.isUnknown || r.isUnknown { return .unknown }
            if let result = userOperator(op, &left, &right, l, r) { return result }
            reportOperands(op, l, r, left, right)
            return .unknown
        }
        if let bitwise = inferBitwise(op, &left, &right, hint: hint) { return bitwise }
        let isArithmetic = Self.arithmetic.contains(op) || Self.overflowing.contains(op)
        let unchecked = (left, right)
        let (l, r): (SwiftType, SwiftType)
        if Self.equalities.contains(op), case .nilLiteral = right.kind {
            (l, r) = (infer(&left, nil), .unknown)
            return .bool
        } else if Self.equalities.contains(op), case .nilLiteral = left.kind {
            _ = infer(&right, nil)
            return .bool
        } else if Self.equalities.contains(op), right.isImplicitMember {
            l = infer(&left, nil)
            if case .function = l { return compareFunction(op, l, left, right, member: right) }
            r = infer(&right, l)
        } else if Self.equalities.contains(op), left.isImplicitMember {
            r = infer(&right, nil)
            if case .function = r { return compareFunction(op, r, left, right, member: left) }
            l = infer(&left, r)
        } else if op == "+", case .binary("+", _, _) = left.kind, literals.kind(left) == .none, literals.kind(right) == .none,
                  !right.isEmptyArrayLiteral {
            // `"Día " + i + ": " + d`: a chain of `+` that ends in text joins text all along, and
            // swiftc blames the Int inside it.
            r = infer(&right, nil)
            l = infer(&left, r == .string ? .string : hint)
        } else {
            (l, r) = inferOperands(&left, &right, hint: isArithmetic ? hint : nil)
        }
        if reportsGenericOperands(op, l, r, left, right) { return isArithmetic ? l : .bool }
        if l.isUnknown || r.isUnknown { return isArithmetic ? (l.isUnknown ? r : l) : .bool }
        // `type(of: a) == Perro.self`: types compare as types (the library's `==` of `Any.Type?`).
        if Self.equalities.contains(op), case .metatype = l.wrappedOrSelf, case .metatype = r.wrappedOrSelf { return .bool }
        // `estado == .cargando` of a case with a payload: the case is a function until it gets it.
        if Self.equalities.contains(op) {
            for (side, other, type) in [(right, l, r), (left, r, l)] {
                if case .function(let parameters, let result) = type, result.matches(other), let name = caseName(side) {
                    report(Msg.Typing.caseExpectsPayload(name, parameters.map(\.spelling)), at: lastToken(of: side))
                    return .bool
                }
            }
        }
        if isArithmetic {
            if l.isNumeric, l == r, !(op == "%" && l.isFloatingPoint) {
                if !l.isFloatingPoint, Self.arithmetic.contains(op) { checkConstantArithmetic(op, left, right, type: l) }
                return l
            }
            if op == "+", l == .string, r == .string { return .string }
            // Text joined to text, elements to elements: the left side's type (`sub + s` is a Substring).
            // Where a `String` is expected, Swift picks the `+` that gives one (`let t: String = sub + "…"`).
            if op == "+", l.isText, r.isText { return hint?.wrappedOrSelf == .string ? .string : l }
            // An array or a slice joined to a sequence of the same elements is of its type.
            if op == "+", let a = Library.element(of: l), let b = Library.element(of: r), l.isArrayLike || r.isArrayLike,
               a.matches(b) {
                // Where an array is expected, the `+` that gives one: the slice on the left becomes an array.
                if case .array? = hint?.wrappedOrSelf, case .library(.arraySlice, _) = l {
                    left = Expr(.call(Expr(.identifier("Array"), span: left.span), [Argument(label: nil, value: left)]), span: left.span)
                    return .array(a)
                }
                return l.isArrayLike ? l : r
            }
            // `libros + discos` where `[any Vendible]` is expected: each array is converted to it first.
            if op == "+", case .array(let element)? = hint?.wrappedOrSelf, case .array(let a) = l, case .array(let b) = r,
               convertible(a, to: element), convertible(b, to: element) {
                return .array(element)
            }
            if let result = userOperator(op, &left, &right, l, r) { return result }
            if let retyped = retypeAmbiguousOperand(op, &left, &right, l, r) { return retyped }
            if let retyped = retypeReduceOperand(&left, &right, l, r, unchecked: unchecked) { return retyped }
            if op == "+", blameCharacterBesideText(l, r, left, right) { return .string }
            if op == "+", blameElementBesideArray(l, r, left, right) { return l.isArrayLike ? l : r }
            // `n + "1"` where an Int is expected: swiftc keeps the Int `+` and blames the literal.
            if let fixed = hint?.wrappedOrSelf, fixed.isNumeric, l == fixed, right.isPlainLiteral {
                report(Msg.Typing.cannotConvert(r.spelling, l.spelling, place: .argument), at: right.span.start)
                return l
            }
            // `texto + n` where a String is expected, `media + n` where a Double is: swiftc keeps the
            // `+` of the expected type and blames the operand that is not of it.
            if let fixed = hint?.wrappedOrSelf, fixed.isNumeric || fixed == .string, l != r {
                for (operand, type, other) in [(right, r, l), (left, l, r)]
                where other == fixed && !type.isOptional && (type.isNumeric || type.isText) {
                    report(Msg.Typing.cannotConvert(type.spelling, fixed.spelling, place: .argument), at: anchor(of: operand))
                    return fixed
                }
            }
            // `d["a"] + d["b"]`: each subscript's optional must be unwrapped, swiftc says of each.
            if let wrapped = l.wrapped, l == r, case .subscriptAccess = left.kind, case .subscriptAccess = right.kind {
                report(Msg.Typing.mustUnwrap(l.spelling, wrapped.spelling), at: anchor(of: left))
                report(Msg.Typing.mustUnwrap(r.spelling, wrapped.spelling), at: anchor(of: right))
                return wrapped
            }
            // `xs.first + xs.last`: two optionals, for which no `+` exists.
            if l.isOptional, l == r {
                report(Msg.Typing.binaryOperandsSame(op, l.spelling), at: operatorOffset(op, between: left, right) ?? left.span.start)
                return .unknown
            }
            if let name = l.fixedWidthNumber ?? r.fixedWidthNumber {
                report(Msg.Typing.numberTypeNotInSubset(name), at: left.span.start)
                return .unknown
            }
            if let wrapped = l.wrapped, wrapped == r || (r.wrapped ?? r) == wrapped {
                report(Msg.Typing.mustUnwrap(l.spelling, wrapped.spelling), at: anchor(of: left))
                return wrapped
            }
            if let wrapped = r.wrapped, wrapped == l {
                report(Msg.Typing.mustUnwrap(r.spelling, wrapped.spelling), at: anchor(of: right))
                return wrapped
            }
            if reportLiteralOperand(op, l, r, left, right) { return .unknown }
            reportOperands(op, l, r, left, right)
            return .unknown
        }
        if Self.equalities.contains(op) {
            if arrayOfReversed(&left, from: l, to: r) || arrayOfReversed(&right, from: r, to: l) { return .bool }
            // Equal types, or an optional against its wrapped type (Swift promotes the other side).
            if l.matches(r) || l.wrapped?.matches(r) == true || r.wrapped?.matches(l) == true || l.isText && r.isText {
                if lacksEquality(l) { reportOperands(op, l, r, left, right) }
                return .bool
            }
            // `n == 3 as UInt8`, `Int8(1) == Int32(1)`: the library compares any two integers.
            if l.isInteger, r.isInteger { return .bool }
            if fixedWidthOperand(l, r, at: left.span.start) { return .bool }
            // An instance of a subclass against one of its superclass: compared as the superclass.
            if let a = nominal(l), let b = nominal(r), isSubclass(a, of: b) || isSubclass(b, of: a) {
                let base = isSubclass(a, of: b) ? r : l
                if lacksEquality(base) {
                    reportOperands(op, l, r, left, right)
                }
                return .bool
            }
            if reportLiteralOperand(op, l, r, left, right) { return .bool }
            reportOperands(op, l, r, left, right)
            return .bool
        }
        if Self.comparisons.contains(op) {
            if l == r, l.isNumeric || l == .string || l == .character || l == .unicodeScalar || l == Library.stringIndex { return .bool }
            if l.isText, r.isText { return .bool }
            // A type of the program's own compares when it is Comparable or declares the operator.
            if l.matches(r), let decl = nominal(l) {
                if isComparable(l) || decl.methods[op] != nil || decl.methods["<"] != nil || program.functions[op] != nil { return .bool }
                report(Msg.Typing.requiresComparable(op, decl.name), at: operatorOffset(op, between: left, right) ?? left.span.start)
                return .bool
            }
            if isComparableTuple(l), l.matches(r) { return .bool }
            if l.isInteger, r.isInteger { return .bool }
            if fixedWidthOperand(l, r, at: left.span.start) { return .bool }
            if l.isOptional || r.isOptional {
                let wrapped = l.wrapped ?? l
                report(Msg.Typing.mustUnwrap(l.isOptional ? l.spelling : r.spelling, wrapped.spelling),
                       at: l.isOptional ? anchor(of: left) : anchor(of: right))
                return .bool
            }
            if reportLiteralOperand(op, l, r, left, right) || blameLiteralBesideSolved(l, r, left, right) { return .bool }
            reportOperands(op, l, r, left, right)
            return .bool
        }
        // Operators the checker does not model (`<<`, `&`, custom ones): no opinion.
        return .unknown
    }

    static let bitwise: Set<String> = ["&", "|", "^"]
    static let shifts: Set<String> = ["<<", ">>", "&<<", "&>>"]

    /// `(h >> 33) & 0x7fff`, `1 << n`: an integer of the operands' type (a shift, of its left
    /// operand's: the count may be any integer). What else they join has no opinion here.
    private func inferBitwise(_ op: String, _ left: inout Expr, _ right: inout Expr, hint: SwiftType?) -> SwiftType? {
        let integer: (SwiftType) -> Bool = { $0 == .int || $0.isFixedInteger }
        if Self.shifts.contains(op) {
            let numericHint = hint.flatMap(numericBase).flatMap { integer($0) ? $0 : nil }
            let l = infer(&left, numericHint)
            _ = infer(&right, nil)
            return integer(l) ? l : .unknown
        }
        guard Self.bitwise.contains(op) else { return nil }
        let (l, r) = inferOperands(&left, &right, hint: hint.flatMap(numericBase).flatMap { integer($0) ? $0 : nil })
        if integer(l), l == r || r.isUnknown { return l }
        if integer(r), l.isUnknown { return r }
        if let result = userOperator(op, &left, &right, l, r) { return result }
        return .unknown
    }

    /// A literal beside a value it cannot be (`b + 1` of a `Bool`, `n * "2"`): when only one of
    /// the two types has the operator, swiftc takes that one's and blames the other side as an
    /// argument; when both have it, it names the operator (`reportOperands`). A type of the
    /// program's own with raw values gives way to the literal's (`moneda == 1`); any other of
    /// its types is named with the operator.
    private func reportLiteralOperand(_ op: String, _ l: SwiftType, _ r: SwiftType, _ left: Expr, _ right: Expr) -> Bool {
        guard left.isPlainLiteral != right.isPlainLiteral else { return false }
        let (literal, literalType, other, otherType) = left.isPlainLiteral ? (left, l, right, r) : (right, r, left, l)
        if let decl = nominal(otherType), rawType(of: decl) == nil { return false }
        let otherHas = nominal(otherType) == nil && Self.library(otherType, has: op)
        switch (otherHas, Self.library(literalType, has: op)) {
        case (false, true):
            report(Msg.Typing.cannotConvert(otherType.spelling, literalType.spelling, place: .argument), at: anchor(of: other))
            return true
        case (true, false):
            report(Msg.Typing.cannotConvert(literalType.spelling, otherType.spelling, place: .argument), at: literal.span.start)
            return true
        case (true, true), (false, false):
            return false
        }
    }

    /// `js.filter { $0.puntos > "2" }`, `js[0].puntos > "2"`: beside a value whose type swiftc
    /// only learns by solving (a closure's parameter, a subscript), it keeps that value's
    /// comparison and blames the literal; beside a plain variable it names the operator.
    /// A literal written first (`"18" < $0.edad`) gets the operator named; a whole number beside text blames the text (`$0.nombre > 3`: swiftc
    /// keeps the `Int` comparison), a fractional one names the operator.
    private func blameLiteralBesideSolved(_ l: SwiftType, _ r: SwiftType, _ left: Expr, _ right: Expr) -> Bool {
        guard right.isPlainLiteral, !left.isPlainLiteral, isSolved(left) else { return false }
        guard l.isNumeric || l.isText else { return false }
        if l.isText {
            guard case .integerLiteral = right.kind else { return false }
            report(Msg.Typing.cannotConvert(l.spelling, r.spelling, place: .argument), at: anchor(of: left))
            return true
        }
        report(Msg.Typing.cannotConvert(r.spelling, l.spelling, place: .argument), at: right.span.start)
        return true
    }

    private func isSolved(_ e: Expr) -> Bool {
        if case .subscriptAccess = e.kind { return true }
        if case .identifier(let name) = e.kind { return lookupLocal(name)?.isClosureParameter == true }
        if case .member(let base, _) = e.kind { return isSolved(base) }
        return false
    }

    private static func library(_ type: SwiftType, has op: String) -> Bool {
        switch op {
        case "+": return type.isNumeric || type == .string || type.isArrayLike
        case "-", "*", "/": return type.isNumeric
        case "%": return type == .int
        case "<", ">", "<=", ">=": return type.isNumeric || type == .string || type == .character || type == .unicodeScalar
        case "==", "!=": return type.isNumeric || type == .string || type == .bool || type == .character || type == .unicodeScalar
        default: return false
        }
    }

    /// «binary operator … cannot be applied», at the operator as swiftc puts it.
    /// `hacer == .b`, where `hacer` is a function (a case still without its payload): swiftc
    /// blames the operator, and the implicit member, which has no type to be looked up in.
    private func compareFunction(_ op: String, _ function: SwiftType, _ left: Expr, _ right: Expr, member: Expr) -> SwiftType {
        report(Msg.Typing.comparesFunction(op, function.spelling), at: operatorOffset(op, between: left, right) ?? left.span.start)
        if case .implicitMember(let name) = member.kind { report(Msg.Typing.implicitMemberWithoutContext(name), at: member.span.start + 1) }
        return .bool
    }

    func reportOperands(_ op: String, _ l: SwiftType, _ r: SwiftType, _ left: Expr, _ right: Expr) {
        report(Msg.Typing.binaryOperands(op, l.spelling, r.spelling), at: operatorOffset(op, between: left, right) ?? left.span.start)
    }

    /// `c.asciiValue! < 97`: swiftc computes on a `UInt8` (or `Int?` against `UInt8?`); lesson
    /// only with `Int` and `Double`, and says so.
    private func fixedWidthOperand(_ l: SwiftType, _ r: SwiftType, at offset: Int) -> Bool {
        guard let name = l.wrappedOrSelf.fixedWidthNumber ?? r.wrappedOrSelf.fixedWidthNumber else { return false }
        report(Msg.Typing.numberTypeNotInSubset(name), at: offset)
        return true
    }

    /// `a + b` on the program's own types: a `static func +` that one of them declares, or a
    /// `func +` at the top level, whose parameters take the operands (a literal becomes the
    /// parameter's type: `2 * punto`).
    func userOperator(_ op: String, _ left: inout Expr, _ right: inout Expr, _ l: SwiftType, _ r: SwiftType) -> SwiftType? {
        var candidates: [(function: FunctionDecl, path: [String])] = []
        for owner in [l, r] {
            guard let declaration = nominal(owner) else { continue }
            candidates += declaration.methods(named: op, isStatic: true).map { ($0.0, declaration.path) }
        }
        if nominal(l) != nil || nominal(r) != nil || !OperatorTable.isSwiftInfix(op) {
            candidates += program.functions(named: op).map { ($0.0, []) }
        }
        func takes(_ parameter: SwiftType, _ operand: SwiftType, _ expression: Expr) -> Bool {
            if parameter.matches(operand) { return true }
            switch literals.kind(expression) {
            case .integers: return parameter.isFloatingPoint || parameter == .int
            case .withFloat: return parameter.isFloatingPoint
            case .none: return false
            }
        }
        for (function, path) in candidates where function.parameters.count == 2 {
            let (a, b, result) = inType(path, isStatic: true) {
                (resolve(function.parameters[0].type, reporting: false), resolve(function.parameters[1].type, reporting: false),
                 function.result.map { resolve($0, reporting: false) } ?? .void)
            }
            guard takes(a, l, left), takes(b, r, right) else { continue }
            if !a.matches(l) { check(&left, against: a, .argument) }
            if !b.matches(r) { check(&right, against: b, .argument) }
            return result
        }
        return nil
    }

    /// `-v` on one of the program's types: a `static prefix func -` it declares, or a
    /// `prefix func -` at the top level, whose one parameter takes the operand.
    func userPrefixOperator(_ op: String, _ operand: SwiftType) -> SwiftType? {
        userOneOperandOperator(op, operand)?.result
    }

    /// The program's `prefix func` (or `postfix func`, for `n++`) of `op` that takes `operand`,
    /// with its result.
    func userOneOperandOperator(_ op: String, _ operand: SwiftType) -> (function: FunctionDecl, result: SwiftType)? {
        let (op, isPostfix) = Expr.operatorFixity(op)
        // `√2.0` with a top-level `prefix func √ (x: Double)`: an operand of the library's types too.
        let declaration = nominal(operand)
        let own = declaration.map { owner in owner.methods(named: op, isStatic: true).map { ($0.0, owner.path) } } ?? []
        let candidates = own + program.functions(named: op).map { ($0.0, [String]()) }
        for (function, path) in candidates where function.parameters.count == 1 && function.prefixModifier != nil
            && function.isPostfix == isPostfix {
            let (parameter, result) = inType(path, isStatic: true) {
                (resolve(function.parameters[0].type, reporting: false), function.result.map { resolve($0, reporting: false) } ?? .void)
            }
            if parameter.matches(operand) { return (function, result) }
        }
        return nil
    }

    /// The parameter type of the program's one `prefix func` of this operator, to type a
    /// literal operand by (`√16` of a `Double` parameter).
    func prefixParameter(_ op: String) -> SwiftType? {
        let (op, isPostfix) = Expr.operatorFixity(op)
        let functions = program.functions(named: op).filter {
            $0.0.parameters.count == 1 && $0.0.prefixModifier != nil && $0.0.isPostfix == isPostfix
        }
        guard functions.count == 1 else { return nil }
        return resolve(functions[0].0.parameters[0].type, reporting: false)
    }

    /// An operator function of one parameter is a `prefix` one, and a `prefix` one has one parameter.
    func checkOperatorDeclaration(_ f: FunctionDecl) {
        guard let first = f.name.unicodeScalars.first, !first.properties.isAlphabetic, first != "_" else { return }
        if let prefix = f.prefixModifier, f.parameters.count != 1 {
            report(Msg.Typing.prefixNeedsOneParameter, at: prefix.start)
        } else if f.prefixModifier == nil, f.parameters.count == 1 {
            report(Msg.Typing.prefixModifierMissing, at: f.span.start)
        }
        // `static func - (a: Punto, b: Punto)` inside `Tablero`: Swift finds a type's operators
        // through its operands, so one of them must be of the type itself (not an optional of it).
        if f.isStatic, let own = context.selfType, let declaration = nominal(own), declaration.kind != NominalDecl.Kind.protocolType,
           declaration.genericParameters.isEmpty, !f.parameters.isEmpty {
            let takesOwn = f.parameters.contains { parameter in
                let type = resolve(parameter.type, reporting: false)
                return type.isUnknown || type.matches(own)
            }
            if !takesOwn { report(Msg.Typing.memberOperatorWithoutOwnType(declaration.name), at: f.nameSpan.start) }
        }
    }

    /// `(puntos, nombre) > (otros, otro)`: Swift compares tuples of up to six comparable
    /// elements, the first that differs deciding.
    func isComparableTuple(_ type: SwiftType) -> Bool {
        guard case .tuple(let elements) = type, (2...6).contains(elements.count) else { return false }
        return elements.allSatisfy { isComparable($0.type) }
    }
}

extension Expr {
    /// `.b` or `.a(3)`: a value whose type comes from the other side of `==`, even when that
    /// side's type is unknown (a payload bound from a `Result`), which is not a second error.
    var isImplicitMember: Bool {
        if case .implicitMember = kind { return true }
        if case .call(let callee, _) = kind, case .implicitMember = callee.kind { return true }
        return false
    }
}

private extension Expr {
    /// `letras + ["d"] + []`: an empty array takes its type from the chain it ends.
    var isEmptyArrayLiteral: Bool {
        if case .arrayLiteral(let items) = kind { return items.isEmpty }
        return false
    }
}
