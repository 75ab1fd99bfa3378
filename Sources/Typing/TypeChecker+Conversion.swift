import Language
import Messages

/// Where a value meets the type it must have: the message names the place, as swiftc's do.
typealias ConversionPlace = Msg.Typing.Place

extension TypeChecker {
    /// Checks `e` where a value of `expected` is needed. Returns `expected` when it converts
    /// (writing an optional injection into the tree if Swift makes one), else reports.
    @discardableResult
    func check(_ e: inout Expr, against expected: SwiftType, _ place: ConversionPlace) -> SwiftType {
        decidingSplitPieces(&e) { checkConversion(&$0, against: expected, place) }
    }

    private func checkConversion(_ e: inout Expr, against expected: SwiftType, _ place: ConversionPlace) -> SwiftType {
        if case .nilLiteral = e.kind {
            if expected.isOptional || expected.isUnknown { return expected }
            report(Msg.Typing.nilNotAllowed(expected.spelling, place: place), at: anchor(of: e))
            return expected
        }
        if wholeTupleMismatch(&e, against: expected, place) { return expected }
        let actual = infer(&e, expected)
        if protocolMetatypeMismatch(e, actual, expected, place) { return expected }
        // `func f() -> [Int] { xs.reversed().prefix(2) }`: that piece is a `Slice` or a
        // `PrefixSequence`, no array (lesson holds it as one); `suffix` and `dropLast` have an
        // array-giving form too.
        if case .array = expected.wrappedOrSelf, let (name, _) = sequencePiece(e), ["prefix", "dropFirst", "drop"].contains(name) {
            report(Msg.Typing.pieceIsNoArray(name, expected.spelling), at: anchor(of: e))
            return expected
        }
        if convert(&e, from: actual, to: expected) { return expected }
        // `let base: UInt8 = 65`: swiftc takes the literal; lesson has only `Int` and `Double`.
        if let name = expected.fixedWidthNumber, literals.kind(e) != .none {
            report(Msg.Typing.numberTypeNotInSubset(name), at: anchor(of: e))
            return expected
        }
        // `let d: Destino = .hoja` of a case with a payload: the case is a function until it gets it.
        if case .function(let parameters, let result) = actual, result.matches(expected), let name = caseName(e) {
            report(Msg.Typing.caseExpectsPayload(name, parameters.map(\.spelling)), at: lastToken(of: e))
            return expected
        }
        if let wrapped = actual.wrapped, convertible(wrapped, to: expected) {
            report(Msg.Typing.mustUnwrap(actual.spelling, expected.spelling), at: anchor(of: e))
        } else {
            report(Msg.Typing.cannotConvert(actual.spelling, expected.spelling, place: place), at: anchor(of: e))
        }
        return expected
    }

    /// `let t: (Int, String) = (1, 2)`: swiftc blames the tuple as a whole, with the type it has
    /// on its own, when its elements are fine by themselves but not as the declared ones (inside
    /// an array literal it blames the element instead; in `t = (1, 2)` the `=`, not modelled).
    private func wholeTupleMismatch(_ e: inout Expr, against expected: SwiftType, _ place: ConversionPlace) -> Bool {
        guard [.specified, .argument, .returned].contains(place), case .tuple(let elements) = e.kind, elements.count > 1,
              case .tuple(let types) = expected, types.count == elements.count else { return false }
        var trial = e, alone = e
        guard !speculate({ _ = check(&trial, against: expected, .element) }), speculate({ _ = infer(&alone, nil) }) else { return false }
        let actual = infer(&e, nil)
        report(Msg.Typing.cannotConvert(actual.spelling, expected.spelling, place: place), at: e.span.start)
        return true
    }

    /// Whether a value of `actual` can stand where `expected` is needed, rewriting `e` with the
    /// conversion (`Optional` injection) when one is made.
    func convert(_ e: inout Expr, from actual: SwiftType, to expected: SwiftType) -> Bool {
        // A generic `T` where a `T?` is expected is wrapped whatever `T` is: `envolver(i)` of an
        // `Int?` is an `Int??` (the value alone cannot tell it is not already the optional).
        if case .parameter = actual, let wrapped = expected.wrapped {
            var inner = e
            _ = convert(&inner, from: actual, to: wrapped)
            e = Expr(.injectIntoOptional(inner), span: e.span)
            return true
        }
        if actual.matches(expected) { return true }
        if actual == .never { return true }
        if arrayOfReversed(&e, from: actual, to: expected) { return true }
        // `return ruta.reversed()` where a `[Punto]?` is expected: the array, wrapped.
        if let wrapped = expected.wrapped, case .array = wrapped {
            var inner = e
            if arrayOfReversed(&inner, from: actual, to: wrapped) {
                e = Expr(.injectIntoOptional(inner), span: e.span)
                return true
            }
        }
        if let wrapped = expected.wrapped, convertible(actual, to: wrapped) {
            var inner = e
            _ = convert(&inner, from: actual, to: wrapped)
            e = Expr(.injectIntoOptional(inner), span: e.span)
            return true
        }
        guard convertible(actual, to: expected) else { return false }
        if case .function(let from, let fromResult) = actual, case .function(let to, let toResult) = expected {
            e = FunctionConversion(from: from, fromResult, to: to, toResult).applied(to: e)
        }
        return true
    }

