import Foundation
import Messages
import Packs

/// `exercise.json` read strictly with the packs' own JSON reader, so every problem has a line:
/// a syntax error, a key nobody knows (with the nearest known one), a value of the wrong type.
enum ExerciseManifest {
    static let keys = ["titulo", "leccion", "archivos", "pistas", "comprobaciones", "limite_segundos", "puntos", "visibilidad"]
    static let checkKeys = ["tipo", "de", "igual", "puntos", "visibilidad", "tambien_en_tuplas"]
    static let hintKeys = ["texto", "prueba", "comprobacion"]

    struct Problem: Error { var message: String; var line: Int }

    static func read(_ text: String) -> Result<ExerciseFile, Problem> {
        let root: JSONValue
        switch JSONParser.parse(text) {
        case .success(let value): root = value
        case .failure(let error): return .failure(Problem(message: Msg.Grading.jsonSyntax(PackManifest.describe(error.reason)), line: error.line))
        }
        do { return .success(try file(root)) } catch let problem as Problem { return .failure(problem) } catch {
            return .failure(Problem(message: String(describing: error), line: 1))
        }
    }

    private static func file(_ root: JSONValue) throws -> ExerciseFile {
        guard case .object(let members, _) = root else { throw Problem(message: Msg.Grading.exerciseNotObject, line: root.line) }
        try unknownKeys(members, known: keys)
        func required<T>(_ key: String, _ read: (JSONValue, Int) throws -> T) throws -> T {
            guard let (value, line) = root.member(key) else { throw Problem(message: Msg.Grading.jsonMissingKey(key), line: 1) }
            return try read(value, line)
        }
        func optional<T>(_ key: String, _ read: (JSONValue, Int) throws -> T) throws -> T? {
            guard let (value, line) = root.member(key) else { return nil }
            return try read(value, line)
        }
        var file = ExerciseFile(titulo: try required("titulo") { try string($0, $1, key: "titulo") },
                                archivos: try required("archivos") { try strings($0, $1, key: "archivos") })
        file.leccion = try optional("leccion") { try string($0, $1, key: "leccion") }
        file.pistas = try optional("pistas") { value, line in
            guard case .array(let items, _) = value else { throw Problem(message: Msg.Grading.jsonNotList("pistas"), line: line) }
            return try items.map(hint)
        }
        file.limite_segundos = try optional("limite_segundos") { try number($0, $1, key: "limite_segundos") }
        file.puntos = try optional("puntos") { value, line in try map(value, line, key: "puntos") { try number($0, $1, key: "puntos") } }
        file.visibilidad = try optional("visibilidad") { value, line in try map(value, line, key: "visibilidad") { try visibility($0, $1) } }
        file.lines = Dictionary(members.map { ($0.key, $0.line) }, uniquingKeysWith: { first, _ in first })
        file.comprobaciones = try optional("comprobaciones") { value, line in
            guard case .array(let items, _) = value else { throw Problem(message: Msg.Grading.jsonNotList("comprobaciones"), line: line) }
            return try items.map(check)
        }
        return file
    }

    /// A hint: its text, or `{"texto": …, "prueba": …}` / `{"texto": …, "comprobacion": …}`.
    private static func hint(_ value: JSONValue) throws -> Hint {
        if case .string(let text, _) = value { return Hint(text: text) }
        guard case .object(let members, _) = value else { throw Problem(message: Msg.Grading.jsonWrongTypeOf("pistas"), line: value.line) }
        try unknownKeys(members, known: hintKeys)
        guard let (textValue, textLine) = value.member("texto") else { throw Problem(message: Msg.Grading.jsonMissingKey("texto"), line: value.line) }
        var hint = Hint(text: try string(textValue, textLine, key: "texto"))
        if let (test, line) = value.member("prueba") { hint.test = try string(test, line, key: "prueba") }
        if let (check, line) = value.member("comprobacion") { hint.check = try string(check, line, key: "comprobacion") }
        return hint
    }

