import Foundation

/// Programs compiled with the real `swiftc`, cached by content so each is built once per
/// machine (a compile costs about 2 s; the suite shares them across runs).
enum CompiledSwift {
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-swiftc-cache", isDirectory: true)

    /// Compiles `sources` (in order) as module `main` and returns the executable.
    static func executable(for sources: [URL], extraFlags: [String] = []) throws -> URL {
        let texts = try sources.map { try String(contentsOf: $0, encoding: .utf8) }
        let key = fnv1a((texts + extraFlags).joined(separator: "\u{0}"))
        let executable = cache.appendingPathComponent("programa-\(key)")
        if FileManager.default.isExecutableFile(atPath: executable.path) { return executable }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let temporary = executable.path + ".tmp-\(getpid())-\(UUID().uuidString.prefix(6))"
        let result = try run("/usr/bin/env", ["swiftc", "-module-name", "main", "-o", temporary] + extraFlags + sources.map(\.path))
        guard result.status == 0 else {
            throw CompileFailure(output: result.output)
        }
        // Renamed into place whole, so a parallel test never runs a half-written binary.
        _ = rename(temporary, executable.path)
        return executable
    }

    /// Runs an executable and returns what it printed on standard output.
    static func output(of executable: URL) throws -> String {
        try run(executable).output
    }

    static func run(_ executable: URL) throws -> (status: Int32, output: String) {
        try run(executable.path, [])
    }

    struct CompileFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "swiftc falló:\n\(output)" }
    }

    private static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-out-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: work.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: work) }
        let handle = try FileHandle(forWritingTo: work)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: work, encoding: .utf8)) ?? "")
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// A fixture under `Tests/LessonTests/Fixtures/`.
func fixture(_ relativePath: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
}
