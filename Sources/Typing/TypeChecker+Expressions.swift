import Language
import Messages

/// What each expression is. `hint` is the contextual type, when there is one: literals,
/// implicit members, `nil` and closures take their type from it; everything else only uses it
/// to pass it further down.
extension TypeChecker {
    /// A lazy sequence's value cannot tell all of its type (a `map`'s element type is its
    /// closure's; an empty array's element type is nobody's): the checker's goes with it.
    private func carryLibraryType(_ e: inout Expr, _ type: SwiftType) {
        guard case .library(let kind, _) = type, kind.isLazy, let ref = type.runTimeTypeRef else { return }
        e.kind = .staticType(Expr(e.kind, span: e.span), ref)
    }

    func infer(_ e: inout Expr, _ hint: SwiftType?) -> SwiftType {
        decidingSplitPieces(&e) { inferKind(&$0, hint) }
    }

    private func inferKind(_ e: inout Expr, _ hint: SwiftType?) -> SwiftType {
        switch e.kind {
        case .integerLiteral(let value):
            if let hint, numericBase(hint) == .double {
                e.kind = .floatLiteral(Double(value))
                return .double
            }
            if let hint, numericBase(hint) == .float {
                e.kind = Self.floatLiteral(Double(value), span: e.span)
                return .float
            }
            if let hint, let base = numericBase(hint), let bounds = base.integerBounds {
                if !bounds.contains(Int128(value)) {
                    reportFlow(Msg.Typing.literalOverflows(String(value), base.spelling), at: e.span.start)
                } else {
                    // The run time reads a literal as an Int: it is made one of the type where it is
                    // (`func f() -> Int8 { 127 }`, `w.append(7)` to an `[Int32]`).
                    e.kind = .staticType(Expr(e.kind, span: e.span), TypeRef(.named(path: [base.spelling], generics: []), span: e.span))
                }
                return base
            }
            return .int
        case .wideIntegerLiteral(let value):
            return inferWide(&e, value, hint)
        case .floatLiteral(let value):
            if let hint, numericBase(hint) == .float {
                e.kind = Self.floatLiteral(value, span: e.span)
                return .float
            }
            return .double
        case .booleanLiteral: return .bool
        case .stringLiteral(var segments):
            for index in segments.indices {
                if case .interpolation(var inner) = segments[index] {
                    inferShown(&inner, nil)
                    segments[index] = .interpolation(inner)
                }
            }
            e.kind = .stringLiteral(segments)
            if let hint, hint.wrappedOrSelf == .character, isSingleCharacter(segments) { return .character }
            // `let u: Unicode.Scalar = "a"`, `u == "a"`.
            if hint?.wrappedOrSelf == .unicodeScalar, segments.count == 1, case .text(let text) = segments[0],
               text.unicodeScalars.count == 1 { return .unicodeScalar }
            // A literal where a `Substring` is expected is one (`sub == "hola"`).
            if hint?.wrappedOrSelf == .substring { return .substring }
            return .string
        case .nilLiteral:
            if let hint, hint.isOptional { return hint }
            return .unknown
        case .arrayLiteral(var elements):
            defer { e.kind = .arrayLiteral(elements) }
            return inferArray(&elements, hint: hint, at: e.span)
        case .dictionaryLiteral(var pairs):
            defer { e.kind = .dictionaryLiteral(pairs) }
            return inferDictionary(&pairs, hint: hint, at: e.span)
        case .identifier(let name):
            if let constant = foundationConstant(name) { e.kind = constant; return infer(&e, hint) }
            checkInoutCapture(name)
            return inferIdentifier(name, at: e.span)
        case .selfExpression:
            if let localSelf { return localSelf }
            guard let selfType = context.selfType else { return .unknown }
            checkMutatingSelfCapture()
            return context.isStatic ? .metatype(selfType) : selfType
        case .implicitMember(let name): return inferImplicitMember(&e, name, hint: hint)
        case .member(var base, let name):
            switch moduleQualified(base, name, at: e.span) {
            case .plain(let plain)?: e = plain; return infer(&e, hint)
            case .refused?: return .unknown
            case nil: break
            }
            methodValue = nil
            var type = inferMember(&base, name, at: e.span)
            e.kind = .member(base, name)
            if let method = methodValue {
                methodValue = nil
                return methodAsValue(method, &e, base: base, name, type, hint: hint)
            }
            // `compactMap(Double.init)` over text: the initializer that parses, which may fail.
            if name == "init", case .function(let parameters, let instance) = type, parameters == [.unknown],
               [.int, .double, .bool].contains(instance), case .function(let given, _)? = hint, given.count == 1, given[0].isText {
                type = .function(given, .optional(instance))
            }
            // Only `xs.lazy` itself: a stored property of a lazy type stays a place to assign to.
            if name == "lazy" { carryLibraryType(&e, type) }
            return type
        case .call(var callee, var arguments):
            let type = inferCall(&callee, &arguments, hint: hint, at: e.span)
            e.kind = .call(callee, arguments)
            carryLibraryType(&e, type)
            carryResultType(&e, type)
            carryTextArguments(&e, type)
            return type
        case .subscriptAccess(var base, var arguments):
            defer { e.kind = .subscriptAccess(base, arguments) }
            return inferSubscript(&base, &arguments, contextual: hint.map { !$0.isUnknown } ?? false, at: e.span)
        case .prefix("-", let operand) where operand.isIntMinMagnitude && (hint.flatMap(numericBase) ?? .int) == .int:
            // `-9223372036854775808` is `Int.min`, though its digits alone do not fit in an Int.
            e.kind = .integerLiteral(Int.min)
            return .int
        case .prefix(let op, var operand):
            defer { e.kind = .prefix(operator: op, operand) }
            return inferPrefix(op, &operand, hint: hint, at: e.span.start)
        case .binary(let op, var left, var right):
            defer { e.kind = .binary(operator: op, left, right) }
            return inferBinary(op, &left, &right, hint: hint, at: e.span)
        case .assignment(let op, var target, var value):
            defer { e.kind = .assignment(operator: op, target: target, value: value) }
            if op == "=" { checkKeptParameter(value, .assigned(at: operatorOffset("=", between: target, value) ?? value.span.start)) }
            escaping(value) { inferAssignment(op, &target, &value) }
            return .void
        case .ternary(var condition, var then, var otherwise):
            defer { e.kind = .ternary(condition: condition, then: then, otherwise: otherwise) }
            if case .booleanLiteral(let taken) = condition.kind { deadCode.append(taken ? otherwise.span : then.span) }
            checkCondition(&condition)
            return inferTernary(&then, &otherwise, hint: hint)
        case .nilCoalescing(var left, var right):
            defer { e.kind = .nilCoalescing(left, right) }
            return inferNilCoalescing(&left, &right, hint: hint)
        case .bindOptional(var inner):
            defer { e.kind = .bindOptional(inner) }
            let type = infer(&inner, nil)
            if let wrapped = type.wrapped { return wrapped }
            if !type.isUnknown { report(Msg.Typing.chainOnNonOptional(type.spelling), at: inner.span.end) }
            return type
        case .optionalEvaluation(var inner):
            defer { e.kind = .optionalEvaluation(inner) }
            let type = infer(&inner, hint?.wrapped)
            // `c?.valor` of a generic `valor: T` is a `T?` (`isUnknown` counts a parameter too).
            if case .parameter = type { return .optional(type) }
            if type.isOptional || type.isUnknown { return type }
            return .optional(type)
        case .forceUnwrap(var inner):
            defer { e.kind = .forceUnwrap(inner) }
            let type = infer(&inner, hint.map { .optional($0) })
            if let wrapped = type.wrapped { return wrapped }
            if !type.isUnknown { report(Msg.Typing.forceOnNonOptional(type.spelling), at: inner.span.end) }
            return type
        case .tuple(var arguments):
            // `()` is the one value of `Void`.
            if arguments.isEmpty { return .void }
            defer { e.kind = .tuple(arguments) }
            var hints: [SwiftType.Element]?
            if case .tuple(let elements)? = hint?.wrappedOrSelf, elements.count == arguments.count { hints = elements }
            var elements: [SwiftType.Element] = []
            for index in arguments.indices {
                // `(siguiente, f)` where a `(id: Int, f: F)` is expected takes the labels (`$0.id`).
                if arguments[index].label == nil, let label = hints?[index].label { arguments[index].label = label }
                let elementHint = hints?[index].type
                let type = elementHint.map { check(&arguments[index].value, against: $0, .element) }
                    ?? infer(&arguments[index].value, nil)
                elements.append(.init(label: arguments[index].label, type: type))
            }
            return .tuple(elements)
        case .inoutArgument(var inner):
            defer { e.kind = .inoutArgument(inner) }
            return infer(&inner, hint)
        case .cast(var inner, let type, let kind):
            defer { e.kind = .cast(inner, type, kind) }
            let target = resolve(type)
            switch kind {
            case .plain:
                if reportsDowncastWithAs(inner, to: target, in: e.span) {
                    _ = infer(&inner, nil)
                    return target
                }
                _ = check(&inner, against: target, .specified)
                return target
            case .conditional:
                _ = infer(&inner, nil)
                return .optional(target)
            case .forced:
                _ = infer(&inner, nil)
                return target
            }
        case .isType(var inner, let type):
            defer { e.kind = .isType(inner, type) }
            _ = infer(&inner, nil)
            _ = resolve(type)
            return .bool
        case .typeExpression(let type): return .metatype(resolve(type))
        case .tryExpression(var inner, let kind):
            defer { e.kind = .tryExpression(inner, kind) }
            return inferTry(&inner, kind, hint: hint, at: e.span)
        case .closure(let parameters, var body, var signature):
            defer { e.kind = .closure(parameters: parameters, body: body, signature: signature) }
            return inferClosure(parameters, &signature, &body, hint: hint, at: e.span)
        case .range(var lower, var upper, let closed):
            defer { e.kind = .range(lower, upper, closed: closed) }
            var bound: SwiftType?
            if case .range(let b, _)? = hint { bound = b }
            // `..<5`, `5...`: typed by the end that is written (a one-sided range is spelled as a range).
            if lower.isMissingBound { return .range(infer(&upper, bound), closed: closed) }
            if upper.isMissingBound { return .range(infer(&lower, bound), closed: closed) }
            // `"a"..."m"` where a `Character` range is wanted: both literals are characters.
            let (l, r) = bound == .character ? (infer(&lower, bound), infer(&upper, bound))
                : inferOperands(&lower, &upper, hint: bound)
            if !l.matches(r) {
                report(Msg.Typing.binaryOperands(closed ? "..." : "..<", l.spelling, r.spelling), at: lower.span.start)
                return .unknown
            }
            return .range(l.isUnknown ? r : l, closed: closed)
        case .overload(var inner, let declaration, let file):
            defer { e.kind = .overload(inner, declaration: declaration, file: file) }
            return infer(&inner, hint)
        case .injectIntoOptional(var inner):
            defer { e.kind = .injectIntoOptional(inner) }
            return .optional(infer(&inner, hint?.wrapped))
        case .staticType(var inner, _):
            // Typed again: what it wraps writes its type anew.
            let type = infer(&inner, hint)
            e = inner
            return type
        }
    }

