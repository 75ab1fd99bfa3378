import Foundation
import Testing

/// `:exportar-test CARPETA` writes a SwiftPM package — a lesson's model, its blocks joined, and
/// the session's table test — on which the real `swift test` passes (issue 13).
@Suite("`:exportar-test CARPETA`: un paquete en el que swift test pasa")
struct ExportPackageTests {
    @Test("el paquete de una sesión sobre el modelo de una lección pasa con swift test")
    func swiftTestPasses() async throws {
        let directory = TemporaryDirectory("lesson-paquete")
        defer { directory.remove() }
        let package = directory.file("perfil-test")
        let run = try runLesson(input: script(":cargar perfil", ".cargar(id: 2)", ".cargar(id: 3)", ":exportar-test \(package.path)"), environment: wideColumns)
        #expect(run.stdout.contains("Escribí en \(package.path) un paquete de SwiftPM con el modelo y una prueba de 2 transiciones"),
                "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("cd \(package.path) && swift test"))
        let model = try String(contentsOf: package.appendingPathComponent("Sources/Modelo/Modelo.swift"), encoding: .utf8)
        #expect(model.contains("enum EstadoDePerfil") && model.contains("func siguiente("), "los bloques de la lección, unidos")
        let test = try String(contentsOf: package.appendingPathComponent("Tests/ModeloTests/TransicionesTests.swift"), encoding: .utf8)
        #expect(test.contains("@testable import Modelo"))
        // One real SwiftPM build, in the package's own folder (its own .build), off the test threads.
        let result = try await offPool { try Self.swiftTest(in: package) }
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("with 2 test cases passed"), "\(result.output)")
    }

    /// `swift test` in `folder`, with none of the outer run's SwiftPM settings.
    static func swiftTest(in folder: URL) throws -> (status: Int32, output: String) {
        let log = folder.appendingPathComponent("swift-test.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nice", "swift", "test", "--package-path", folder.path]
        process.environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("SWIFTPM") && !key.hasPrefix("XCTest") && !key.hasPrefix("SWIFT_")
        }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    @Test("una segunda exportación a la misma carpeta reemplaza lo suyo; un Package.swift ajeno no se toca")
    func refusesForeignFiles() throws {
        let directory = TemporaryDirectory("lesson-paquete")
        defer { directory.remove() }
        let package = directory.file("paquete")
        let session = script(":cargar perfil", ".cargar(id: 2)", ":exportar-test \(package.path)")
        #expect(try runLesson(input: session).stdout.contains("Escribí en \(package.path)"))
        #expect(try runLesson(input: session).stdout.contains("Escribí en \(package.path)"), "lo suyo se reemplaza")
        let mine = directory.file("mio")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n// mi paquete\n".write(to: mine.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let run = try runLesson(input: script(":cargar perfil", ".cargar(id: 2)", ":exportar-test \(mine.path)", "1 + 1"), environment: wideColumns)
        #expect(run.stderr.contains("Package.swift» ya existe y no lo escribió lesson"), "\(run.stderr)")
        #expect(try String(contentsOf: mine.appendingPathComponent("Package.swift"), encoding: .utf8) == "// swift-tools-version:6.0\n// mi paquete\n")
        #expect(!FileManager.default.fileExists(atPath: mine.appendingPathComponent("Sources").path), "nada escrito a medias")
        #expect(run.stdout.contains("$R0: Int = 2"), "la sesión sigue")
    }
}
