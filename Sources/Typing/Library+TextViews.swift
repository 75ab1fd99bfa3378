import Language

/// What lesson gives of a `String`'s views (see `TextView`): their `count` and `isEmpty` (the
/// lesson of `"mañana".count` against `"mañana".utf8.count`), and the UTF-8 view walked as
/// `UInt8`s; the rest of what they have is outside the subset, said when the program loads.
extension TextView {
    init?(_ type: SwiftType) {
        guard case .opaque(let name) = type, let view = TextView(rawValue: name) else { return nil }
        self = view
    }

    var type: SwiftType { .opaque(rawValue) }

    /// What walking it gives, when lesson walks it.
    var element: SwiftType? {
        switch self {
        case .utf8: return .uint8
        case .unicodeScalars: return .unicodeScalar
        case .utf16: return nil
        }
    }

    /// The methods that read a view's elements, which give what they give of an array.
    static let readingMethods: Set<String> = ["map", "filter", "reduce", "contains", "forEach", "allSatisfy", "compactMap",
                                              "sorted", "min", "max", "first", "enumerated"]

    /// The type of one of its members that lesson gives, or nil.
    func property(_ name: String) -> SwiftType? {
        switch (self, name) {
        case (_, "count"): return .int
        case (_, "isEmpty"): return .bool
        case (.utf8, "first"), (.utf8, "last"): return .optional(.uint8)
        case (.unicodeScalars, "first"), (.unicodeScalars, "last"): return .optional(.unicodeScalar)
        case (.utf8, _), (.utf16, _), (.unicodeScalars, _): return nil
        }
    }
}

/// What lesson gives of a `Unicode.Scalar`: its number and whether it is ASCII.
extension Library {
    static func scalarProperty(_ name: String) -> SwiftType? {
        switch name {
        case "value": return .opaque("UInt32")
        case "isASCII": return .bool
        case "description", "debugDescription": return .string
        default: return nil
        }
    }

    /// `UnicodeScalar(97)` is nil when no scalar has the number (an `Int`, a `UInt32`); of a `UInt8`,
    /// or of a one-scalar literal, it is one.
    static func constructScalar(_ checker: TypeChecker, _ arguments: inout [Argument]) -> SwiftType {
        guard arguments.count == 1, arguments[0].label == nil else {
            checker.inferLoose(&arguments)
            return .unknown
        }
        if case .stringLiteral = arguments[0].value.kind {
            _ = checker.infer(&arguments[0].value, .unicodeScalar)
            return .unicodeScalar
        }
        let argument = checker.infer(&arguments[0].value, nil)
        if argument == .uint8 || argument == .unicodeScalar { return .unicodeScalar }
        return argument.isInteger ? .optional(.unicodeScalar) : .unknown
    }
}

extension TypeChecker {
    /// `.whitespaces`, `CharacterSet.decimalDigits`, `CharacterSet(charactersIn: separadores)`,
    /// `.letters.inverted`: a character set lesson runs, each text in it checked to be a `String`.
    func checkCharacterSet(_ e: inout Expr) -> Bool {
        guard WrittenCharacterSet(e) != nil else { return false }
        checkCharacterSetTexts(&e)
        return true
    }

    private func checkCharacterSetTexts(_ e: inout Expr) {
        switch e.kind {
        case .call(let callee, var arguments) where !arguments.isEmpty:
            if case .member(var base, let name) = callee.kind {
                checkCharacterSetTexts(&base)
                checkCharacterSetTexts(&arguments[0].value)
                e.kind = .call(Expr(.member(base, name), span: callee.span), arguments)
            } else {
                _ = check(&arguments[0].value, against: .string, .argument)
                e.kind = .call(callee, arguments)
            }
        case .member(var base, let name):
            checkCharacterSetTexts(&base)
            e.kind = .member(base, name)
        default:
            break
        }
    }
}
