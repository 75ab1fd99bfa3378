import Language
import Messages

/// A ```` ```repl ```` block of a lesson: a REPL session the lesson promises, proven by
/// `lesson validar`. A line that starts with a prompt (`lesson> `, `perfil> `, or the
/// continuation `   ...> `) is input; the lines after it, up to the next prompt, are what the
/// REPL answers (standard output and errors, in order). In expected output, a line that is
/// only `…` stands for any number of lines, and `…` inside a line for any text.
/// ```` ```repl modelo=perfil ```` loads the model before the first line, silently.
public struct Transcript: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        /// The entry as typed, its lines joined with newlines (several for a multi-line entry).
        public var input: String
        /// The line of the prompt in the `.md` file.
        public var line: Int
        public var expected: [ExpectedLine]
    }

    public struct ExpectedLine: Sendable, Equatable {
        public var text: String
        public var line: Int
    }

    public var model: String?
    public var fenceLine: Int
    public var steps: [Step]
    /// Attributes a `repl` block does not take.
    public var problems: [FenceInfo.Problem]

    /// The wildcard of expected output.
    public static let elision = "…"

    public static func parse(_ fence: CodeFence) -> Transcript {
        let info = FenceInfo.parse(fence.info)
        var problems = info.problems
        if info.hidden { problems.append(.unknownAttribute("oculto")) }
        if info.initial != nil { problems.append(.unknownAttribute("inicial")) }
        if info.legitimate != nil { problems.append(.unknownAttribute("legitimo")) }
        if info.machine != nil { problems.append(.unknownAttribute(info.machineKey)) }
        var transcript = Transcript(model: info.model, fenceLine: fence.fenceLine, steps: [], problems: problems)
        for (offset, text) in fence.lines.enumerated() {
            let line = fence.firstBodyLine + offset
            if let input = continuation(text), !transcript.steps.isEmpty, transcript.steps[transcript.steps.count - 1].expected.isEmpty {
                transcript.steps[transcript.steps.count - 1].input += "\n" + input
            } else if let input = promptInput(text) {
                transcript.steps.append(Step(input: input, line: line, expected: []))
            } else if !transcript.steps.isEmpty {
                transcript.steps[transcript.steps.count - 1].expected.append(ExpectedLine(text: text, line: line))
            }
        }
        // Blank lines closing a step are layout, not output.
        for index in transcript.steps.indices {
            while transcript.steps[index].expected.last?.text.trimmingSpaces.isEmpty == true {
                transcript.steps[index].expected.removeLast()
            }
        }
        return transcript
    }

    /// Every `repl` block of a lesson, in order.
    public static func all(in markdown: String) -> [Transcript] {
        MarkdownBlock.fences(in: MarkdownParser.parse(markdown)).filter { $0.language == "repl" && $0.terminated }.map(parse)
    }

    /// `perfil> .cargar(id: 7)` → `.cargar(id: 7)`: a prompt is a model name (or `lesson`) and `> `.
    static func promptInput(_ text: String) -> String? {
        guard let marker = text.range(of: "> ") else { return nil }
        let name = text[..<marker.lowerBound]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) }) else { return nil }
        return String(text[marker.upperBound...])
    }

    static func continuation(_ text: String) -> String? {
        let prompt = Msg.REPL.continuationPrompt
        guard text.hasPrefix(prompt) || text.hasPrefix(prompt.trimmingSpaces + " ") else { return nil }
        return String(text.dropFirst(text.hasPrefix(prompt) ? prompt.count : prompt.trimmingSpaces.count + 1))
    }
}

/// Where a REPL's answer parts from what a transcript expected.
public struct TranscriptMismatch: Sendable, Equatable {
    /// The `.md` line of the expected line that did not come (or of the prompt, when the
    /// answer went on past what was expected).
    public var line: Int
    public var expected: String?
    public var actual: String?
}

public enum TranscriptMatch {
    /// The first difference between `expected` and the lines the REPL wrote, or nil when they
    /// match, `…` lines and `…` inside lines standing for anything.
    public static func compare(_ expected: [Transcript.ExpectedLine], _ actual: [String], promptLine: Int) -> TranscriptMismatch? {
        var memo: [Int: Bool] = [:]
        // Whether expected[i...] matches actual[j...]; memoised on (i, j).
        func matches(_ i: Int, _ j: Int) -> Bool {
            let key = i * (actual.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == expected.count { result = j == actual.count }
            else if expected[i].text.trimmingSpaces == Transcript.elision {
                result = (j...actual.count).contains { matches(i + 1, $0) }
            } else {
                result = j < actual.count && lineMatches(expected[i].text, actual[j]) && matches(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        if matches(0, 0) { return nil }
        // Report the first place a plain walk goes wrong: what a reader compares by eye.
        var j = 0
        for (index, line) in expected.enumerated() {
            if line.text.trimmingSpaces == Transcript.elision {
                // Skip to the next line that matches what follows the elision.
                guard index + 1 < expected.count else { return nil }
                while j < actual.count, !lineMatches(expected[index + 1].text, actual[j]) { j += 1 }
                continue
            }
            guard j < actual.count else { return TranscriptMismatch(line: line.line, expected: line.text, actual: nil) }
            if !lineMatches(line.text, actual[j]) {
                return TranscriptMismatch(line: line.line, expected: line.text, actual: actual[j])
            }
            j += 1
        }
        let lastLine = expected.last?.line ?? promptLine
        return TranscriptMismatch(line: lastLine, expected: nil, actual: j < actual.count ? actual[j] : nil)
    }

    /// One line, trailing blanks ignored, `…` matching any run of characters.
    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        let pattern = trimTrailing(pattern), line = trimTrailing(line)
        let pieces = pattern.components(separatedBy: Transcript.elision)
        guard pieces.count > 1 else { return pattern == line }
        guard line.hasPrefix(pieces[0]) else { return false }
        var rest = Substring(line.dropFirst(pieces[0].count))
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(pieces.last!)
    }

    private static func trimTrailing(_ text: String) -> String {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
