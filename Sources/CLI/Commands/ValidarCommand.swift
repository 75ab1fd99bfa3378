import Foundation
import Grading
import Messages
import Packs
import Platform
import Validation

// Owner: the lead (lessons and models) with grading (exercises, through `Grader.prove`).
extension Subcommand {
    public static let validar = Subcommand(
        name: "validar", alias: "validate",
        arguments: [.init("RUTA", required: false)],
        options: [.init("json", summary: Msg.CLI.Help.validarJSON)],
        summary: Msg.CLI.Help.validar, details: Msg.CLI.Help.validarDetails,
        run: ValidarCommand.run)
}

/// `lesson validar [RUTA] [--json]`: RUTA is a pack root, one pack (`Lessons/<p>`) or one exercise
/// (`Exercises/<e>`); one line per lesson, model and exercise, each problem under it with its file
/// and line; exit 1 when anything is wrong, 2 when RUTA is none of those.
enum ValidarCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let roots: [URL]
        var scope = Validator.Scope.all
        if let path = invocation.argument("RUTA") {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            let manager = FileManager.default
            let parent = url.deletingLastPathComponent()
            if PackRoots.isRoot(url) {
                roots = [url]
            } else if manager.fileExists(atPath: url.appendingPathComponent("exercise.json").path), parent.lastPathComponent == "Exercises" {
                roots = [parent.deletingLastPathComponent()]
                scope = .exercise(url.lastPathComponent)
            } else if manager.fileExists(atPath: url.appendingPathComponent("pack.json").path), parent.lastPathComponent == "Lessons" {
                roots = [parent.deletingLastPathComponent()]
                scope = .pack(url.lastPathComponent)
            } else {
                invocation.complain("lesson: " + Msg.Validate.notAPackOrExercise(path))
                return 2
            }
        } else {
            roots = PackRoots.all(environment: invocation.environment)
        }
        let home: URL
        switch LessonHome.prepare(environment: invocation.environment) {
        case .success(let url): home = url
        case .failure: home = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-validar-home")
        }
        if let notice = Sandbox.notice(environment: invocation.environment) { invocation.complain("lesson: " + notice) }
        let json = invocation.flag("json")
        if !json { invocation.say(Msg.Validate.header(roots.map { PackLoader.displayPath($0) })) }
        let report = Validator.validate(roots: roots, home: home, environment: invocation.environment, scope: scope)
        if json {
            invocation.say(ReportJSON.text(report))
            return report.passed ? 0 : 1
        }
        for item in report.items {
            let mark = item.passed ? "✔" : "✘"
            invocation.say("\(mark) \(kindName(item.kind)) \(item.name)" + (item.summary.isEmpty ? "" : " — \(item.summary)"))
            for warning in item.warnings { invocation.say("    ⚠ " + warning) }
            for problem in item.problems {
                invocation.say(problem.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "    " + $0 }.joined(separator: "\n"))
            }
        }
        if report.passed {
            invocation.say(Msg.Validate.allGood(lessons: report.count(.lesson), models: report.count(.model),
                                                exercises: report.count(.exercise)))
            return 0
        }
        invocation.say(Msg.Validate.problems(report.problemCount))
        return 1
    }

    static func kindName(_ kind: ValidationReport.Item.Kind) -> String {
        switch kind {
        case .pack: return Msg.Validate.pack
        case .lesson: return Msg.Validate.lesson
        case .model: return Msg.Validate.model
        case .exercise: return Msg.Validate.exercise
        }
    }
}
