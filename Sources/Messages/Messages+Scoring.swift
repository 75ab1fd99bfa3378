/// What the stable report says about points and visibility (`exercise.json`'s `puntos` and
/// `visibilidad`, `--json`, `corregir`, Gradescope).
extension Msg.Grading {
    public static let itemNotCompiled = "no se ejecutó: el programa no compila"
    public static let itemNotRun = "no se ejecutó"
    public static let exerciseBadPoints = "«puntos» debe dar números mayores o iguales que 0"
    public static func jsonUnknownVisibility(_ known: [String]) -> String {
        "visibilidad desconocida; se admiten: \(known.joined(separator: ", "))"
    }
    public static func reportPoints(_ points: Double, of maximum: Double) -> String {
        "Puntos: \(number(points)) de \(number(maximum))."
    }
    /// `3`, `2.5`: whole numbers without a decimal point.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension Msg.Grading {
    public static func folderMissing(_ path: String) -> String { "no existe la carpeta \(path)" }
    public static func unknownFormat(_ name: String, known: [String]) -> String {
        "formato de informe desconocido: «\(name)»; se admiten: \(known.joined(separator: ", "))"
    }
}

extension Msg.CLI.Help {
    public static let formato = "informe para máquinas: json (lo mismo que --json) o gradescope"
}
