import Foundation
import Messages

/// What `lesson validar` asks of an exercise: its `solucion` passes every check (so the hidden
/// suite compiles against it and every test passes), and its `plantilla` fails at least one.
public struct ExerciseProof: Sendable {
    public var exercise: Exercise
    public var solution: GradingReport
    public var template: GradingReport
    /// Each problem names the folder it is about; empty when the exercise is sound.
    public var problems: [String]

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
        return ExerciseProof(exercise: exercise, solution: solution, template: template, problems: problems)
    }

    init(copying other: Grader, useCache: Bool) {
        self = other
        self.useCache = useCache
    }
}

private final class ReportBox: @unchecked Sendable {
    var report: GradingReport?
}
