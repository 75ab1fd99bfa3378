import Foundation
import Language
import Messages

/// A file given to the compiler, as the compiler names it and as the learner knows it.
struct CompiledFile {
    /// The path on the compiler's command line (relative to the private build directory).
    var compilerPath: String
    /// What the learner sees (`mi-ejercicio/Pantalla.swift`); nil for files the learner must not see.
    var displayPath: String?
    var text: String
}

/// `swiftc`'s errors, sorted into those in the learner's files (shown with path, line and caret)
/// and those that surface in the hidden suite (explained without its path or source).
struct CompilerDiagnostics {
    var learner: [Diagnostic] = []
    var suite: [String] = []
    var other: [String] = []

    var isEmpty: Bool { learner.isEmpty && suite.isEmpty && other.isEmpty }

    /// Lines to show, learner errors first; suite errors only when the learner's files are clean
    /// (they are most often echoes of the learner's own error).
    var rendered: [String] {
        if !learner.isEmpty {
            // One error per line: the first is the cause, the rest of a line's errors its echo.
            var lines = Set<Int>()
            let firsts = learner.filter { lines.insert($0.location?.line ?? 0).inserted }
            let shown = firsts.prefix(Self.errorsShown).map(\.rendered)
            return shown + (firsts.count > Self.errorsShown ? [Msg.Compiler.moreErrors(firsts.count - Self.errorsShown)] : [])
        }
        if !renames.isEmpty { return renames }
        if !suite.isEmpty, !kindChanges.isEmpty { return kindChanges }
        if !suite.isEmpty { return suite }
        return other
    }

    static let errorsShown = 5
    /// «¿renombraste …?»: a declaration the suite needs, nearly spelled by one of the learner's.
    var renames: [String] = []

    private struct Raw {
        var path: String, line: Int, column: Int, severity: String, message: String
    }

    /// «las pruebas usan `ContadorClase` como una clase…»: a declaration whose kind the learner changed.
    var kindChanges: [String] = []

