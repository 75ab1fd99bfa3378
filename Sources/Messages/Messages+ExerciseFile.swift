/// What a strict reading of `exercise.json` says, each at its line.
extension Msg.Grading {
    public static func jsonSyntax(_ detail: String) -> String { "exercise.json no es JSON válido: \(detail)" }
    public static let exerciseNotObject = "exercise.json debe ser un objeto JSON ({…})"
    public static let checkNotObject = "cada comprobación es un objeto como {\"tipo\": \"formas\", \"de\": \"Estado\", \"igual\": 4}"
    public static func jsonNotList(_ key: String) -> String { "«\(key)» debe ser una lista ([…])" }
    public static func jsonWrongTypeOf(_ key: String) -> String { "«\(key)» no tiene el tipo esperado (mira docs/formato.md)" }
    public static func jsonUnknownKey(_ key: String) -> String { "clave desconocida «\(key)»" }
    public static func didYouMean(_ key: String) -> String { Msg.suggestionSuffix(key) }
    public static let notUTF8 = "el archivo no está en UTF-8"
}
