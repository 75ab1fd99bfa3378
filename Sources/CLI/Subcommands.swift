/// Every subcommand of DESIGN §3, in the order the global help lists them.
extension Subcommand {
    public static let all: [Subcommand] = [
        .repl, .lecciones, .leer, .ejercicios, .empezar, .check, .pista, .vigilar, .validar, .corregir, .autograder, .publicar, .nuevo, .siguiente, .ayuda,
    ]

    /// The subcommand a word names (Spanish name or English alias).
    public static func named(_ word: String) -> Subcommand? {
        all.first { $0.spellings.contains(word) }
    }
}
