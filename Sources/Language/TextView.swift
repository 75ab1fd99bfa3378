/// `texto.utf8`, `texto.utf16`, `texto.unicodeScalars`: the views of a `String` as its code
/// units, by the member that gives each and the library type it is. The checker says what a
/// program may do with them; the run time carries one as the text it views.
public enum TextView: String, CaseIterable, Sendable {
    case utf8 = "String.UTF8View", utf16 = "String.UTF16View", unicodeScalars = "String.UnicodeScalarView"

    public init?(member: String) {
        switch member {
        case "utf8": self = .utf8
        case "utf16": self = .utf16
        case "unicodeScalars": self = .unicodeScalars
        default: return nil
        }
    }
}
