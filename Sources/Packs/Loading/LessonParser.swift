import Language
import Messages

/// A model of one lesson before names are settled across packs.
public struct ModelDraft: Sendable {
    public var name: String
    public var pack: String
    public var lessonID: String
    public var blocks: [(path: String, firstLine: Int, text: String)]
    public var initial: String?
    public var legitimate: String?
    /// `maquina=FUNC`, and where the attribute stands (a missing function is reported there).
    public var machine: String?
    public var machineAt: SourceLocation?
    public var path: String
    public var line: Int

    public var source: SourceFile { SourceFile(blocks: blocks) }
}

/// Reads one lesson's Markdown: its title, its models and what is wrong with it. Pure: the text
/// comes in, values and diagnostics come out.
public enum LessonParser {
    public struct Result: Sendable {
        public var lesson: Lesson
        public var models: [ModelDraft]
        public var diagnostics: [Diagnostic]
    }

    public static func parse(pack: String, name: String, position: Int, path: String, markdown: String) -> Result {
        let lines = SourceLines(markdown)
        let blocks = MarkdownParser.parse(markdown)
        var diagnostics: [Diagnostic] = []

        var title = name
        if let heading = MarkdownBlock.title(in: blocks), !heading.text.isEmpty {
            title = InlineMarkdown.plainText(heading.text)
        } else {
            diagnostics.append(Diagnostic(Msg.Packs.lessonWithoutTitle, at: lines.location(path: path, line: 1)))
        }

        var models: [ModelDraft] = []
        let lessonID = "\(pack)/\(name)"
        for fence in MarkdownBlock.fences(in: blocks) {
            let fenceLocation = { lines.location(path: path, line: fence.fenceLine, text: "`") }
            if !fence.terminated {
                diagnostics.append(Diagnostic(Msg.Packs.unterminatedFence, at: fenceLocation(),
                                              notes: [Msg.Packs.unterminatedFenceNote]))
                continue  // its body swallowed the rest of the lesson: not Swift to load
            }
            let info = FenceInfo.parse(fence.info)
            // A REPL transcript (`modelo=` names the model it loads) is proven by `validar`.
            if info.language == "repl" { continue }
            if info.language != "swift" {
                if info.model != nil {
                    diagnostics.append(Diagnostic(Msg.Packs.modelNotSwift(info.language),
                                                  at: lines.location(path: path, line: fence.fenceLine, text: "modelo")))
                }
                continue
            }
            for problem in info.problems {
                diagnostics.append(diagnostic(for: problem, at: fence.fenceLine, lines: lines, path: path))
            }
            guard let model = info.model else {
                if info.initial != nil || info.legitimate != nil || info.machine != nil {
                    diagnostics.append(Diagnostic(Msg.Packs.attributeWithoutModel, at: fenceLocation()))
                }
                continue
            }
            guard isValidModelName(model) else {
                diagnostics.append(Diagnostic(Msg.Packs.badModelName(model),
                                              at: lines.location(path: path, line: fence.fenceLine, text: model)))
                continue
            }
            let block = (path: path, firstLine: fence.firstBodyLine, text: fence.body)
            let machineAt = info.machine.map { _ in
                lines.location(path: path, line: fence.fenceLine, text: info.machineKey + "=")
            }
            if let index = models.firstIndex(where: { $0.name == model }) {
                models[index].blocks.append(block)
                merge(&models[index].initial, info.initial, name: "inicial", model: model,
                      line: fence.fenceLine, lines: lines, path: path, into: &diagnostics)
                merge(&models[index].legitimate, info.legitimate, name: "legitimo", model: model,
                      line: fence.fenceLine, lines: lines, path: path, into: &diagnostics)
                if models[index].machine == nil, info.machine != nil { models[index].machineAt = machineAt }
                merge(&models[index].machine, info.machine, name: "maquina", model: model,
                      line: fence.fenceLine, lines: lines, path: path, into: &diagnostics)
            } else {
                models.append(ModelDraft(name: model, pack: pack, lessonID: lessonID, blocks: [block],
                                         initial: info.initial, legitimate: info.legitimate,
                                         machine: info.machine, machineAt: machineAt,
                                         path: path, line: fence.fenceLine))
            }
        }
        let lesson = Lesson(pack: pack, name: name, position: position, title: title, path: path,
                            markdown: markdown, models: models.map(\.name))
        return Result(lesson: lesson, models: models, diagnostics: diagnostics)
    }

    /// A model name is typed after `:cargar`: letters, digits, `-`, `_`, `.`; `/` is kept for
    /// `<pack>/<model>`.
    static func isValidModelName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
    }

    /// `inicial=`/`legitimo=` may stand on any block of the model, but must not disagree.
    private static func merge(_ current: inout String?, _ new: String?, name: String, model: String,
                              line: Int, lines: SourceLines, path: String, into diagnostics: inout [Diagnostic]) {
        guard let new else { return }
        if let current, current != new {
            diagnostics.append(Diagnostic(Msg.Packs.conflictingAttribute(name, model: model, first: current, second: new),
                                          at: lines.location(path: path, line: line, text: name)))
        } else {
            current = new
        }
    }

    private static func diagnostic(for problem: FenceInfo.Problem, at line: Int, lines: SourceLines, path: String) -> Diagnostic {
        switch problem {
        case .missingValue(let key):
            return Diagnostic(Msg.Packs.attributeWithoutValue(key), at: lines.location(path: path, line: line, text: key + "="))
        case .unclosedQuote(let key):
            return Diagnostic(Msg.Packs.attributeUnclosedQuote(key), at: lines.location(path: path, line: line, text: key + "="))
        case .unknownAttribute(let key):
            return Diagnostic(Msg.Packs.unknownAttribute(key), at: lines.location(path: path, line: line, text: key))
        case .flagWithValue(let key):
            return Diagnostic(Msg.Packs.flagWithValue(key), at: lines.location(path: path, line: line, text: key))
        case .repeated(let key):
            return Diagnostic(Msg.Packs.repeatedAttribute(key), at: lines.location(path: path, line: line, text: key))
        }
    }
}
