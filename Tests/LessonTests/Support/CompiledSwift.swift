import Foundation

/// Programs compiled with the real `swiftc`, cached by content so each is built once per
/// machine (a compile costs about 2 s; the suite shares them across runs).
enum CompiledSwift {
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-swiftc-cache", isDirectory: true)

    /// Compiles `sources` (in order) as module `main` and returns the executable.
    static func executable(for sources: [URL], extraFlags: [String] = []) throws -> URL {
        let texts = try sources.map { try String(contentsOf: $0, encoding: .utf8) }
        let key = fnv1a((texts + extraFlags + [compilerVersion]).joined(separator: "\u{0}"))
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

    /// `swiftc --version`, part of every cache key: another compiler may judge the same source otherwise.
    static let compilerVersion: String = (try? run("/usr/bin/env", ["swiftc", "--version"]).output) ?? ""

    /// What swiftc says of a file when it compiles it through its mandatory diagnostics (types,
    /// then missing returns and uninitialized uses), cached by source and compiler version.
    static func diagnostics(of source: URL) throws -> (accepted: Bool, output: String) {
        let text = try String(contentsOf: source, encoding: .utf8)
        let key = fnv1a(text + "\u{0}emit-sil\u{0}" + compilerVersion)
        let cached = cache.appendingPathComponent("diagnosticos-\(key).txt")
        if let saved = try? String(contentsOf: cached, encoding: .utf8) {
            return (saved.hasPrefix("ok\n"), String(saved.dropFirst(3)))
        }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let result = try run("/usr/bin/env", ["swiftc", "-emit-sil", "-o", "/dev/null", source.path])
        let saved = (result.status == 0 ? "ok\n" : "no\n") + result.output
        let temporary = cached.path + ".tmp-\(getpid())-\(UUID().uuidString.prefix(6))"
        try saved.write(toFile: temporary, atomically: false, encoding: .utf8)
        _ = rename(temporary, cached.path)
        return (result.status == 0, result.output)
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