    /// A function value (not a closure written there) handed to the library, which calls it with
    /// `parameters`: `[5].map(describir)` of a `describir(_: Int?)` wraps each element.
    func adaptFunction(_ e: inout Expr, of type: SwiftType, taking parameters: [SwiftType]) {
        guard !e.isClosure, case .function(let from, let result) = type, from.count == parameters.count else { return }
        _ = convert(&e, from: type, to: .function(parameters, result))
    }

    /// The conversions Swift makes implicitly, without rewriting anything.
    func convertible(_ actual: SwiftType, to expected: SwiftType) -> Bool {
        if actual.matches(expected) || actual == .never { return true }
        switch expected {
        case .optional(let wrapped):
            // `Pantalla?` where a `Delegado?` is expected: the wrapped values convert.
            if case .optional(let from) = actual { return convertible(from, to: wrapped) }
            return convertible(actual, to: wrapped)
        case .opaque(let name):
            // `Error` and `Any` existentials: any of the program's types may conform.
            if let library = name.split(separator: " ").last, name.hasPrefix("any "), Library.protocols.contains(String(library)) {
                return true
            }
            if name == "Error" || name.hasPrefix("any ") { return nominal(actual) != nil || actual.isOpaque }
            return false
        case .array(let element):
            if case .array(let from) = actual { return convertible(from, to: element) }
            return false
        case .function(let parameters, let result):
            // A function returning `T` serves where `T?` is expected, one taking `T?` (or a
            // superclass) where one taking `T` is, and a value-returning function where a `Void`
            // one is (its result is dropped).
            guard case .function(let from, let fromResult) = actual, from.count == parameters.count else { return false }
            return zip(from, parameters).allSatisfy { convertible($1, to: $0) } && (convertible(fromResult, to: result) || result == .void)
        case .nominal:
            // A protocol of the program is not modelled; a class may be a subclass of another.
            if let to = nominal(expected), to.kind == .classType, let from = nominal(actual) {
                return isSubclass(from, of: to)
            }
            // A value of a type that conforms to one of the program's protocols is a value of it.
            if let to = nominal(expected), to.kind == .protocolType, let from = nominal(actual) {
                return conforms(from, to: to.name)
            }
            // A library type an extension makes conform: `extension Int: Describible {}`.
            if let to = nominal(expected), to.kind == .protocolType, let library = Self.libraryTypeName(actual) {
                return program.libraryConformances(of: library).contains { name in
                    name == to.name || program.types[name].map { conforms($0, to: to.name) } == true
                }
            }
            return false
        case .metatype(let instance):
            // `let t: Figura.Type = Cuadrado.self`: the type of a conforming type, or of a subclass.
            // A protocol's own `Figura.self` is not one of them: swiftc refuses it.
            guard case .metatype(let from) = actual, nominal(from)?.kind != .protocolType else { return false }
            return convertible(from, to: instance)
        case .int, .double, .bool, .string, .character, .void, .dictionary, .set, .tuple, .range, .substring, .library, .result,
             .never, .unknown, .parameter, .inoutParameter:
            return false
        }
    }

    /// `let r: [Int] = xs.reversed()`: where an array is expected, Swift picks the library's
    /// other `reversed()`, the one of every sequence, which gives an array; written out as
    /// `Array(xs.reversed())`, which holds the same elements.
    func arrayOfReversed(_ e: inout Expr, from actual: SwiftType, to expected: SwiftType) -> Bool {
        guard case .library(.reversed, _) = actual, case .array(let element) = expected,
              case .call(let callee, _) = e.kind, case .member(_, "reversed") = callee.kind,
              let produced = Library.element(of: actual), produced.matches(element) else { return false }
        e = Expr(.call(Expr(.identifier("Array"), span: e.span), [Argument(label: nil, value: e)]), span: e.span)
        return true
    }

    func isSubclass(_ type: NominalDecl, of other: NominalDecl) -> Bool {
        var current: NominalDecl? = type
        var seen = Set<String>()
        while let c = current, seen.insert(c.name).inserted {
            if c.name == other.name { return true }
            current = program.superclass(of: c)
        }
        return false
    }
}

extension SwiftType {
    var isOpaque: Bool { if case .opaque = self { return true }; return false }
}

extension TypeChecker {
    /// `append(contentsOf:)`, `insert(contentsOf:at:)`: any sequence of `element`s (an array, a
    /// slice, a range of Ints…), as a literal an array of them.
    func checkSequence(_ e: inout Expr, of element: SwiftType) {
        if case .arrayLiteral = e.kind {
            _ = check(&e, against: .array(element), .argument)
            return
        }
        let type = infer(&e, nil)
        if type.isUnknown { return }
        if let produced = Library.element(of: type), convertible(produced, to: element) { return }
        report(Msg.Typing.cannotConvert(type.spelling, SwiftType.array(element).spelling, place: .argument), at: anchor(of: e))
    }
}

extension TypeChecker {
    /// The case a `.hoja` or `Destino.hoja` names, if the expression is one.
    func caseName(_ e: Expr) -> String? {
        if case .implicitMember(let name) = e.kind { return name }
        if case .member(_, let name) = e.kind { return name }
        return nil
    }
}
