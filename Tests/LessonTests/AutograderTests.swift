import Foundation
@testable import Grading
import Testing

/// Writes the files of a ZIP archive (stored entries, as `ZipArchive` writes them) under `folder`.
private func extract(_ data: Data, into folder: URL) throws {
    for entry in ZipArchive.entries(in: data) {
        let url = folder.appendingPathComponent(entry.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try entry.data.write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: entry.executable ? 0o755 : 0o644], ofItemAtPath: url.path)
    }
}

private func runScript(_ script: URL, root: URL) throws -> RunResult {
    let work = TemporaryDirectory("lesson-autograder-run")
    defer { work.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script.path]
    var environment = ProcessInfo.processInfo.environment
    for key in ["LESSON_HOME", "LESSON_PATH"] { environment[key] = nil }
    environment["AUTOGRADER_ROOT"] = root.path
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    let out = work.file("salida"), err = work.file("errores")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return RunResult(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal, timedOut: false,
                     stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "", stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "",
                     stdoutBytes: Data())
}

@Suite("Gradescope: check --formato gradescope and the autograder bundle")
struct AutograderTests {
    @Test("the bundle, unzipped under AUTOGRADER_ROOT, grades a passing and a failing submission into results.json")
    func bundleRunsLocally() async throws {
        let work = TemporaryDirectory("lesson-autograder")
        defer { work.remove() }
        let zip = work.file("semaforo.zip")
        let made = try runLesson(["autograder", "semaforo", "--salida", zip.path], environment: ["LESSON_PATH": gradingFixtures.path])
        #expect(made.status == 0, "\(made.stderr)")
        let data = try Data(contentsOf: zip)
        let names = ZipArchive.names(in: data)
        #expect(names.starts(with: ["setup.sh", "run_autograder", "bin/lesson"]))
        #expect(names.contains("curso/Exercises/semaforo/pruebas/PruebasSemaforo.swift") && names.contains("curso/Exercises/semaforo/exercise.json"))
        #expect(!names.contains { $0.contains("solucion") }, "the solution stays with the instructor")

        let submissions = [("aprueba", gradingFixtures.appendingPathComponent("Exercises/semaforo/solucion/Semaforo.swift"), 5.5),
                           ("suspende", gradingFixtures.appendingPathComponent("soluciones/logica-mala/Semaforo.swift"), 1.5)]
        for (name, file, score) in submissions {
            let root = work.url.appendingPathComponent(name)
            try extract(data, into: root.appendingPathComponent("source"))
            // The upload's files inside a folder of their own, as students often zip them.
            try FileManager.default.createDirectory(at: root.appendingPathComponent("submission/entrega"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file, to: root.appendingPathComponent("submission/entrega/Semaforo.swift"))
            // The compile cache the other grading tests share (the runner and `Testing` built once).
            try FileManager.default.createDirectory(at: root.appendingPathComponent("lesson-home/cache"), withIntermediateDirectories: true)
            // It may not exist yet when this test runs first; a dangling link would stop the grader.
            try FileManager.default.createDirectory(at: sharedHome.appendingPathComponent("cache/grading"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("lesson-home/cache/grading"),
                                                       withDestinationURL: sharedHome.appendingPathComponent("cache/grading"))
            let run = try await offPool { try runScript(root.appendingPathComponent("source/run_autograder"), root: root) }
            #expect(run.status == 0, "\(run.stderr)")
            let results = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: results) as? [String: Any], "\(String(decoding: results, as: UTF8.self))")
            #expect(json["score"] as? Double == score, "\(json)")
            let tests = try #require(json["tests"] as? [[String: Any]])
            #expect(tests.count == 5)
            #expect(tests.allSatisfy { $0["name"] is String && $0["score"] is Double && $0["max_score"] is Double && $0["output"] is String })
            #expect(tests.allSatisfy { ["visible", "hidden", "after_due_date", "after_published"].contains($0["visibility"] as? String ?? "") })
            #expect(tests.reduce(0) { $0 + ($1["score"] as? Double ?? 0) } == score)
            #expect(tests.first { $0["name"] as? String == "el ciclo completo vuelve al verde" }?["visibility"] as? String == "hidden")
        }
    }

    @Test("bad input: a zip path that cannot be written, a file that is not an autograder, an unknown exercise in gradescope format")
    func badInput() throws {
        let work = TemporaryDirectory("lesson-autograder-malo")
        defer { work.remove() }
        let environment = ["LESSON_PATH": gradingFixtures.path]
        let closed = try runLesson(["autograder", "semaforo", "--salida", "/proc/no/se/puede.zip"], environment: environment)
        #expect(closed.status == 1 && closed.stderr.contains("no puedo escribir /proc/no/se/puede.zip"), "\(closed.stderr)")
        let mine = Data("mis notas\n".utf8)
        try mine.write(to: work.file("notas.zip"))
        let foreign = try runLesson(["autograder", "semaforo", "--salida", work.file("notas.zip").path], environment: environment)
        #expect(foreign.status == 1 && foreign.stderr.contains("no es un autocorrector de lesson"))
        #expect(try Data(contentsOf: work.file("notas.zip")) == mine)
        let unknown = try runLesson(["check", "no-existe", "--formato", "gradescope"], environment: environment)
        let json = try JSONSerialization.jsonObject(with: Data(unknown.stdout.utf8)) as? [String: Any]
        #expect(unknown.status == 1 && json?["score"] as? Double == 0 && (json?["output"] as? String)?.contains("no-existe") == true)
    }
}