    private static func check(_ value: JSONValue) throws -> CheckSpec {
        guard case .object(let members, _) = value else { throw Problem(message: Msg.Grading.checkNotObject, line: value.line) }
        try unknownKeys(members, known: checkKeys)
        guard let (kindValue, kindLine) = value.member("tipo") else { throw Problem(message: Msg.Grading.jsonMissingKey("tipo"), line: value.line) }
        let kindName = try string(kindValue, kindLine, key: "tipo")
        guard let kind = CheckSpec.Kind(rawValue: kindName) else {
            throw Problem(message: Msg.Grading.jsonUnknownCheckKind(CheckSpec.Kind.allCases.map(\.rawValue))
                            + suggestion(kindName, CheckSpec.Kind.allCases.map(\.rawValue)), line: kindLine)
        }
        guard let (typeValue, typeLine) = value.member("de") else { throw Problem(message: Msg.Grading.jsonMissingKey("de"), line: value.line) }
        var spec = CheckSpec(kind: kind, typeName: try string(typeValue, typeLine, key: "de"))
        if let (expected, line) = value.member("igual") {
            let count = try number(expected, line, key: "igual")
            guard count >= 0, count == count.rounded(), count < 1e15 else { throw Problem(message: Msg.Grading.jsonWrongTypeOf("igual"), line: line) }
            spec.expected = Int(count)
        }
        if let (points, line) = value.member("puntos") { spec.points = try number(points, line, key: "puntos") }
        if let (shown, line) = value.member("visibilidad") { spec.visibility = try visibility(shown, line) }
        if let (strict, line) = value.member("tambien_en_tuplas") {
            guard case .bool(let flag, _) = strict else { throw Problem(message: Msg.Grading.jsonWrongTypeOf("tambien_en_tuplas"), line: line) }
            spec.alsoInTuples = flag
        }
        if kind == .formas && spec.expected == nil { throw Problem(message: Msg.Grading.exerciseFormasWithoutCount(spec.typeName), line: value.line) }
        return spec
    }

    private static func unknownKeys(_ members: [(key: String, value: JSONValue, line: Int)], known: [String]) throws {
        for member in members where !known.contains(member.key) {
            throw Problem(message: Msg.Grading.jsonUnknownKey(member.key) + suggestion(member.key, known), line: member.line)
        }
    }

    private static func suggestion(_ word: String, _ known: [String]) -> String {
        EditDistance.suggestion(for: word, among: known).map { Msg.Grading.didYouMean($0) } ?? ""
    }

    private static func string(_ value: JSONValue, _ line: Int, key: String) throws -> String {
        guard case .string(let text, _) = value else { throw Problem(message: Msg.Grading.jsonWrongTypeOf(key), line: line) }
        return text
    }

    private static func strings(_ value: JSONValue, _ line: Int, key: String) throws -> [String] {
        guard case .array(let items, _) = value else { throw Problem(message: Msg.Grading.jsonNotList(key), line: line) }
        return try items.map { try string($0, $0.line, key: key) }
    }

    private static func number(_ value: JSONValue, _ line: Int, key: String) throws -> Double {
        guard case .number(let number, _) = value else { throw Problem(message: Msg.Grading.jsonWrongTypeOf(key), line: line) }
        return number
    }

    private static func map<T>(_ value: JSONValue, _ line: Int, key: String, _ read: (JSONValue, Int) throws -> T) throws -> [String: T] {
        guard case .object(let members, _) = value else { throw Problem(message: Msg.Grading.jsonWrongTypeOf(key), line: line) }
        var result: [String: T] = [:]
        for member in members { result[member.key] = try read(member.value, member.line) }
        return result
    }

    private static func visibility(_ value: JSONValue, _ line: Int) throws -> Visibility {
        let name = try string(value, line, key: "visibilidad")
        guard let visibility = Visibility(rawValue: name) else {
            throw Problem(message: Msg.Grading.jsonUnknownVisibility(Visibility.allCases.map(\.rawValue))
                            + suggestion(name, Visibility.allCases.map(\.rawValue)), line: line)
        }
        return visibility
    }
}