    /// A literal where a `Float` is expected: the run time makes it one (it reads a literal as a Double).
    static func floatLiteral(_ value: Double, span: Span) -> Expr.Kind {
        .staticType(Expr(.floatLiteral(value), span: span), TypeRef(.named(path: ["Float"], generics: []), span: span))
    }

    /// The numeric type a hint asks of a literal: `Double` for `Double` and `Double?`.
    func numericBase(_ hint: SwiftType) -> SwiftType? {
        switch hint {
        case .optional(let wrapped): return numericBase(wrapped)
        case .int, .double, .uint8, .float: return hint
        default: return hint.isFixedInteger ? hint : nil
        }
    }

    private func isSingleCharacter(_ segments: [StringSegment]) -> Bool {
        guard segments.count == 1, case .text(let text) = segments[0] else { return segments.isEmpty ? false : false }
        return text.count == 1
    }

    // MARK: - Collections

    // MARK: - Names

    private func inferIdentifier(_ name: String, at span: Span) -> SwiftType {
        if let local = lookupLocal(name) {
            checkInitialized(name, at: span.start)
            return local.type
        }
        // An operator named as a function (`map(+)`) is not the enclosing type's own: Swift picks
        // among every `+` by the operands' types.
        let isOperator = name.first.map { !$0.isLetter && $0 != "_" } ?? false
        if !isOperator, let type = context.selfType.flatMap(nominal), let member = memberType(name, in: type, isStatic: context.isStatic) {
            if !context.isStatic {
                checkImplicitSelf(name, isMethod: inheritedProperty(name, in: type) == nil, at: span.start)
                checkMutatingSelfCapture()
            }
            checkPropertyAccess(name, in: type, isStatic: context.isStatic, at: span.start)
            return member
        }
        if !isOperator, implicitLibraryMember(name) {
            var member = Expr(.member(Expr(.selfExpression, span: Span(span.start, span.start)), name), span: span)
            return infer(&member, nil)
        }
        if name == "Self", let selfType = context.selfType { return .metatype(selfType) }
        // `Element.cero` in `extension Array where Element: Sumable`: the elements' type.
        if let parameter = context.libraryParameters[name] { return .metatype(parameter) }
        if name == "super", let type = context.selfType.flatMap(nominal), let parent = superclass(of: type) {
            return context.isStatic ? .metatype(.nominal(parent.name)) : .nominal(parent.name)
        }
        if let overloads = program.functions[name] {
            // Only a call carries the type a body that names `T.cero` needs.
            if overloads.contains(where: namesGenericParametersAsTypes) {
                report(Msg.Syntax.notInSubset(Msg.Typing.genericFunctionAsValue(name)), at: span.start)
                return .unknown
            }
            return overloads.count == 1 ? functionType(overloads[0], in: []) : .unknown
        }
        if let own = program.lookup([name], from: context.path) { return .metatype(.nominal(own)) }
        if let builtin = builtinTypeName(name) { return .metatype(builtin) }
        if program.aliases[name] != nil || program.unmodelled.contains(name) || program.importsUnknownModules { return .unknown }
        if outOfReach(name, at: span.start, isCall: false) { return .unknown }
        // `f()` in a method of values of a type whose `f` is static: swiftc names the static member.
        if !context.isStatic, let type = context.selfType.flatMap(nominal), memberType(name, in: type, isStatic: true) != nil {
            report(Msg.Typing.staticOnInstance(name, type.name), at: span.start)
            return .unknown
        }
        if Library.freeFunctions.contains(name) || name.hasPrefix("$") || !reportsUnknownNames { return .unknown }
        reportUnknown(Msg.Typing.unknownName(name), name: name, at: span.start)
        return .unknown
    }

