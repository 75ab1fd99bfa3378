import Foundation
import Language
import Messages
import Typing

/// What `lesson validar` asks of an exercise: its `solucion` passes every check (so the hidden
/// suite compiles against it and every test passes), and its `plantilla` fails at least one.
public struct ExerciseProof: Sendable {
    public var exercise: Exercise
    public var solution: GradingReport
    public var template: GradingReport
    /// Each problem names the folder it is about; empty when the exercise is sound.
    public var problems: [String]
    /// Worth a look, not wrong: a test the starter already passes though it says the starter lacks it.
    public var warnings: [String] = []

    public var isSound: Bool { problems.isEmpty }
}

extension Grader {
    /// Grades `solucion` and `plantilla` side by side (two compiles at once) and says what is wrong.
    public func prove(_ exercise: Exercise) -> ExerciseProof {
        let noCache = Grader(copying: self, useCache: false)
        let solutionBox = ReportBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            solutionBox.report = noCache.check(exercise, directory: exercise.solutionDirectory)
            done.signal()
        }
        let template = noCache.check(exercise, directory: exercise.templateDirectory)
        done.wait()
        let solution = solutionBox.report ?? GradingReport(exercise: exercise.id, title: exercise.title)
        var problems: [String] = []
        let solutionPath = exercise.solutionDirectory.path
        if !solution.suiteErrors.isEmpty {
            // The reference solution is right by definition: a suite that does not compile with it
            // is the instructor's to fix, shown where it is.
            problems.append(Msg.Grading.proofSuiteDoesNotCompile(exercise.suiteDirectory.path))
            problems += solution.suiteErrors.map {
                "  \(exercise.suiteDirectory.appendingPathComponent($0.file).path):\($0.line):\($0.column): error: \(Msg.Grading.translateCompilerMessage($0.message))"
            }
        } else if !solution.passed {
            let failing = solution.lines.filter { !$0.passed }.map(\.name)
            problems.append(Msg.Grading.proofSolutionFails(solutionPath, failing: failing, reason: solution.reason))
            for line in solution.lines where !line.passed && line.kind == .compilation {
                problems += line.details.map { "  " + $0 }
            }
        }
        if template.passed {
            problems.append(Msg.Grading.proofTemplatePasses(exercise.templateDirectory.path))
        }
        let plan = ScoringPlan(exercise: exercise)
        let json = exercise.directory.appendingPathComponent("exercise.json").path
        for (number, name) in HintChoice.unknownTies(exercise.hintList, plan: plan) {
            problems.append(Msg.Course.hintTiedToNothing(json, number: number, name: name))
        }
        var proof = ExerciseProof(exercise: exercise, solution: solution, template: template, problems: problems)
        // A test whose name speaks of a case the starter lacks (`.cancelada`) cannot be passed by
        // the untouched starter: if it is, it explains nothing the learner has to do.
        let starterCases = Self.caseNames(in: exercise.templateDirectory, files: exercise.files)
        for item in template.items where item.kind == .test && item.passed {
            let named = Self.mentionedCases(item.name)
            if let missing = named.first(where: { !starterCases.contains($0) }) {
                proof.warnings.append(Msg.Course.testPassesOnTemplate(exercise.templateDirectory.path, test: item.name, lacking: missing))
            }
        }
        return proof
    }

    /// `.cancelada` in «desde .cancelada, reintentar…»: the cases a test's name speaks of.
    static func mentionedCases(_ name: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"(?<![A-Za-z0-9_])\.([a-z][A-Za-z0-9_]*)"#) else { return [] }
        return regex.matches(in: name, range: NSRange(name.startIndex..., in: name)).compactMap {
            Range($0.range(at: 1), in: name).map { String(name[$0]) }
        }
    }

    /// Every enum case and static member the starter's files declare.
    static func caseNames(in directory: URL, files: [String]) -> Set<String> {
        let sources = files.compactMap { name -> LearnerSource? in
            guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return LearnerSource(name: name, displayPath: name, text: text)
        }
        // A starter may spell a case as a static member (`static let inactivo`): that counts too.
        let files = sources.map { learner in
            let source = SourceFile(path: learner.displayPath, text: learner.text)
            return (unit: Parse.file(source).unit, source: source)
        }
        var names = Set(Program(units: files).enumsByCaseName.keys)
        if let regex = try? NSRegularExpression(pattern: #"static\s+(?:let|var|func)\s+([A-Za-z_][A-Za-z0-9_]*)"#) {
            for source in sources {
                for match in regex.matches(in: source.text, range: NSRange(source.text.startIndex..., in: source.text)) {
                    if let range = Range(match.range(at: 1), in: source.text) { names.insert(String(source.text[range])) }
                }
            }
        }
        return names
    }

    init(copying other: Grader, useCache: Bool) {
        self = other
        self.useCache = useCache
    }
}

private final class ReportBox: @unchecked Sendable {
    var report: GradingReport?
}
