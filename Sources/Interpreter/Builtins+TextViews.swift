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
        case (.utf8, _), (.utf16, _), (.unicodeScalars, _): return nil
        }
    }

    /// The bytes of a UTF-8 view, as `for b in texto.utf8` walks them.
    static func textViewElements(_ value: OpaqueValue) -> [Value]? {
        TextView(rawValue: value.typeName) == .utf8 ? value.description.utf8.map(Value.uint8) : nil
    }
}