    func builtinTypeName(_ name: String) -> SwiftType? {
        switch name {
        case "Int": return .int
        case "Double": return .double
        case "TimeInterval" where program.importsFoundation: return .double
        case "Bool": return .bool
        case "String": return .string
        case "Character": return .character
        case "UnicodeScalar": return .unicodeScalar
        case "Set": return .set(.unknown)
        case "Array": return .array(.unknown)
        case "Dictionary": return .dictionary(.unknown, .unknown)
        default: return Self.opaqueNames.contains(name) ? .opaque(name) : nil
        }
    }

    // MARK: - Operators

    private func inferPrefix(_ op: String, _ operand: inout Expr, hint: SwiftType?, at offset: Int) -> SwiftType {
        switch op {
        case "!":
            let peeked = quietType(operand)
            if let result = userPrefixOperator(op, peeked) {
                _ = infer(&operand, nil)
                return result
            }
            checkCondition(&operand)
            return .bool
        case "-", "+":
            // `-1` where a `UInt8` is wanted: swiftc reads a negative literal, which no unsigned type holds.
            if op == "-", let base = hint.flatMap(numericBase), let bounds = base.integerBounds,
               case .integerLiteral(let value) = operand.kind {
                if base.isUnsignedInteger {
                    reportFlow(Msg.Typing.negativeIntoUnsigned("-\(value)", base.spelling), at: offset)
                } else if !bounds.contains(-Int128(value)) {
                    // `let t: Int8 = -128` fits, though `128` would not.
                    reportFlow(Msg.Typing.literalOverflows("-\(value)", base.spelling), at: offset)
                }
                return base
            }
            let type = infer(&operand, hint)
            if let result = userPrefixOperator(op, type) { return result }
            if !type.isNumeric || op == "-" && type.isUnsignedInteger, !type.isUnknown {
                report(Msg.Typing.prefixOperand(op, type.spelling), at: offset)
            }
            if op == "-", type == .int { checkConstantNegation(operand, at: offset) }
            return type
        default:
            let parameter = prefixParameter(op)
            let type = infer(&operand, parameter ?? hint)
            if let (function, result) = userOneOperandOperator(op, type) {
                // `n++` of a `postfix func ++ (x: inout Int)`: `n` is changed, so it must be a `var`.
                if function.parameters[0].isInout {
                    // swiftc points at the operator: after the operand of `n++`, before that of `++n`.
                    checkAssignable(operand, .inoutArgument, at: function.isPostfix ? operand.span.end : offset)
                }
                return result
            }
            if let parameter, !type.isUnknown {
                report(Msg.Typing.cannotConvert(type.spelling, parameter.spelling, place: .argument), at: anchor(of: operand))
            }
            return type
        }
    }

