import Foundation
import Grading
import Messages
import Packs
import REPL
import Validation

// Owner: the lead (lessons and models) with grading (exercises, through `Grader.prove`).
extension Subcommand {
    public static let validar = Subcommand(
        name: "validar", alias: "validate",
        arguments: [.init("RAIZ", required: false)],
        summary: Msg.CLI.Help.validar, details: Msg.CLI.Help.validarDetails,
        run: ValidarCommand.run)
}

/// `lesson validar [RAIZ]`: one line per lesson, model and exercise, each problem under it with
/// its file and line; exit 1 when anything is wrong, 2 when RAIZ is not a pack root.
enum ValidarCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let roots: [URL]
        if let root = invocation.argument("RAIZ") {
            let url = URL(fileURLWithPath: root)
            guard PackRoots.isRoot(url) else {
                invocation.complain("lesson: " + Msg.Validate.notARoot(root))
                return 2
            }
            roots = [url]
        } else {
            roots = PackRoots.all(environment: invocation.environment)
        }
        let home: URL
        switch LessonHome.prepare(environment: invocation.environment) {
        case .success(let url): home = url
        case .failure: home = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-validar-home")
        }
        if let notice = Sandbox.notice(environment: invocation.environment) { invocation.complain("lesson: " + notice) }
        invocation.say(Msg.Validate.header(roots.map { PackLoader.displayPath($0) }))
        let report = Validator.validate(roots: roots, home: home, environment: invocation.environment)
        for item in report.items {
            let kind: String
            switch item.kind {
            case .pack: kind = Msg.Validate.pack
            case .lesson: kind = Msg.Validate.lesson
            case .model: kind = Msg.Validate.model
            case .exercise: kind = Msg.Validate.exercise
            }
            let mark = item.passed ? "✔" : "✘"
            invocation.say("\(mark) \(kind) \(item.name)" + (item.summary.isEmpty ? "" : " — \(item.summary)"))
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
}
