import Language

/// `texto.utf8`, `texto.utf16`, `texto.unicodeScalars` at run time: an opaque value that holds
/// the text (which is what `print` shows of a view, as in Swift); the checker lets through
/// only what is computed here.
extension Builtins {
    static func textView(_ name: String, of text: String) -> Value? {
        TextView(member: name).map { .opaque(OpaqueValue(typeName: $0.rawValue, description: text)) }
    }

    static func textViewProperty(_ name: String, of value: OpaqueValue) -> Value? {
        guard let view = TextView(rawValue: value.typeName) else { return nil }
        let text = value.description
        switch (view, name) {
        case (.utf8, "count"): return .int(text.utf8.count)
        case (.utf16, "count"): return .int(text.utf16.count)
        case (.unicodeScalars, "count"): return .int(text.unicodeScalars.count)
        case (_, "isEmpty"): return .bool(text.isEmpty)
        case (.utf8, "first"): return .optional(text.utf8.first.map(Value.uint8))
        case (.utf8, "last"): return .optional(text.utf8.last.map(Value.uint8))
        case (.unicodeScalars, "first"): return .optional(text.unicodeScalars.first.map(scalar))
        case (.unicodeScalars, "last"): return .optional(text.unicodeScalars.last.map(scalar))
        case (.utf8, _), (.utf16, _), (.unicodeScalars, _): return nil
        }
    }

    /// The bytes of a UTF-8 view, as `for b in texto.utf8` walks them; the scalars of a
    /// `unicodeScalars`, each as the text it is.
    static func textViewElements(_ value: OpaqueValue) -> [Value]? {
        switch TextView(rawValue: value.typeName) {
        case .utf8?: return value.description.utf8.map(Value.uint8)
        case .unicodeScalars?: return value.description.unicodeScalars.map(scalar)
        case .utf16?, nil: return nil
        }
    }

    /// A `Unicode.Scalar`: the one-scalar text it is (as a `Character` is carried).
    static func scalar(_ scalar: Unicode.Scalar) -> Value { .scalar(scalar) }

    /// `u < "m"`: scalars are ordered by their numbers (a literal beside one is one).
    static func scalarComparison(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        func number(_ value: Value) -> UInt32? {
            if case .scalar(let scalar) = value { return scalar.value }
            guard let text = value.text, text.unicodeScalars.count == 1 else { return nil }
            return text.unicodeScalars.first?.value
        }
        func isScalar(_ value: Value) -> Bool { if case .scalar = value { return true }; return false }
        guard isScalar(lhs) || isScalar(rhs), let a = number(lhs), let b = number(rhs) else { return nil }
        return ordering(op, a, b)
    }

    /// `u.value`, `u.isASCII`.
    static func scalarProperty(_ name: String, of scalar: Unicode.Scalar) -> Value? {
        switch name {
        case "value": return .fixed(FixedInteger(.uint32, Int128(scalar.value)))
        case "isASCII": return .bool(scalar.isASCII)
        default: return nil
        }
    }

    /// `UnicodeScalar(97)`, `UnicodeScalar(b)` of a `UInt8`, `UnicodeScalar("a")`.
    static func constructScalar(_ values: [Value]) -> Value? {
        guard let first = values.first, values.count == 1 else { return nil }
        if case .uint8(let byte) = first { return scalar(Unicode.Scalar(byte)) }
        if let text = first.text {
            guard let only = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { return nil }
            return scalar(only)
        }
        guard let number = first.anyInteger else { return nil }
        return .optional(UInt32(exactly: number).flatMap(Unicode.Scalar.init).map(scalar))
    }
}
