import Foundation
import Grading
import Messages
import Platform

extension Subcommand {
    public static let autograder = Subcommand(
        name: "autograder", alias: nil,
        arguments: [.init("EJ")],
        options: [.init("salida", value: "F.zip", summary: Msg.CLI.Help.zip)],
        summary: Msg.CLI.Help.autograder, details: Msg.CLI.Help.autograderDetails,
        run: AutograderCommand.run)
}

/// `lesson autograder EJ [--salida F.zip]`: the bundle, written atomically; an existing file is
/// replaced only when it is an autograder this command wrote.
enum AutograderCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        guard let exercise = ExerciseLookup.find(invocation, argument: "EJ") else { return 1 }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let path = invocation.option("salida") ?? "\(exercise.name)-autograder.zip"
        let target = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
        guard target.pathExtension == "zip" else {
            invocation.complain("lesson: " + Msg.Autograder.notZip(path))
            return CLI.usageError
        }
        guard !exercise.suiteFiles().isEmpty else {
            invocation.complain("lesson: " + Msg.Autograder.noSuite)
            return 1
        }
        if let existing = FileManager.default.contents(atPath: target.path), !ZipArchive.names(in: existing).contains("run_autograder") {
            invocation.complain("lesson: " + Msg.Autograder.wouldOverwrite(path))
            return 1
        }
        for warning in ScoringPlan(exercise: exercise).unknownNameProblems(in: exercise) { invocation.complain("lesson: " + warning) }
        let toolchain = Toolchain.locate(cacheDirectory: current, environment: invocation.environment)
        let archive: ZipArchive
        do {
            archive = try AutograderBundle.archive(exercise, lessonBinary: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
                                                   swiftVersion: toolchain?.version ?? "6.0", swiftPrefix: toolchain?.prefix ?? "/opt/swift")
            try AtomicFile.write(archive.data, to: target)
        } catch {
            let code = (error as NSError).userInfo["errno"] as? Int32 ?? EACCES
            invocation.complain("lesson: " + Msg.Autograder.cannotWrite(path, reason: Msg.System.reason(code)))
            return 1
        }
        invocation.say(Msg.Autograder.written(Grader.display(target, base: current), exercise: exercise.id))
        return 0
    }
}
