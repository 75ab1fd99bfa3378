import Language
import Messages

extension TypeChecker {
    /// `[1, 2, 3].filter { $0 > "2" }`, `["a"].filter { $0 == 1 }`, `[1, 2].map { $0 + "a" }`:
    /// the literal's element type is still open when swiftc solves the closure, so it takes the
    /// closure's literal as the element type and blames each element of the base; only an
    /// ordering with the parameter on the left of a text literal keeps the numbers and blames
    /// the operator. Says whether it reported.
    func reportsClosureOverLiteralBase(_ name: String, _ base: Expr, _ arguments: [Argument]) -> Bool {
        guard name == "filter" || name == "map", arguments.count == 1,
              case .arrayLiteral(let elements) = base.kind, let first = elements.first,
              let elementKind = LiteralKind(first), elements.allSatisfy({ LiteralKind($0) == elementKind }),
              case .closure(let parameters, let body, let signature) = arguments[0].value.kind,
              parameters.count == 1, signature.parameterTypes.allSatisfy({ $0 == nil }), signature.result == nil,
              body.count == 1, let expression = body[0].singleExpression,
              case .binary(let op, let left, let right) = expression.kind else { return false }
        let parameter = parameters[0]
        let parameterOnLeft: Bool
        let literal: Expr
        if case .identifier(parameter) = left.kind { parameterOnLeft = true; literal = right }
        else if case .identifier(parameter) = right.kind { parameterOnLeft = false; literal = left }
        else { return false }
        guard let literalKind = LiteralKind(literal), literalKind.isText != elementKind.isText else { return false }
        switch op {
        case "<", ">", "<=", ">=":
            if parameterOnLeft, literalKind.isText {
                guard let offset = operatorOffset(op, between: left, right) else { return false }
                report(Msg.Typing.binaryOperands(op, elementKind.type.spelling, literalKind.type.spelling), at: offset)
                return true
            }
        case "==", "!=", "+": break
        case "-", "*", "/":
            // Text has no such operator: swiftc keeps the numbers and blames the text literal.
            if literalKind.isText { return false }
        default: return false
        }
        for element in elements {
            report(Msg.Typing.cannotConvert(elementKind.type.spelling, literalKind.type.spelling, place: .element), at: element.span.start)
        }
        return true
    }
}

extension TypeChecker {
    /// `[1, 2].map { $0 * 1.5 }`: a literal of integers whose closure only types with `Double`
    /// elements is a `[Double]`, as swiftc's solver makes it; nil when `[Int]` serves (or
    /// neither does: then the errors are `[Int]`'s, as swiftc's).
    func integerLiteralsAsDoubles(_ base: Expr, _ name: String, _ arguments: [Argument], hint: SwiftType?,
                                  at span: Span, calleeSpan: Span) -> SwiftType? {
        guard case .arrayLiteral(let elements) = base.kind, !elements.isEmpty,
              elements.allSatisfy({ LiteralKind($0) == .integer }),
              arguments.contains(where: { if case .closure = $0.value.kind { return true }; return false }) else { return nil }
        func types(as element: SwiftType) -> Bool {
            var base = base, arguments = arguments
            return speculate {
                _ = inferMethodCall(&base, name, &arguments, hint: hint, at: span, calleeSpan: calleeSpan, baseHint: .array(element))
            }
        }
        return !types(as: .int) && types(as: .double) ? .array(.double) : nil
    }
}

extension TypeChecker {
    /// `xs.reduce(0) { $0 + "1" }`: a closure that uses fewer parameters than `reduce` gives it,
    /// and whose body is wrong too, fits neither `reduce(_:_:)` nor `reduce(into:_:)`; swiftc then
    /// finds no exact match at the method instead of counting the closure's parameters.
    func blamesReduceForClosureArity(since before: Int, _ closure: Expr, _ expected: SwiftType, at nameOffset: Int) {
        guard case .closure(let parameters, _, _) = closure.kind, parameters.count < 2, problems.count > before + 1 else { return }
        let arity = Msg.Typing.closureArity(expected.spelling, expected: 2, used: parameters.count)
        guard let index = problems[before...].firstIndex(where: { $0.message == arity }),
              problems[before...].contains(where: { $0.message != arity && closure.span.start < $0.offset && $0.offset < closure.span.end })
        else { return }
        problems[index] = (nameOffset, Msg.Typing.noExactMatches("reduce"), false)
    }
}

extension TypeChecker {
    /// `"ab".flatMap { [$0, "-"] }`, `notas.flatMap { [$0, 0] }`: an array of the closure's own
    /// whose literal is not of its default type. swiftc's solver joins such pieces into `[Any]`
    /// rather than make the literal a `Character` or a `Double`, and then over a `String` takes
    /// the deprecated `flatMap` that keeps each piece whole; lesson refuses it where it is
    /// written, unless the result's type is given. Says whether it reported.
    func refusesFlatMapOfMixedLiterals(_ closure: Expr, over element: SwiftType, hint: SwiftType?) -> Bool {
        if case .array(let expected)? = hint?.wrappedOrSelf, !expected.isUnknown { return false }
        guard case .closure(let parameters, let body, let signature) = closure.kind, signature.result == nil,
              body.count == 1, let expression = body[0].singleExpression,
              case .arrayLiteral(let elements) = expression.kind else { return false }
        let literals = elements.compactMap(LiteralKind.init)
        let others = elements.filter { LiteralKind($0) == nil }
        guard !literals.isEmpty, !others.isEmpty else { return false }
        // What the values alone make the piece: the literals' default type may not be it.
        let values = Expr(.arrayLiteral(others), span: expression.span)
        var trial = Expr(.closure(parameters: parameters, body: [Stmt(.expression(values), span: body[0].span)], signature: signature),
                         span: closure.span)
        var type: SwiftType = .unknown
        guard speculate({ type = infer(&trial, .function([element], .unknown)) }),
              case .function(_, let produced) = type, let piece = Library.element(of: produced), !piece.isUnknown,
              literals.contains(where: { $0.type != piece }) else { return false }
        report(Msg.Typing.flatMapMixedLiteral(piece.spelling), at: expression.span.start)
        return true
    }
}

/// The kind of a literal written as such, as far as the closures over a literal base tell them apart.
private enum LiteralKind: Equatable {
    case integer, float, text

    init?(_ expr: Expr) {
        if case .integerLiteral = expr.kind { self = .integer }
        else if case .floatLiteral = expr.kind { self = .float }
        else if case .stringLiteral = expr.kind { self = .text }
        else { return nil }
    }

    var isText: Bool { self == .text }

    var type: SwiftType {
        switch self {
        case .integer: return .int
        case .float: return .double
        case .text: return .string
        }
    }
}

private extension Stmt {
    var singleExpression: Expr? {
        if case .expression(let expr) = kind { return expr }
        if case .returnStatement(let expr) = kind { return expr }
        return nil
    }
}