    /// `kinds`: what the reference solution declares each type as (`ContadorClase` → `class`).
    init(output: String, files: [CompiledFile], moduleName: String, kinds: [String: String] = [:]) {
        var raws: [Raw] = []
        var unlocated: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if let raw = Self.parse(line) { raws.append(raw) }
            else if line.hasPrefix("error: ") || line.contains(": error: ") { unlocated.append(line) }
        }
        let byPath = Dictionary(files.map { ($0.compilerPath, $0) }, uniquingKeysWith: { first, _ in first })
        let declared = Self.declarations(in: files)
        var seen = Set<String>()
        var lastLearner: Int? = nil
        for raw in raws {
            let key = "\(raw.path):\(raw.line):\(raw.column):\(raw.severity):\(raw.message)"
            guard seen.insert(key).inserted else { continue }
            let file = byPath[raw.path] ?? byPath[raw.path.replacingOccurrences(of: "\(moduleName)/", with: "")]
            if raw.severity == "note" {
                if let lastLearner, file?.displayPath != nil {
                    let note = Msg.Compiler.translateNote(raw.message) ?? Msg.Compiler.englishOriginal(raw.message)
                    if !learner[lastLearner].notes.contains(note) { learner[lastLearner].notes.append(note) }
                }
                continue
            }
            guard raw.severity == "error" else { continue }
            lastLearner = nil
            if let file, let display = file.displayPath {
                let source = SourceFile(path: display, text: file.text)
                let lineIndex = max(0, min(raw.line - 1, source.lineStarts.count - 1))
                let offset = source.lineStarts[lineIndex] + max(0, raw.column - 1)
                let spanish = Msg.Compiler.translate(raw.message)
                learner.append(Diagnostic(spanish ?? Msg.Compiler.untranslated, at: source.location(of: offset),
                                          notes: spanish == nil ? [Msg.Compiler.englishOriginal(raw.message)] : []))
                lastLearner = learner.count - 1
            } else if let file {
                let name = Self.nameAt(line: raw.line, column: raw.column, in: file.text)
                if let name, let rename = Self.rename(of: name, among: declared), !renames.contains(rename) { renames.append(rename) }
                let explanation = Msg.Grading.suiteNeeds(name, compilerSays: Self.sanitize(raw.message))
                if !suite.contains(explanation) { suite.append(explanation) }
            } else {
                let text = Msg.Grading.translateCompilerMessage(Self.sanitize(raw.message))
                if !other.contains(text) { other.append(text) }
            }
        }
        for line in unlocated {
            let text = Self.sanitize(line.replacingOccurrences(of: "error: ", with: ""))
            if !other.contains(text) { other.append(text) }
        }
        if isEmpty, !output.isEmpty { other.append(Msg.Grading.compilerFailedWithoutDetails) }
        for declaration in declared {
            guard let wanted = kinds[declaration.name], wanted != declaration.kind else { continue }
            kindChanges.append(Msg.Grading.suiteNeedsKind(declaration.name, wanted: wanted, found: declaration.kind, at: declaration.place))
        }
    }

    /// The types and functions the learner's files declare, with their keyword and place.
    static func declarations(in files: [CompiledFile]) -> [(name: String, kind: String, place: String)] {
        let pattern = #"\b(enum|struct|class|func|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var declared: [(name: String, kind: String, place: String)] = []
        for file in files {
            guard let display = file.displayPath else { continue }
            let text = file.text
            let source = SourceFile(path: display, text: text)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let kind = Range(match.range(at: 1), in: text), let range = Range(match.range(at: 2), in: text) else { continue }
                let line = source.lineIndex(of: text.utf8.distance(from: text.startIndex, to: range.lowerBound)) + 1
                declared.append((String(text[range]), String(text[kind]), "\(display):\(line)"))
            }
        }
        return declared
    }

    /// What each type is declared as in `sources` (`class`, `struct`, `enum`): the reference solution's kinds.
    static func kinds(of sources: [LearnerSource]) -> [String: String] {
        let files = sources.map { CompiledFile(compilerPath: $0.name, displayPath: $0.name, text: $0.text) }
        var kinds: [String: String] = [:]
        for declared in declarations(in: files) where ["class", "struct", "enum", "actor"].contains(declared.kind) {
            kinds[declared.name] = declared.kind
        }
        return kinds
    }

    /// A type or function the suite names, written almost alike in the learner's files
    /// (`EstadoDePantalla` → `EstadoPantalla`): the rename to undo, with where it is declared.
    static func rename(of wanted: String, among declared: [(name: String, kind: String, place: String)]) -> String? {
        let base = String(wanted.prefix { $0 != "(" && $0 != "." })
        guard !base.isEmpty, wanted.first != "." else { return nil }
        if declared.contains(where: { $0.name == base }) { return nil }
        guard let found = EditDistance.suggestion(for: base, among: declared.map(\.name)),
              let place = declared.first(where: { $0.name == found })?.place else { return nil }
        return Msg.Grading.suiteNeedsRenamed(base, found: found, at: place)
    }

    /// `path:line:col: severity: message`.
    private static func parse(_ line: String) -> Raw? {
        let marks = [": error: ", ": warning: ", ": note: ", ": remark: "]
        guard let mark = marks.compactMap({ line.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        let location = line[..<mark.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else {
            return nil
        }
        let severity = line[mark].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        return Raw(path: location.dropLast(2).joined(separator: ":"), line: row, column: column,
                   severity: severity, message: String(line[mark.upperBound...]))
    }

    /// Never echo the private build directory.
    private static func sanitize(_ message: String) -> String {
        message.replacingOccurrences(of: #"/[^\s']*lesson-check-[^\s']*"#, with: "…", options: .regularExpression)
    }

    /// The declaration the suite asked for at a position: `siguiente(_:ante:)`, `.cargando(intentos:)`,
    /// `Estado`. Read from the suite, which is never shown.
    static func nameAt(line: Int, column: Int, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let bytes = Array(lines[line - 1].utf8)
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
        }
        var position = min(max(column - 1, 0), max(bytes.count - 1, 0))
        guard !bytes.isEmpty else { return nil }
        if bytes[position] == UInt8(ascii: ".") { position += 1 }
        if position < bytes.count, !isIdentifier(bytes[position]) {
            // The caret is on the `(` after the name, or on an argument: step back to the name.
            while position > 0 && !isIdentifier(bytes[position]) { position -= 1 }
        }
        guard position < bytes.count, isIdentifier(bytes[position]) else { return nil }
        var start = position, end = position
        while start > 0 && isIdentifier(bytes[start - 1]) { start -= 1 }
        while end < bytes.count && isIdentifier(bytes[end]) { end += 1 }
        var name = String(decoding: bytes[start..<end], as: UTF8.self)
        if let first = name.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { return nil }
        if start > 0 && bytes[start - 1] == UInt8(ascii: ".") {
            // `Estado.cargando` keeps its qualifier; an implicit member `.cargando` keeps its dot.
            var qualifier = start - 1
            while qualifier > 0 && isIdentifier(bytes[qualifier - 1]) { qualifier -= 1 }
            name = String(decoding: bytes[qualifier..<(start - 1)], as: UTF8.self) + "." + name
        }
        if end < bytes.count && bytes[end] == UInt8(ascii: "(") {
            name += "(" + labels(in: Array(bytes[(end + 1)...])).map { "\($0):" }.joined() + ")"
        }
        return name
    }

    /// The argument labels of a call whose arguments start at `bytes[0]`: `_` for unlabeled ones.
    private static func labels(in bytes: [UInt8]) -> [String] {
        var arguments: [[UInt8]] = [[]]
        var depth = 0, inString = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            if !inString {
                if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(byte) { depth += 1 }
                if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte) {
                    if depth == 0 { break }
                    depth -= 1
                }
                if byte == UInt8(ascii: ","), depth == 0 { arguments.append([]); continue }
            }
            arguments[arguments.count - 1].append(byte)
        }
        if arguments.count == 1, String(decoding: arguments[0], as: UTF8.self).trimmingCharacters(in: .whitespaces).isEmpty {
            return []
        }
        return arguments.map { argument in
            let text = String(decoding: argument, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if let match = text.range(of: #"^[A-Za-z_][A-Za-z0-9_]*\s*:(?!:)"#, options: .regularExpression) {
                return String(text[match].dropLast()).trimmingCharacters(in: .whitespaces)
            }
            return "_"
        }
    }
}
