import Foundation
import Interpreter
import LineEditor
import Messages
import Platform

/// Starts the REPL of `lesson` / `lesson repl`: libedit on a terminal, plain reading otherwise.
public enum REPL {
    public static func run(model: String? = nil,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let output = StandardOutput()
        let stdinClosed = StandardStreams.protectClosedDescriptors()
        Interrupt.install()
        signal(SIGPIPE, SIG_IGN)
        let interactive = !stdinClosed && standardInputIsTerminal()
        let session = Session(output: output, environment: environment,
                              style: Style.detect(environment: environment,
                                                  outputIsTerminal: standardOutputIsTerminal()),
                              interactive: interactive)
        session.greet()
        if stdinClosed { session.showError(Msg.REPL.stdinClosed) }

        var historyFile: URL?
        switch LessonHome.prepare(environment: environment) {
        case .success(let home): historyFile = LessonHome.historyFile(in: home)
        case .failure(let problem): session.showError(problem.message)
        }

        let source: LineSource
        if interactive {
            source = EditorLineSource(historyFile: historyFile, output: output) { [unowned session] line, word in
                session.complete(line: line, word: word)
            }
        } else {
            source = PlainLineReader(descriptor: 0)
        }
        return session.run(source, loading: model)
    }
}

public enum Budgets {
    /// The interpreter's budgets, from the environment, for every command of the process:
    /// `LESSON_MEMORIA`, MiB the values of one entry may take (default 1024); `LESSON_PASOS`,
    /// steps one run may take (default 30,000,000). Values out of range are ignored.
    public static func apply(_ environment: [String: String]) {
        if let text = environment["LESSON_MEMORIA"], let mebibytes = Int(text), (16...1 << 20).contains(mebibytes) {
            Interpreter.defaultMemoryBudget = mebibytes << 20
        }
        if let text = environment["LESSON_PASOS"], let steps = Int(text), (10_000...1 << 40).contains(steps) {
            Interpreter.defaultStepBudget = steps
        }
    }
}

public enum StandardStreams {
    /// Points closed descriptors 0, 1 and 2 at /dev/null, so that no file opened later takes their
    /// number (and is then read as input or written as output). Answers whether stdin was closed.
    public static func protectClosedDescriptors() -> Bool {
        var stdinClosed = false
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == 0 { stdinClosed = true }
        }
        return stdinClosed
    }
}
