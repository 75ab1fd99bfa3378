import Foundation
import Grading
import Messages
import Platform

// Owner: the grading engineer. Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let vigilar = Subcommand(
        name: "vigilar", alias: "watch",
        arguments: [.init("EJ")],
        options: [.init("dir", value: "D", summary: Msg.CLI.Help.dir)],
        summary: Msg.CLI.Help.vigilar, details: Msg.CLI.Help.vigilarDetails,
        run: VigilarCommand.run)
}

enum VigilarCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let setup: GradingSetup
        switch GradingSetup.prepare(invocation) {
        case .success(let prepared): setup = prepared
        case .failure(let failure): return failure.tell(invocation, as: .text)
        }
        Interruption.install()
        let files = setup.exercise.files.map { setup.directory.appendingPathComponent($0) }
        let shown = Grader.display(setup.directory, base: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let style = invocation.style
        // For tests: stop after this many checks.
        let limit = invocation.environment["LESSON_VIGILAR_MAX"].flatMap(Int.init)
        var runs = 0
        // Looks every 150 ms and lets a save settle 50 ms: a check starts within 300 ms of it.
        Watcher(files: files, interval: 0.15, settle: 0.05).run(shouldStop: { limit.map { runs >= $0 } ?? false }) {
            runs += 1
            if style.enabled { invocation.output.write("\u{1B}[2J\u{1B}[H") }
            invocation.say(style.dim(Msg.Grading.watching(shown, exercise: setup.exercise.id, time: Self.clock())))
            // On a terminal, a live line while swiftc and the tests run (a check may take seconds).
            let live = style.enabled ? LiveLine(output: invocation.output, text: Msg.Grading.watchingChecking) : nil
            let report = setup.grader.check(setup.exercise, directory: setup.directory)
            live?.finish()
            _ = try? setup.progress.record(report)
            invocation.say(report.rendered(style: style))
            invocation.say("")
            invocation.say(style.dim(Msg.Grading.watchingHowToLeave))
        }
        return 0
    }

    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
