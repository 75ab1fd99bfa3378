import Foundation

/// The built `lesson` executable, found beside the test bundle (SwiftPM builds it first,
/// since the test target depends on it). `LESSON_BINARY` overrides the search.
enum LessonBinary {
    static let path: String = locate()

    private static func locate() -> String {
        let manager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["LESSON_BINARY"], !override.isEmpty {
            return override
        }
        var directories: [URL] = []
        if let executable = try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in directories {
            // The runner may sit inside `lessonPackageTests.xctest/…`: walk up a few levels.
            var current = directory
            for _ in 0..<4 {
                let candidate = current.appendingPathComponent("lesson")
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   manager.isExecutableFile(atPath: candidate.path) {
                    return candidate.path
                }
                current = current.deletingLastPathComponent()
            }
        }
        fatalError("No encuentro el ejecutable «lesson» junto a las pruebas (buscado en \(directories.map(\.path)))")
    }
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL
    var path: String { url.path }

    init(_ label: String = "lesson-test") {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
    func remove() { try? FileManager.default.removeItem(at: url) }
}

struct RunResult {
    var status: Int32
    /// True when the process died of a signal (a crash), not by exiting.
    var crashed: Bool
    var timedOut: Bool
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

/// Runs the real binary with `input` on standard input (from a file, so nothing can dead-lock),
/// standard output and error captured, a temporary `LESSON_HOME` unless given, and a deadline
/// (a hang detector: past it the process is killed and the run reports `timedOut`).
/// `addressSpaceKiB` caps the process's memory (`ulimit -v`): a memory bomb then fails an
/// allocation, which kills it with a signal (`crashed`), instead of taking the machine; a crash
/// then ends at once, without a backtrace.
/// For tests of what the REPL says rather than of how it lays it out at 80 columns: lines as
/// long as they come (piped output is otherwise fitted to 80 columns).
let wideColumns = ["COLUMNS": "10000"]

func runLesson(_ arguments: [String] = [],
               input: Data = Data(),
               environment extra: [String: String] = [:],
               closeStandardInput: Bool = false,
               addressSpaceKiB: Int? = nil,
               timeout: TimeInterval = 300) throws -> RunResult {
    let work = TemporaryDirectory("lesson-run")
    defer { work.remove() }
    let inputFile = work.file("entrada")
    try input.write(to: inputFile)
    let outFile = work.file("salida"), errFile = work.file("errores")
    _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)

    var environment = ProcessInfo.processInfo.environment
    // Piped output is laid out at 80 columns unless a test says otherwise, whatever the runner's shell exports.
    for key in ["LESSON_HOME", "LESSON_PATH", "XDG_DATA_HOME", "COLUMNS"] { environment[key] = nil }
    environment["LANG"] = "C.UTF-8"
    environment["NO_COLOR"] = "1"
    environment["LESSON_HOME"] = work.file("home").path
    if addressSpaceKiB != nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
    for (key, value) in extra { environment[key] = value }

    let process = Process()
    if closeStandardInput || addressSpaceKiB != nil {
        // `exec` keeps the shell out of the way: a signal that kills lesson is the process's own.
        let limit = addressSpaceKiB.map { "ulimit -v \($0) && " } ?? ""
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", limit + "exec \"$0\" \"$@\"" + (closeStandardInput ? " <&-" : ""), LessonBinary.path] + arguments
    } else {
        process.executableURL = URL(fileURLWithPath: LessonBinary.path)
        process.arguments = arguments
    }
    if !closeStandardInput { process.standardInput = try FileHandle(forReadingFrom: inputFile) }
    process.environment = environment
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

/// Piped REPL input, one line per element.
func script(_ lines: String...) -> Data { Data((lines.joined(separator: "\n") + "\n").utf8) }
