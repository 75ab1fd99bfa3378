import Language
import Messages

/// What `Lessons/<pack>/pack.json` says: `{"titulo": "…", "lecciones": ["01-x", "02-y"]}`.
public struct PackManifest: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// The lesson's file name without `.md`.
        public var name: String
        /// The line of `pack.json` that lists it, so a missing file is reported there.
        public var line: Int
    }
    public var title: String
    public var lessons: [Entry]

    /// Parses the manifest's text. A manifest with problems still yields what could be read
    /// (a missing title falls back to the pack's name), so one bad field loses as little as possible;
    /// only a syntax error or a missing `lecciones` list yields no manifest.
    public static func parse(_ text: String, path: String, packName: String) -> (PackManifest?, [Diagnostic]) {
        let lines = SourceLines(text)
        let root: JSONValue
        switch JSONParser.parse(text) {
        case .success(let value):
            root = value
        case .failure(let error):
            return (nil, [Diagnostic(Msg.Packs.manifestSyntax(describe(error.reason)),
                                     at: lines.location(path: path, line: error.line, column: error.column))])
        }
        guard case .object = root else {
            return (nil, [Diagnostic(Msg.Packs.manifestNotObject, at: lines.location(path: path, line: root.line))])
        }
        var diagnostics: [Diagnostic] = []
        if case .object(let members, _) = root {
            let known = ["titulo", "título", "lecciones"]
            for member in members where !known.contains(member.key) {
                diagnostics.append(Diagnostic(Msg.Packs.manifestUnknownKey(member.key, suggestion: EditDistance.suggestion(for: member.key, among: known)),
                                              at: lines.location(path: path, line: member.line, text: "\"\(member.key)\"")))
            }
        }

        var title = packName
        // «título» with its accent is what a Spanish speaker types; accept both spellings.
        switch root.member("titulo") ?? root.member("título") {
        case nil:
            diagnostics.append(Diagnostic(Msg.Packs.manifestMissingTitle, at: lines.location(path: path, line: 1)))
        case let (.string(value, _), _)? where !value.trimmingSpaces.isEmpty:
            title = value.trimmingSpaces
        case let (_, line)?:
            diagnostics.append(Diagnostic(Msg.Packs.manifestTitleNotString,
                                          at: lines.location(path: path, line: line, text: "\"titulo\"")))
        }

        guard let (list, listLine) = root.member("lecciones") else {
            diagnostics.append(Diagnostic(Msg.Packs.manifestMissingLessons, at: lines.location(path: path, line: 1)))
            return (nil, diagnostics)
        }
        guard case .array(let items, _) = list else {
            diagnostics.append(Diagnostic(Msg.Packs.manifestLessonsNotList,
                                          at: lines.location(path: path, line: listLine, text: "\"lecciones\"")))
            return (nil, diagnostics)
        }
        var entries: [Entry] = []
        for item in items {
            guard case .string(var name, let line) = item, !name.trimmingSpaces.isEmpty else {
                diagnostics.append(Diagnostic(Msg.Packs.manifestLessonNotString, at: lines.location(path: path, line: item.line)))
                continue
            }
            name = name.trimmingSpaces
            // Instructors often write the file name; both forms mean the same lesson.
            if name.hasSuffix(".md") { name.removeLast(3) }
            if name.contains("/") || name.hasPrefix(".") {
                diagnostics.append(Diagnostic(Msg.Packs.manifestLessonBadName(name),
                                              at: lines.location(path: path, line: line, text: "\"\(name)")))
                continue
            }
            if entries.contains(where: { $0.name == name }) {
                diagnostics.append(Diagnostic(Msg.Packs.manifestLessonRepeated(name),
                                              at: lines.location(path: path, line: line, text: "\"\(name)")))
                continue
            }
            entries.append(Entry(name: name, line: line))
        }
        return (PackManifest(title: title, lessons: entries), diagnostics)
    }

    public static func describe(_ reason: JSONSyntaxError.Reason) -> String {
        switch reason {
        case .unexpectedEnd: return Msg.Packs.jsonUnexpectedEnd
        case .unexpected(let c): return Msg.Packs.jsonUnexpected(String(c))
        case .expected(let what, let found): return Msg.Packs.jsonExpected(what, found: found.map(String.init))
        case .badEscape: return Msg.Packs.jsonBadEscape
        case .controlCharacterInString: return Msg.Packs.jsonControlCharacter
        case .duplicateKey(let key): return Msg.Packs.jsonDuplicateKey(key)
        case .trailingText: return Msg.Packs.jsonTrailingText
        }
    }
}
