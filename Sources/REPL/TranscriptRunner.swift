import Foundation
import Language
import Messages
import Packs
import Platform

/// Runs a lesson's ```` ```repl ```` blocks in a fresh session each, as a piped REPL would run
/// them (no colour, 80 columns), and says where the answer parts from the transcript: the
/// proof that a lesson's «escribe esto y verás aquello» holds.
public enum TranscriptRunner {
    /// One problem per block that does not hold, at the `.md` line where it parts.
    public static func check(_ lesson: Lesson, library: PackLibrary) -> [Diagnostic] {
        let lines = SourceLines(lesson.markdown)
        var problems: [Diagnostic] = []
        for transcript in Transcript.all(in: lesson.markdown) {
            let at = { (line: Int) in lines.location(path: lesson.path, line: line) }
            if !transcript.problems.isEmpty {
                problems.append(Diagnostic(Msg.Packs.transcriptBadAttributes, at: at(transcript.fenceLine)))
                continue
            }
            if transcript.steps.isEmpty {
                problems.append(Diagnostic(Msg.Packs.transcriptEmpty, at: at(transcript.fenceLine)))
                continue
            }
            if let problem = run(transcript, library: library, at: at) { problems.append(problem) }
        }
        return problems
    }

    /// The first difference of one transcript, if any.
    static func run(_ transcript: Transcript, library: PackLibrary, at: (Int) -> SourceLocation) -> Diagnostic? {
        let output = CapturedOutput()
        let session = Session(output: output, environment: ["COLUMNS": "80", "NO_COLOR": "1"])
        session.usePacks(library)
        if let model = transcript.model {
            session.handle(":cargar " + model)
            guard session.modelName != nil else {
                let said = output.transcript.split(separator: "\n").map(String.init)
                return Diagnostic(Msg.Packs.transcriptModelFailed(model), at: at(transcript.fenceLine), notes: Array(said.prefix(6)))
            }
        }
        for step in transcript.steps {
            let before = output.transcript.count
            session.handle(step.input)
            let answer = String(output.transcript.dropFirst(before))
            var actual = answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if actual.last == "" { actual.removeLast() }
            if let mismatch = TranscriptMatch.compare(step.expected, actual, promptLine: step.line) {
                return Diagnostic(Msg.Packs.transcriptMismatch(input: step.input, expected: mismatch.expected, actual: mismatch.actual),
                                  at: at(mismatch.line))
            }
            if session.isFinished { break }
        }
        return nil
    }
}
