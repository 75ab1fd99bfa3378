import Language
import Messages

/// The text of one pack as read from disk: the input of the pure assembly below. A file that could
/// not be read is `nil`, so tests build broken packs in memory as easily as good ones.
public struct PackSource: Sendable {
    public var name: String
    /// The root, as shown to people.
    public var root: String
    /// The pack's directory, as shown to people (`<root>/Lessons/<name>`).
    public var directory: String
    public var manifest: String?
    /// Lesson texts by file name (without `.md`); a listed lesson absent here is missing.
    public var lessons: [String: String]
    /// Problems met while reading the files (a lesson that is not UTF-8, say), passed through.
    public var readProblems: [Diagnostic]

    public init(name: String, root: String, directory: String, manifest: String?, lessons: [String: String],
                readProblems: [Diagnostic] = []) {
        self.name = name
        self.root = root
        self.directory = directory
        self.manifest = manifest
        self.lessons = lessons
        self.readProblems = readProblems
    }

    public var manifestPath: String { directory + "/pack.json" }
    public func lessonPath(_ name: String) -> String { directory + "/" + name + ".md" }
}

/// Every loaded pack, lesson and model, with what was wrong: broken packs are data here, and
/// whatever could be loaded is usable.
public struct PackLibrary: Sendable {
    public var packs: [Pack]
    public var models: [ModelSource]
    /// Problems found while loading, in the order of the roots and packs.
    public var diagnostics: [Diagnostic]

    public init(packs: [Pack] = [], models: [ModelSource] = [], diagnostics: [Diagnostic] = []) {
        self.packs = packs
        self.models = models
        self.diagnostics = diagnostics
    }

    public var lessons: [Lesson] { packs.flatMap(\.lessons) }
    public var lessonIDs: [String] { lessons.map(\.id) }
    public var modelNames: [String] { models.map(\.name) }

    /// Builds the library from pack texts. The first pack of a name wins (the bundled root comes
    /// first, so `LESSON_PATH` cannot silently replace a bundled pack); later ones are reported.
    public static func assemble(_ sources: [PackSource]) -> PackLibrary {
        var packs: [Pack] = []
        var drafts: [ModelDraft] = []
        var diagnostics: [Diagnostic] = []
        for source in sources {
            diagnostics += source.readProblems
            if let earlier = packs.first(where: { $0.name == source.name }) {
                diagnostics.append(Diagnostic(Msg.Packs.duplicatePack(source.name, kept: earlier.root),
                                              at: SourceLines("").location(path: source.directory, line: 1)))
                continue
            }
            guard let manifestText = source.manifest else {
                diagnostics.append(Diagnostic(Msg.Packs.manifestMissing(source.name),
                                              at: SourceLines("").location(path: source.manifestPath, line: 1)))
                continue
            }
            let (manifest, manifestDiagnostics) = PackManifest.parse(manifestText, path: source.manifestPath, packName: source.name)
            diagnostics += manifestDiagnostics
            guard let manifest else { continue }
            let manifestLines = SourceLines(manifestText)
            var lessons: [Lesson] = []
            var packDrafts: [ModelDraft] = []
            for (index, entry) in manifest.lessons.enumerated() {
                guard let markdown = source.lessons[entry.name] else {
                    diagnostics.append(Diagnostic(
                        Msg.Packs.lessonMissing(entry.name, path: source.lessonPath(entry.name)),
                        at: manifestLines.location(path: source.manifestPath, line: entry.line, text: "\"\(entry.name)")))
                    continue
                }
                let parsed = LessonParser.parse(pack: source.name, name: entry.name, position: index + 1,
                                                path: source.lessonPath(entry.name), markdown: markdown)
                diagnostics += parsed.diagnostics
                var lesson = parsed.lesson
                for draft in parsed.models {
                    // One name, one model per pack: a second lesson defining it again is a mistake
                    // (blocks of one model join only within a lesson).
                    if let first = packDrafts.first(where: { $0.name == draft.name }) {
                        diagnostics.append(Diagnostic(
                            Msg.Packs.duplicateModel(draft.name, firstPath: first.path, firstLine: first.line),
                            at: SourceLines(markdown).location(path: draft.path, line: draft.line, text: draft.name)))
                        lesson.models.removeAll { $0 == draft.name }
                        continue
                    }
                    packDrafts.append(draft)
                }
                lessons.append(lesson)
            }
            drafts += packDrafts
            packs.append(Pack(name: source.name, title: manifest.title, root: source.root, lessons: lessons))
        }
        return settleNames(packs: packs, drafts: drafts, diagnostics: diagnostics)
    }

    /// Model names are plain when unique across packs, else `<pack>/<model>` for every holder.
    private static func settleNames(packs: [Pack], drafts: [ModelDraft], diagnostics: [Diagnostic]) -> PackLibrary {
        var counts: [String: Int] = [:]
        for draft in drafts { counts[draft.name, default: 0] += 1 }
        let models = drafts.map { draft in
            ModelSource(name: counts[draft.name, default: 0] > 1 ? "\(draft.pack)/\(draft.name)" : draft.name,
                        plainName: draft.name, pack: draft.pack, lessonID: draft.lessonID, source: draft.source,
                        initial: draft.initial, legitimate: draft.legitimate, machine: draft.machine,
                        machineAt: draft.machineAt, path: draft.path, line: draft.line)
        }
        var packs = packs
        for p in packs.indices {
            for l in packs[p].lessons.indices {
                let lesson = packs[p].lessons[l]
                packs[p].lessons[l].models = lesson.models.compactMap { plain in
                    models.first { $0.pack == lesson.pack && $0.plainName == plain && $0.lessonID == lesson.id }?.name
                }
            }
        }
        return PackLibrary(packs: packs, models: models, diagnostics: diagnostics)
    }

    /// The models a lesson defines.
    public func models(of lesson: Lesson) -> [ModelSource] {
        models.filter { $0.lessonID == lesson.id }
    }
}
