import Foundation
import Testing

/// A hostile input, typed at the prompt or loaded with `:cargar`, and what a learner must see.
struct HostileCase: Sendable, CustomTestStringConvertible {
    enum Expect: Sendable {
        /// A Spanish message on standard error containing this text.
        case error(String)
        /// This text on standard output (the program's own result, as swiftc's would print it).
        case output(String)
        /// Either an error or output: the point is only that the entry ends.
        case ends
    }

    var name: String
    /// Swift: piped line by line at the prompt, or written to a file and loaded with `:cargar`.
    var code: String
    /// REPL lines run after the code (`:eventos`, `:alcanzables`).
    var after: [String] = []
    var expect: Expect
    /// A machine needs a model loaded from a file: such a case runs only with `:cargar`.
    var modes: Set<HostileMode> = HostileMode.both
    /// Extra environment (a smaller `LESSON_MEMORIA` where reaching the default takes long).
    var environment: [String: String] = [:]
    /// The modes that already pass; the others are known failures (run inside `withKnownIssue`).
    var fixed: Set<HostileMode>
    var testDescription: String { name }
}

/// How a hostile case reaches the interpreter.
enum HostileMode: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case prompt = "en el prompt"
    case file = "con :cargar"
    var testDescription: String { rawValue }
    static let both: Set<HostileMode> = [.prompt, .file]
}

/// The marker line run after every hostile entry: the REPL must still answer it.
let aliveMarker = "sigue-vivo"

/// Runs the real binary as a subprocess (a crash must not kill the test runner) with piped
/// input, under a 2 GiB address-space limit so a memory bomb cannot take the machine, and a
/// deadline. A process killed by a signal (SIGSEGV, SIGILL, SIGABRT from a failed allocation)
/// reports `crashed`.
func runHostile(_ input: Data, environment extra: [String: String] = [:], timeout: TimeInterval = 20,
                memoryKiB: Int = 2 << 20) throws -> RunResult {
    let work = TemporaryDirectory("lesson-hostil")
    defer { work.remove() }
    let inputFile = work.file("entrada"), outFile = work.file("salida"), errFile = work.file("errores")
    try input.write(to: inputFile)
    _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
    var environment = ProcessInfo.processInfo.environment
    for key in ["LESSON_HOME", "LESSON_PATH", "XDG_DATA_HOME"] { environment[key] = nil }
    environment["LANG"] = "C.UTF-8"
    environment["NO_COLOR"] = "1"
    environment["LESSON_HOME"] = work.file("home").path
    // A crash should end at once, not spend seconds symbolicating a backtrace.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    for (key, value) in extra { environment[key] = value }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // `exec` keeps the shell out of the way: a signal that kills lesson is the process's own.
    process.arguments = ["-c", "ulimit -v \(memoryKiB) && exec \"$0\"", LessonBinary.path]
    process.environment = environment
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = try FileHandle(forWritingTo: errFile)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
        if Date() > deadline {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            break
        }
        usleep(5_000)
    }
    process.waitUntilExit()
    let out = (try? Data(contentsOf: outFile)) ?? Data()
    let err = (try? Data(contentsOf: errFile)) ?? Data()
    return RunResult(status: process.terminationStatus,
                     crashed: process.terminationReason == .uncaughtSignal && !timedOut,
                     timedOut: timedOut,
                     stdout: String(decoding: out, as: UTF8.self),
                     stderr: String(decoding: err, as: UTF8.self),
                     stdoutBytes: out)
}

/// The REPL input for a case in a mode; a file mode writes the model into `directory`.
func hostileInput(_ hostile: HostileCase, _ mode: HostileMode, in directory: TemporaryDirectory) throws -> Data {
    var lines: [String]
    switch mode {
    case .prompt:
        lines = [hostile.code]
    case .file:
        let file = directory.file("hostil.swift")
        try Data(hostile.code.utf8).write(to: file)
        lines = [":cargar \(file.path)"]
    }
    lines += hostile.after
    lines.append("print(\"\(aliveMarker)\")")
    return Data((lines.joined(separator: "\n") + "\n").utf8)
}