    /// Both operands of an arithmetic or comparison operator, with Swift's literal rule: a side
    /// made only of literals takes the other side's type.
    /// Each side is typed once: a side of literals after the other side, which gives it its type.
    /// Arithmetic of implicit members and literals (`.pi`, `2 * .pi`, `-.infinity`): its type comes
    /// from what it is combined with.
    static func takesContext(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        // `.num(2) * x` of an operator the program declares on its own enum.
        case .call(let callee, _): return callee.isImplicitMember
        case .prefix(let op, let inner): return (op == "-" || op == "+") && takesContext(inner)
        case .binary(let op, let l, let r) where arithmetic.contains(op):
            let literalOrContext = { (x: Expr) in
                if case .integerLiteral = x.kind { return true }
                if case .floatLiteral = x.kind { return true }
                return takesContext(x)
            }
            return (takesContext(l) || takesContext(r)) && literalOrContext(l) && literalOrContext(r)
        case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return takesContext(arguments[0].value)
        default: return false
        }
    }

    /// The type both operands of an arithmetic operator are when the expected one is a number
    /// or one of the program's types.
    private func contextualOperand(_ hint: SwiftType?) -> SwiftType? {
        guard let hint else { return nil }
        if let number = numericBase(hint) { return number }
        return nominal(hint.wrappedOrSelf) != nil ? hint.wrappedOrSelf : nil
    }

    func inferOperands(_ left: inout Expr, _ right: inout Expr, hint: SwiftType?) -> (SwiftType, SwiftType) {
        let numericHint = hint.flatMap(numericBase)
        switch (literals.kind(left), literals.kind(right)) {
        case (.none, .none) where Self.takesContext(left) && !Self.takesContext(right):
            // `2 * .pi * radio`: the implicit member's type is the other operand's, as swiftc infers it.
            let r = infer(&right, numericHint)
            return (infer(&left, r.isUnknown ? numericHint : r.wrappedOrSelf), r)
        case (.none, .none) where Self.takesContext(left) && Self.takesContext(right) && contextualOperand(hint) != nil:
            // `.origen + .init(x: 1, y: 2)` where a `Punto` is wanted: both sides are of that type.
            let expected = contextualOperand(hint)
            let l = infer(&left, expected)
            return (l, infer(&right, l.isUnknown ? expected : l))
        case (.none, .none):
            let l = infer(&left, nil)
            return (l, infer(&right, l.isUnknown ? nil : l))
        case (.none, _):
            // An optional's literal partner takes the wrapped type: `d == 2` for a `Double?`.
            let l = infer(&left, numericHint), base = l.wrappedOrSelf
            return (l, infer(&right, base.isNumeric ? base : numericHint))
        case (_, .none):
            let r = infer(&right, numericHint), base = r.wrappedOrSelf
            return (infer(&left, base.isNumeric ? base : numericHint), r)
        case (let a, let b):
            let type = numericHint ?? (a == .withFloat || b == .withFloat ? .double : .int)
            return (infer(&left, type), infer(&right, type))
        }
    }
}

extension SwiftType {
    var wrappedOrSelf: SwiftType { wrapped ?? self }
}

extension Expr {
    /// The literal `9223372036854775808`, which only `-` makes an Int.
    var isIntMinMagnitude: Bool {
        if case .wideIntegerLiteral(let value) = kind { return value == UInt64(Int.max) + 1 }
        return false
    }
}
