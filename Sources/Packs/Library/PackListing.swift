import Language
import Messages

/// The texts of `lesson lecciones`, `:lecciones` and `:modelos`, shared by the command line and
/// the REPL so both say the same thing. Pure: a library in, text out.
public enum PackListing {
    /// Packs and their lessons, each with its number, title, id and models:
    ///
    ///     Máquinas de estado con enums…  [maquinas-de-estado]
    ///       1. Tu primera máquina de estados es un enum
    ///          maquinas-de-estado/01-el-enum-es-la-maquina · modelos: perfil-banderas, perfil
    public static func lessons(_ library: PackLibrary, style: Style, repl: Bool = false) -> String {
        guard !library.lessons.isEmpty else { return Msg.Packs.noPacks }
        // The root is worth showing only when packs come from more than one.
        let showRoots = Set(library.packs.map(\.root)).count > 1
        var lines: [String] = []
        for pack in library.packs {
            if !lines.isEmpty { lines.append("") }
            var heading = style.bold(pack.title) + "  " + style.dim("[\(pack.name)]")
            if showRoots { heading += " " + style.dim(pack.root) }
            lines.append(heading)
            let numberWidth = String(pack.lessons.map(\.position).max() ?? 1).count + 1
            for lesson in pack.lessons {
                let number = String(lesson.position) + "."
                lines.append("  " + String(repeating: " ", count: max(numberWidth - number.count, 0)) + style.cyan(number)
                             + " " + lesson.title)
                var detail = lesson.id
                if !lesson.models.isEmpty { detail += " · " + Msg.Packs.lessonModels(lesson.models) }
                lines.append("  " + String(repeating: " ", count: numberWidth + 1) + style.dim(detail))
            }
        }
        lines.append("")
        lines.append(repl ? Msg.Packs.listFooterREPL : Msg.Packs.listFooter)
        return lines.joined(separator: "\n")
    }

    /// Every loadable model, the name to type first, then its lesson and initial state (from
    /// column `modelDetailsColumn`).
    public static func models(_ library: PackLibrary, style: Style) -> String {
        guard !library.models.isEmpty else { return Msg.Packs.noModels }
        let width = modelDetailsColumn(library) - 4
        var lines = [Msg.Packs.modelsHeader]
        for model in library.models {
            let padding = String(repeating: " ", count: width - model.name.count + 2)
            lines.append("  " + style.bold(model.name) + padding
                         + style.dim(Msg.Packs.modelDetails(lesson: model.lessonID, initial: model.initial)))
        }
        return lines.joined(separator: "\n")
    }

    /// Where the details of `models` start: a line too long goes on under them.
    public static func modelDetailsColumn(_ library: PackLibrary) -> Int {
        (library.models.map { $0.name.count }.max() ?? 0) + 4
    }

    /// The load problems, for standard error: a header, then each diagnostic with its
    /// `archivo:línea:columna`, the line and a caret. nil when there are none.
    public static func problems(_ diagnostics: [Diagnostic]) -> String? {
        guard !diagnostics.isEmpty else { return nil }
        return ([Msg.Packs.problemsHeader(diagnostics.count)] + diagnostics.map(\.rendered)).joined(separator: "\n")
    }
}
