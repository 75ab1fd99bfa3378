import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The real compiler and the cached pieces that do not depend on the learner's files.
public struct Toolchain: Sendable {
    /// Absolute path of `swiftc`.
    public var swiftc: String
    /// Changes whenever the compiler binary does: part of every cache key.
    public var fingerprint: String
    /// `<LESSON_HOME>/cache/grading`.
    public var cacheDirectory: URL

    /// The module name the learner's files and the hidden suite share.
    static let moduleName = "Ejercicio"
    static let runnerModuleName = "LessonGradingRunner"
    /// Bumped when the runner or the compile flags change, so old caches are not reused.
    static let schema = "7"

    /// `LESSON_SWIFTC`, else `swiftc` on `PATH`, else the toolchain beside the running `swift`.
    public static func locate(cacheDirectory: URL,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> Toolchain? {
        var candidates: [String] = []
        if let explicit = environment["LESSON_SWIFTC"], !explicit.isEmpty { candidates.append(explicit) }
        if let found = Subprocess.which("swiftc", environment: environment) { candidates.append(found) }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc", "/usr/local/bin/swiftc"]
        guard let swiftc = candidates.first(where: { access($0, X_OK) == 0 }) else { return nil }
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
        let frontend = URL(fileURLWithPath: resolved).deletingLastPathComponent()
            .appendingPathComponent("swift-frontend").path
        var parts = [resolved, schema]
        for path in [resolved, frontend] {
            var info = stat()
            if stat(path, &info) == 0 { parts.append("\(info.st_size):\(info.st_mtim.tv_sec)") }
        }
        // Not the resolved path: `swiftc` is a link to `swift-driver`, which acts by the name it is called.
        return Toolchain(swiftc: swiftc, fingerprint: SHA256.hex(parts.joined(separator: "|")),
                         cacheDirectory: cacheDirectory)
    }

    /// The real path, links resolved: Clang's precompiled modules remember the cache path they were
    /// built with, and refuse a cache reached through another path (a linked `LESSON_HOME`).
    var moduleCache: URL {
        let url = cacheDirectory.appendingPathComponent("modulos")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    /// `6.3.1`, from `swiftc --version` (`swift-6.3.1-RELEASE`); nil when it does not say.
    public var version: String? {
        let outcome = Subprocess.run(swiftc, ["--version"], options: .init(timeout: 30))
        let text = String(decoding: outcome.stdout + outcome.stderr, as: UTF8.self)
        guard let range = text.range(of: #"swift-([0-9.]+)-RELEASE"#, options: .regularExpression) else { return nil }
        return String(text[range].dropFirst("swift-".count).dropLast("-RELEASE".count))
    }

    /// The folder that holds the toolchain's `usr/` (`/opt/swift`).
    public var prefix: String {
        URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Flags shared by every compile: one whole-module job (the files are few and small, so one
    /// frontend process beats several that each re-parse all files), our own module cache (the
    /// `Testing` module is built from its interface once and reused), errors only.
    var commonFlags: [String] {
        ["-parse-as-library", "-wmo", "-module-cache-path", moduleCache.path,
         "-diagnostic-style", "llvm", "-no-color-diagnostics", "-suppress-warnings"]
    }

    /// The runner's object file, compiled once per toolchain and kept in the cache.
    func runnerObject() -> Result<URL, CompileFailure> {
        let object = cacheDirectory.appendingPathComponent("runner-\(fingerprint.prefix(16)).o")
        if FileManager.default.fileExists(atPath: object.path) { return .success(object) }
        do {
            try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
            let scratch = try PrivateDirectory(prefix: "runner")
            defer { scratch.remove() }
            let source = scratch.url.appendingPathComponent("LessonGradingRunner.swift")
            try Data(Self.runnerSource.utf8).write(to: source)
            let temporary = scratch.url.appendingPathComponent("runner.o")
            let outcome = Subprocess.run(swiftc, commonFlags + [
                "-module-name", Self.runnerModuleName, "-c", source.path, "-o", temporary.path,
            ], options: .init(timeout: 300, killOnFlood: false))
            guard outcome.termination == .exited(0) else {
                return .failure(CompileFailure(output: String(decoding: outcome.stderr + outcome.stdout, as: UTF8.self)))
            }
            // Several checks may race here: each renames its own complete copy into place.
            let unique = cacheDirectory.appendingPathComponent(".runner-\(getpid())-\(UUID().uuidString).o")
            try FileManager.default.moveItem(at: temporary, to: unique)
            if rename(unique.path, object.path) != 0 { try? FileManager.default.removeItem(at: unique) }
            return .success(object)
        } catch {
            return .failure(CompileFailure(output: String(describing: error)))
        }
    }

    /// The whole program: learner files and hidden suite in one module, linked with the runner.
    func compileArguments(sources: [String], runner: URL, output: String) -> [String] {
        commonFlags + ["-module-name", Self.moduleName] + sources + [runner.path, "-o", output]
    }

    struct CompileFailure: Error { var output: String }

    /// The program's `main`: reads the private event-stream path from the environment, removes it
    /// from there, bounds the process with resource limits, and runs every test of the image
    /// serially (so a test that never ends is the one left open in the stream).
    static let runnerSource = #"""
    import Testing
    #if canImport(Glibc)
    import Glibc
    #endif

    @main enum LessonGradingRunner {
        static func limit(_ resource: Int32, _ value: UInt64, hard: UInt64? = nil) {
            var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(hard ?? value))
            _ = setrlimit(__rlimit_resource_t(UInt32(resource)), &limit)
        }

        static func number(_ name: String) -> UInt64? {
            defer { unsetenv(name) }
            return getenv(name).flatMap { UInt64(String(cString: $0)) }
        }

        static func main() async {
            var arguments = __CommandLineArguments_v0()
            guard let path = getenv("LESSON_EVENTS_PATH") else { exit(70) }
            arguments.eventStreamOutputPath = String(cString: path)
            unsetenv("LESSON_EVENTS_PATH")
            // The soft limit sends SIGXCPU (a verdict of its own); the hard one, a second later, SIGKILL.
            if let seconds = number("LESSON_CPU_SECONDS") { limit(Int32(RLIMIT_CPU.rawValue), seconds, hard: seconds + 2) }
            if let tasks = number("LESSON_NPROC") { limit(Int32(__RLIMIT_NPROC.rawValue), tasks) }
            limit(Int32(RLIMIT_FSIZE.rawValue), \#(Sandbox.fileSizeLimit))
            limit(Int32(RLIMIT_AS.rawValue), 2 << 30)
            limit(Int32(RLIMIT_CORE.rawValue), 0)
            arguments.eventStreamSchemaVersion = "0"
            arguments.parallel = false
            arguments.quiet = true
            let status: CInt = await __swiftPMEntryPoint(passing: arguments)
            exit(status)
        }
    }

    /// What the program tried that the sandbox forbids, told to `lesson` on standard error (a
    /// marker the program can only add, never take back), so the verdict can name it.
    enum LessonLimitNote {
        static func say(_ what: String) {
            let line = "\u{1}lesson-limite:\(what)\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
        }
        static func next<T>(_ name: String, as type: T.Type) -> T {
            unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: -1), name), to: type)
        }
    }

    // Network sockets are refused and noted; the rest go to the C library's own functions.
    @_cdecl("socket") public func lessonSocket(_ domain: CInt, _ kind: CInt, _ proto: CInt) -> CInt {
        if domain == AF_INET || domain == AF_INET6 {
            LessonLimitNote.say("red")
            errno = EACCES
            return -1
        }
        typealias F = @convention(c) (CInt, CInt, CInt) -> CInt
        return LessonLimitNote.next("socket", as: F.self)(domain, kind, proto)
    }

    @_cdecl("fork") public func lessonFork() -> pid_t {
        typealias F = @convention(c) () -> pid_t
        let pid = LessonLimitNote.next("fork", as: F.self)()
        if pid < 0 && errno == EAGAIN { LessonLimitNote.say("procesos") }
        return pid
    }

    typealias LessonSpawn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?,
                                            UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> CInt

    /// `posix_spawn` and `posix_spawnp` run the C library's own and note a refusal for lack of processes.
    func lessonSpawned(_ name: String, _ pid: UnsafeMutableRawPointer?, _ path: UnsafeRawPointer?, _ actions: UnsafeRawPointer?,
                       _ attributes: UnsafeRawPointer?, _ argv: UnsafeRawPointer?, _ envp: UnsafeRawPointer?) -> CInt {
        let status = LessonLimitNote.next(name, as: LessonSpawn.self)(pid, path, actions, attributes, argv, envp)
        if status == EAGAIN { LessonLimitNote.say("procesos") }
        return status
    }

    @_cdecl("posix_spawn") public func lessonSpawn(_ pid: UnsafeMutableRawPointer?, _ path: UnsafeRawPointer?,
                                                   _ actions: UnsafeRawPointer?, _ attributes: UnsafeRawPointer?,
                                                   _ argv: UnsafeRawPointer?, _ envp: UnsafeRawPointer?) -> CInt {
        lessonSpawned("posix_spawn", pid, path, actions, attributes, argv, envp)
    }

    @_cdecl("posix_spawnp") public func lessonSpawnp(_ pid: UnsafeMutableRawPointer?, _ path: UnsafeRawPointer?,
                                                     _ actions: UnsafeRawPointer?, _ attributes: UnsafeRawPointer?,
                                                     _ argv: UnsafeRawPointer?, _ envp: UnsafeRawPointer?) -> CInt {
        lessonSpawned("posix_spawnp", pid, path, actions, attributes, argv, envp)
    }
    """#
}

/// A fresh directory only this user can read (0700), removed when the check ends.
struct PrivateDirectory {
    let url: URL

    init(prefix: String) throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        Self.removeStale(in: base)
        var template = Array("\(base)/lesson-\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: base])
        }
        url = URL(fileURLWithPath: String(cString: made))
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Folders a check left behind when it was killed (more than an hour old) are removed.
    private static func removeStale(in base: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: base) else { return }
        let limit = Date().addingTimeInterval(-3600)
        for name in names where name.hasPrefix("lesson-check-") || name.hasPrefix("lesson-runner-") {
            let path = "\(base)/\(name)"
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  (attributes[.ownerAccountID] as? NSNumber)?.uint32Value == getuid(),
                  let date = attributes[.modificationDate] as? Date, date < limit else { continue }
            try? manager.removeItem(atPath: path)
        }
    }
}
