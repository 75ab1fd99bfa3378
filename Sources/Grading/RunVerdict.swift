import Foundation
import Messages
#if canImport(Glibc)
import Glibc
#endif

/// Reads how the test program ended together with its event stream, and decides. A run counts
/// only if the stream says the run started and ended and every test that started also ended;
/// anything else (an exit in the middle, a crash, a timeout, a flood) fails with a reason.
struct RunVerdict {
    var testLines: [GradingReport.Line] = []
    /// Why the run as a whole is not trusted, if it is not.
    var reason: String?

    init(termination: Termination, stream: EventStream, stderr: Data, files: [CompiledFile],
         timeLimit: Double, wallClockLimit: Double, outputLimit: Int) {
        let unfinished = stream.unfinished?.displayName
        switch termination {
        case .timedOut:
            reason = Msg.Grading.runWaitedTooLong(seconds: wallClockLimit, test: unfinished)
        case .flooded:
            reason = Msg.Grading.runFlooded(bytes: outputLimit, test: unfinished)
        case .signaled(let signal):
            let crash = Self.crashMessage(String(decoding: stderr, as: UTF8.self), files: files)
            switch signal {
            case SIGXCPU: reason = Msg.Grading.runTimedOut(seconds: timeLimit, test: unfinished)
            case SIGXFSZ: reason = Msg.Grading.runWroteTooMuch(test: unfinished)
            default: reason = Msg.Grading.runCrashed(signal: Self.signalName(signal), message: crash, test: unfinished)
            }
        // Under bubblewrap a signal comes back as the exit code 128 + signal.
        case .exited(128 + SIGXCPU):
            reason = Msg.Grading.runTimedOut(seconds: timeLimit, test: unfinished)
        case .exited(128 + SIGXFSZ):
            reason = Msg.Grading.runWroteTooMuch(test: unfinished)
        case .exited(let code):
            if !stream.runStarted {
                reason = Msg.Grading.runNeverStarted(code: code)
            } else if !stream.runEnded || unfinished != nil {
                let crash = Self.crashMessage(String(decoding: stderr, as: UTF8.self), files: files)
                reason = crash.map { Msg.Grading.runCrashed(signal: nil, message: $0, test: unfinished) }
                    ?? Msg.Grading.runExitedEarly(code: code, test: unfinished)
            } else if code != 0 && code != 1 {
                reason = Msg.Grading.runOddExit(code: code)
            }
        }
        // What the sandbox refused is the clearest reason of all: it comes first.
        if let limit = Self.limitReason(String(decoding: stderr, as: UTF8.self), test: unfinished) { reason = limit }
        // Only the hidden suite's tests count: a learner's own `@Test` in their files is ignored.
        let suitePaths = Set(files.filter { $0.displayPath == nil }.map(\.compilerPath))
        let tests = stream.tests.filter { !$0.skipped && suitePaths.contains($0.file) }
        if reason == nil && tests.isEmpty { reason = Msg.Grading.suiteHasNoTests }
        for test in tests {
            var line = GradingReport.Line(kind: .test, name: test.displayName, passed: test.passed,
                                          testID: test.id, function: test.function.isEmpty ? nil : test.function)
            line.issues = test.issues.map {
                GradingReport.Issue(comments: $0.comments, expected: $0.expected, obtained: $0.obtained,
                                    expression: $0.expression, testCase: $0.testCase)
            }
            if test.issues.isEmpty {
                if test.started && !test.ended { line.details = [Msg.Grading.testDidNotFinish] }
                else if !test.started { line.details = [Msg.Grading.testDidNotRun] }
            }
            // A failure Swift Testing described without a comment or a comparison: show its own words.
            for (index, issue) in test.issues.enumerated() where issue.comments.isEmpty && issue.expected == nil {
                line.issues[index].comments = [Self.translateIssue(issue.text)]
            }
            testLines.append(line)
        }
        // A run that reported success while the stream shows a failure (or the reverse) is not trusted.
        if reason == nil, case .exited(let code) = termination {
            let failed = tests.contains { !$0.passed } || !stream.looseIssues.isEmpty
            if !stream.looseIssues.isEmpty {
                testLines.append(.init(kind: .run, name: Msg.Grading.lineOutsideTests, passed: false,
                                       details: stream.looseIssues.map { Self.translateIssue($0.text) }))
            } else if failed != (code == 1) {
                reason = Msg.Grading.runInconsistent(code: code)
            }
        }
    }

    /// The runtime's own words for a trap (`Fatal error: …`), with the learner's file and line when
    /// it happened there; a place inside the hidden suite is not shown.
    static func crashMessage(_ stderr: String, files: [CompiledFile]) -> String? {
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "Stack overflow"]
        guard let line = stderr.split(separator: "\n").map(String.init).first(where: { text in
            markers.contains { text.contains($0) }
        }) else { return nil }
        var message = line
        var place: String? = nil
        // `Ejercicio/Pantalla.swift:12: Fatal error: …`
        if let range = line.range(of: #"^[^ :]+\.swift:\d+: "#, options: .regularExpression) {
            let location = line[range].dropLast(2)
            message = String(line[range.upperBound...])
            let parts = location.split(separator: ":")
            let fileName = parts.first.map { String($0.split(separator: "/").last ?? $0) } ?? ""
            if let file = files.first(where: { $0.displayPath != nil && $0.compilerPath.hasSuffix("/" + fileName) }),
               let display = file.displayPath, parts.count > 1 {
                place = "\(display):\(parts[1])"
            }
        }
        message = Msg.Grading.translateRuntimeMessage(message)
        return place.map { "\($0): \(message)" } ?? message
    }

    /// The runner's notes (`\u{1}lesson-limite:red`) and the runtime's words for a failed allocation.
    static func limitReason(_ stderr: String, test: String?) -> String? {
        let notes = Set(stderr.split(separator: "\n").compactMap { line -> String? in
            line.hasPrefix("\u{1}lesson-limite:") ? String(line.dropFirst("\u{1}lesson-limite:".count)) : nil
        })
        if notes.contains("red") { return Msg.Sandbox.network(test: test) }
        if notes.contains("procesos") { return Msg.Sandbox.processes(test: test) }
        if stderr.contains("Could not allocate memory") || stderr.contains("failed to allocate") { return Msg.Sandbox.memory(test: test) }
        return nil
    }

    static func translateIssue(_ text: String) -> String {
        Msg.Grading.translateIssueText(SourceFormText.rewrite(text, modules: [Toolchain.moduleName, "main"]))
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGTERM: return "SIGTERM"
        default: return "\(signal)"
        }
    }
}
