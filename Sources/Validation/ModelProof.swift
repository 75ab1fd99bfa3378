import Foundation
import Grading
import Interpreter
import Language
import Machines
import Messages
import Packs

/// What `validar` proves of one model: it loads in the interpreter, it type-checks and runs
/// under the real `swiftc`, and both print the same for event sequences drawn from it.
struct ModelProof: Sendable {
    let model: ModelSource
    var problems: [String] = []
    var summary = ""

    /// The interpreter's half, on the calling thread: load, and build the differential program.
    static func prepare(_ model: ModelSource) -> (ModelProof, DifferentialDriver?, Model?) {
        var proof = ModelProof(model: model)
        switch Model.load(name: model.name, source: model.source, initial: model.initial,
                          legitimate: model.legitimate, machine: model.machine, machineAt: model.machineAt,
                          output: { _ in }) {
        case .failure(let failure):
            proof.problems = failure.diagnostics.map(\.rendered)
            return (proof, nil, nil)
        case .success(let loaded):
            let attributes = ModelAttributes.problems(model, loaded: loaded)
            guard attributes.isEmpty else {
                proof.problems = attributes
                return (proof, nil, loaded)
            }
            guard let machine = loaded.machine else {
                proof.summary = Msg.Validate.modelWithoutMachine
                return (proof, nil, loaded)
            }
            do {
                return (proof, try DifferentialDriver.make(model: loaded, machine: machine), loaded)
            } catch let failure as RuntimeError {
                proof.problems = [failure.diagnostic.rendered]
            } catch {
                proof.problems = ["\(error)"]
            }
            return (proof, nil, loaded)
        }
    }

    /// The compiler's half, safe to run on several threads: compile the model (with the driver,
    /// when there is one) as `main.swift`, run it, compare.
    mutating func compileAndCompare(driver: DifferentialDriver?, swiftc: String) {
        guard problems.isEmpty else { return }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("lesson-validar-\(getpid())-\(UUID().uuidString.prefix(8))", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let main = scratch.appendingPathComponent("main.swift")
            // A TCA feature compiles beside the TCA surface the REPL runs (swiftc has no TCA here).
            let text = ComposableArchitecture.imports(model.source)
                ? ComposableArchitecture.compiledProgram(model.source.text) : model.source.text
            try Data((text + (driver?.source ?? "")).utf8).write(to: main)
            let binary = scratch.appendingPathComponent("modelo").path
            let compile = Subprocess.run(swiftc, ["-swift-version", "5", "-module-name", "main", "-suppress-warnings",
                                                  "-o", binary, main.path],
                                         options: .init(timeout: 300, killOnFlood: false))
            guard compile.termination == .exited(0) else {
                problems = compilerErrors(String(decoding: compile.stderr + compile.stdout, as: UTF8.self), file: main.path)
                return
            }
            guard let driver else {
                summary = Msg.Validate.modelCompiles
                return
            }
            let run = Subprocess.run(binary, [], options: .init(timeout: 60))
            guard run.termination == .exited(0) else {
                problems = [Msg.Validate.compiledProgramFailed(String(describing: run.termination))]
                return
            }
            if let difference = driver.firstDifference(in: String(decoding: run.stdout, as: UTF8.self)) {
                problems = [Msg.Validate.outputsDiffer(line: difference.line, interpreter: difference.expected,
                                                        compiled: difference.actual)]
            } else {
                summary = Msg.Validate.modelAgrees(steps: driver.steps, printsCompared: driver.comparesPrintLines)
            }
        } catch {
            problems = [Msg.Validate.scratchFailed("\(error)")]
        }
    }

    /// `main.swift:LINE:COL: error: …` lines, moved back to the lesson's `.md` where they came from.
    private func compilerErrors(_ output: String, file: String) -> [String] {
        var errors: [String] = []
        for line in output.split(separator: "\n") where line.hasPrefix(file + ":") && line.contains(": error: ") {
            let rest = line.dropFirst(file.count + 1)
            let parts = rest.split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let number = Int(parts[0]) else { continue }
            let message = parts[2].trimmingCharacters(in: .whitespaces)
            if number <= model.source.origins.count - 1 {
                let origin = model.source.origins[number - 1]
                errors.append(Msg.Validate.compilerError("\(origin.path):\(origin.line):\(parts[1])", message))
            } else {
                errors.append(Msg.Validate.driverError(message))
            }
        }
        return errors.isEmpty ? [Msg.Validate.compilerFailed(String(output.prefix(2000)))] : errors
    }
}
