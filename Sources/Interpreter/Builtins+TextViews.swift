import Language

/// `texto.utf8`, `texto.utf16`, `texto.unicodeScalars` at run time: an opaque value that holds
/// the text (which is what `print` shows of a view, as in Swift); the checker lets through
/// only what is computed here.
extension Builtins {
    static let textViewTypes: [String: String] = [
        "utf8": "String.UTF8View", "utf16": "String.UTF16View", "unicodeScalars": "String.UnicodeScalarView",
    ]

    static func textView(_ name: String, of text: String) -> Value? {
        textViewTypes[name].map { .opaque(OpaqueValue(typeName: $0, description: text)) }
    }

    static func textViewProperty(_ name: String, of view: OpaqueValue) -> Value? {
        let text = view.description
        switch (view.typeName, name) {
        case ("String.UTF8View", "count"): return .int(text.utf8.count)
        case ("String.UTF16View", "count"): return .int(text.utf16.count)
        case ("String.UnicodeScalarView", "count"): return .int(text.unicodeScalars.count)
        case ("String.UTF8View", "isEmpty"), ("String.UTF16View", "isEmpty"), ("String.UnicodeScalarView", "isEmpty"):
            return .bool(text.isEmpty)
        case ("String.UTF8View", "first"): return .optional(text.utf8.first.map(Value.uint8))
        case ("String.UTF8View", "last"): return .optional(text.utf8.last.map(Value.uint8))
        default: return nil
        }
    }

    /// The bytes of a UTF-8 view, as `for b in texto.utf8` walks them.
    static func textViewElements(_ view: OpaqueValue) -> [Value]? {
        view.typeName == "String.UTF8View" ? view.description.utf8.map(Value.uint8) : nil
    }
}
