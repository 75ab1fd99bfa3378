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
    /// The code as bytes, when they are not UTF-8 (then `code` only names them).
    var bytes: [UInt8]? = nil
    /// REPL lines run after the code (`:eventos`, `:alcanzables`).
    var after: [String] = []
    var expect: Expect
    /// A machine needs a model loaded from a file: such a case runs only with `:cargar`.
    var modes: Set<HostileMode> = HostileMode.both
    /// Extra environment (budgets other than the small ones hostile runs get).
    var environment: [String: String] = [:]
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

/// A hostile run's memory: 2 GiB of address space, so a bomb cannot take the machine.
let hostileAddressSpaceKiB = 2 << 20

/// The REPL input for a case in a mode; a file mode writes the model into `directory`.
func hostileInput(_ hostile: HostileCase, _ mode: HostileMode, in directory: TemporaryDirectory) throws -> Data {
    let code = hostile.bytes.map { Data($0) } ?? Data(hostile.code.utf8)
    var input: Data
    switch mode {
    case .prompt:
        input = code
    case .file:
        let file = directory.file("hostil.swift")
        try code.write(to: file)
        input = Data(":cargar \(file.path)".utf8)
    }
    let rest = hostile.after + ["print(\"\(aliveMarker)\")"]
    input.append(Data(("\n" + rest.joined(separator: "\n") + "\n").utf8))
    return input
}

/// Runs a hostile case in a mode through the real binary: no signal, exit 0, the marker line
/// still runs, the expected message or output, and diagnostics of bounded size.
func expectSurvives(_ hostile: HostileCase, _ mode: HostileMode) throws {
    guard hostile.modes.contains(mode) else { return }
    let directory = TemporaryDirectory("lesson-hostil-modelo")
    defer { directory.remove() }
    // Small budgets: a bomb or a runaway is caught by its budget all the same, sooner.
    // What a message says is checked, not how it wraps: a temporary file's path makes it long.
    let environment = ["LESSON_MEMORIA": "64", "LESSON_PASOS": "300000"].merging(wideColumns) { $1 }
        .merging(hostile.environment) { $1 }
    let run = try runLesson(input: try hostileInput(hostile, mode, in: directory), environment: environment,
                            addressSpaceKiB: hostileAddressSpaceKiB)
    let tail = "salida: \(run.stdout.suffix(600))\nerrores: \(run.stderr.prefix(1200))"
    #expect(!run.crashed, "se cayó (señal \(run.status))\n\(tail)")
    #expect(!run.timedOut, "no terminó\n\(tail)")
    #expect(run.status == 0, "estado \(run.status)\n\(tail)")
    #expect(run.stdout.contains(aliveMarker), "la línea siguiente no se ejecutó\n\(tail)")
    switch hostile.expect {
    // Exploration reports a failed step in its own report, on standard output.
    case .error(let text): #expect((run.stderr + run.stdout).contains(text), "falta «\(text)» en los errores\n\(tail)" as Comment)
    case .output(let text): #expect(run.stdout.contains(text), "falta «\(text)» en la salida\n\(tail)" as Comment)
    case .ends: #expect(!run.stderr.isEmpty || run.stdout.count > aliveMarker.count + 1, "\(tail)")
    }
    // Diagnostics stay bounded: a huge line is not repeated once per error.
    #expect(run.stderr.utf8.count < 64 << 10, "los errores ocupan \(run.stderr.utf8.count) bytes")
}
