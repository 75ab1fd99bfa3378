import Foundation

/// One failed expectation, as Swift Testing recorded it.
public struct RecordedIssue: Sendable, Equatable, Codable {
    /// Swift Testing's text, e.g. `Expectation failed: (f(x) → .b) == .a`.
    public var text: String
    /// The `#expect` comments.
    public var comments: [String]
    /// The arguments of the failing case of a parameterized test.
    public var testCase: String?
    public var expected: String?
    public var obtained: String?
    /// The expression that was evaluated, when the expectation compared a call with a value.
    public var expression: String?
}

/// A test function of the hidden suite and what happened to it.
public struct TestOutcome: Sendable, Equatable {
    public var id: String
    public var displayName: String
    /// Swift Testing's name of the function: `verdeAvanza()`, `emergencia(desde:)`.
    public var function: String = ""
    public var file: String
    public var line: Int
    public var started = false
    public var ended = false
    public var skipped = false
    public var issues: [RecordedIssue] = []

    public var passed: Bool { started && ended && !skipped && issues.isEmpty }
}

/// Swift Testing's JSON event stream (schema version 0), read from the file the runner wrote.
/// This — never stdout — is where verdicts come from.
public struct EventStream: Sendable {
    public var tests: [TestOutcome] = []
    public var runStarted = false
    public var runEnded = false
    /// Issues recorded outside any test function.
    public var looseIssues: [RecordedIssue] = []
    /// Lines that are not JSON records (a write cut short by a crash, or noise).
    public var unreadableLines = 0

    /// The test that started and never ended: where a crash, exit or endless loop happened.
    public var unfinished: TestOutcome? { tests.first { $0.started && !$0.ended } }

    public init(data: Data) {
        var byID: [String: Int] = [:]
        var suites = Set<String>()
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                  let kind = object["kind"] as? String, let payload = object["payload"] as? [String: Any] else {
                unreadableLines += 1
                continue
            }
            if kind == "test" {
                guard let id = payload["id"] as? String else { continue }
                if payload["kind"] as? String == "suite" { suites.insert(id); continue }
                let location = payload["sourceLocation"] as? [String: Any]
                let name = payload["displayName"] as? String ?? payload["name"] as? String ?? id
                byID[id] = tests.count
                tests.append(TestOutcome(id: id, displayName: name, function: payload["name"] as? String ?? "",
                                         file: location?["_filePath"] as? String ?? location?["fileID"] as? String ?? "",
                                         line: location?["line"] as? Int ?? 0))
                continue
            }
            guard kind == "event", let event = payload["kind"] as? String else { continue }
            let index = (payload["testID"] as? String).flatMap { byID[$0] }
            switch event {
            case "runStarted": runStarted = true
            case "runEnded": runEnded = true
            case "testStarted": if let index { tests[index].started = true }
            case "testEnded": if let index { tests[index].ended = true }
            case "testSkipped":
                if let index { tests[index].skipped = true; tests[index].started = true; tests[index].ended = true }
            case "issueRecorded":
                guard let issue = Self.issue(payload) else { continue }
                if let index { tests[index].issues.append(issue) }
                else if let testID = payload["testID"] as? String, suites.contains(testID) { looseIssues.append(issue) }
                else { looseIssues.append(issue) }
            default: continue
            }
        }
        tests.sort { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    private static func issue(_ payload: [String: Any]) -> RecordedIssue? {
        let details = payload["issue"] as? [String: Any]
        if details?["isKnown"] as? Bool == true { return nil }
        let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { message -> (String, String)? in
            guard let symbol = message["symbol"] as? String, let text = message["text"] as? String else { return nil }
            return (symbol, text)
        }
        if messages.contains(where: { $0.0 == "warning" }) && !messages.contains(where: { $0.0 == "fail" }) { return nil }
        let text = messages.first { $0.0 == "fail" }?.1 ?? messages.first?.1 ?? ""
        let comments = payload["_comments"] as? [String] ?? messages.filter { $0.0 == "details" }.map(\.1)
        let testCase = (payload["_testCase"] as? [String: Any])?["displayName"] as? String
        let modules: Set<String> = [Toolchain.moduleName, "main"]
        func sourceForm(_ value: String) -> String { SourceFormText.rewrite(value, modules: modules) }
        let shownComments = comments.map { SourceFormText.rewrite($0, modules: modules, prose: true) }
        var issue = RecordedIssue(text: text, comments: shownComments, testCase: testCase.map(sourceForm))
        if let comparison = ExpectationText.comparison(text) {
            issue.expected = sourceForm(comparison.expected)
            issue.obtained = sourceForm(comparison.obtained)
            issue.expression = comparison.expression
        }
        return issue
    }
}

/// Reads expected and obtained values out of Swift Testing's expanded expression text:
/// `Expectation failed: (siguiente(.a, ante: .b) → .c) == .d` — obtained `.c`, expected `.d`.
enum ExpectationText {
    struct Comparison: Equatable { var expected: String; var obtained: String; var expression: String? }

    static func comparison(_ text: String) -> Comparison? {
        let prefixes = ["Expectation failed: ", "Requirement failed: "]
        guard let prefix = prefixes.first(where: text.hasPrefix) else { return nil }
        let body = Array(text.dropFirst(prefix.count))
        guard let split = topLevel(" == ", in: body) else { return nil }
        let left = String(body[..<split]), right = String(body[(split + 4)...])
        let (leftExpression, leftValue) = side(left)
        let (_, rightValue) = side(right)
        return Comparison(expected: rightValue, obtained: leftValue, expression: leftExpression)
    }

    /// `(expr → value)` gives both; a literal side is its own value.
    private static func side(_ text: String) -> (String?, String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let characters = Array(trimmed)
        guard characters.first == "(", characters.last == ")", closing(of: 0, in: characters) == characters.count - 1,
              let arrow = topLevel(" → ", in: Array(characters[1..<(characters.count - 1)])) else {
            return (nil, trimmed)
        }
        let inner = Array(characters[1..<(characters.count - 1)])
        return (String(inner[..<arrow]), String(inner[(arrow + 3)...]))
    }

    private static func closing(of open: Int, in characters: [Character]) -> Int? {
        var depth = 0, inString = false
        for index in open..<characters.count {
            let character = characters[index]
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// Where `needle` occurs outside brackets and string literals.
    private static func topLevel(_ needle: String, in characters: [Character]) -> Int? {
        let pattern = Array(needle)
        var depth = 0, inString = false, index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if depth == 0, index + pattern.count <= characters.count,
                   Array(characters[index..<(index + pattern.count)]) == pattern { return index }
            }
            index += 1
        }
        return nil
    }
}
