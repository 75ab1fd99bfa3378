import Foundation
import Messages
import Packs
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// `lesson check`: the learner's files + the hidden suite + the runner, compiled with the real
/// `swiftc` into one module and run under the exercise's time limit; verdicts from Swift Testing's
/// event stream only. Reports are cached by the content of everything that went in.
public struct Grader: Sendable {
    public var toolchain: Toolchain
    /// `LESSON_HOME`.
    public var home: URL
    /// Answer from the report cache when the same inputs were graded before.
    public var useCache: Bool
    /// Bytes of stdout plus stderr a run may write before it is stopped.
    public var outputLimit: Int
    /// How the learner's program is contained.
    public var sandbox: Sandbox
    /// Folders the program must not see: the pack roots, `LESSON_HOME`, a class folder.
    public var hidden: [URL]

    public enum SetupError: Error, Equatable { case noCompiler }

    public init(home: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
                useCache: Bool = true, outputLimit: Int = 1 << 20) throws {
        let cache = home.appendingPathComponent("cache/grading")
        guard let toolchain = Toolchain.locate(cacheDirectory: cache, environment: environment) else {
            throw SetupError.noCompiler
        }
        self.toolchain = toolchain
        self.home = home
        self.useCache = useCache && environment["LESSON_NO_CACHE"].map { $0.isEmpty } ?? true
        self.outputLimit = outputLimit
        self.sandbox = Sandbox.shared(environment: environment)
        self.hidden = PackRoots.all(environment: environment) + [home]
    }

    /// Grades the files of `exercise` found in `directory`. Paths are shown relative to
    /// `displayBase` (the current directory) when inside it.
    public func check(_ exercise: Exercise, directory: URL,
                      displayBase: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> GradingReport {
        let start = Date()
        let shownDirectory = Self.display(directory, base: displayBase)
        var report = GradingReport(exercise: exercise.id, title: exercise.title)
        report.directory = shownDirectory
        let suite = exercise.suiteFiles().map { ($0.lastPathComponent, FileManager.default.contents(atPath: $0.path) ?? Data()) }
        let plan = ScoringPlan(exercise: exercise, suite: suite.map { ($0.0, String(decoding: $0.1, as: UTF8.self)) })
        // The learner's files, read once: what is graded is exactly what was read here.
        var sources: [LearnerSource] = []
        for name in exercise.files {
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                report.lines = [.init(kind: .compilation, name: Msg.Grading.lineCompiles, passed: false,
                                      details: [Msg.Grading.learnerFileMissing(Self.display(url, base: displayBase), exercise: exercise.id)])]
                report.items = plan.score(report)
                report.seconds = Date().timeIntervalSince(start)
                return report
            }
            sources.append(LearnerSource(name: name, displayPath: Self.display(url, base: displayBase),
                                         text: String(decoding: data, as: UTF8.self)))
        }
        let key = cacheKey(exercise: exercise, sources: sources, suite: suite)
        if useCache, let cached = cachedReport(key) {
            var answer = cached
            answer.cached = true
            answer.directory = report.directory
            answer.seconds = Date().timeIntervalSince(start)
            return answer
        }
        let (graded, cacheable) = grade(exercise, sources: sources, suite: suite)
        let shown = report.directory
        report = graded
        report.items = plan.score(report)
        report.directory = shown
        report.seconds = Date().timeIntervalSince(start)
        if cacheable { store(report, key: key) }
        return report
    }

    /// The report, and whether the same inputs would surely give it again (a timeout might not).
    private func grade(_ exercise: Exercise, sources: [LearnerSource], suite: [(String, Data)]) -> (GradingReport, Bool) {
        var report = GradingReport(exercise: exercise.id, title: exercise.title)
        var clock = Date()
        func lap(_ phase: String) {
            report.phases[phase] = Date().timeIntervalSince(clock)
            clock = Date()
        }
        let staticLines = StaticChecks.lines(for: exercise.checks, sources: sources)
        lap("comprobaciones")
        guard !suite.isEmpty else {
            let courseGraded = FileManager.default.fileExists(atPath: exercise.directory.appendingPathComponent(Publisher.courseGradedMark).path)
            report.lines = [.init(kind: .compilation, name: Msg.Grading.lineCompiles, passed: false,
                                  details: [courseGraded ? Msg.Scaffold.gradedByTheCourse : Msg.Grading.suiteMissing])]
            return (report, false)
        }
        let scratch: PrivateDirectory
        do { scratch = try PrivateDirectory(prefix: "check") } catch {
            report.reason = Msg.Grading.internalProblem(String(describing: error))
            return (report, false)
        }
        defer { scratch.remove() }
        let manager = FileManager.default
        var files: [CompiledFile] = []
        do {
            for folder in ["alumno", "oculto", "trabajo", "eventos"] {
                try manager.createDirectory(at: scratch.url.appendingPathComponent(folder), withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
            }
            for source in sources {
                let path = "alumno/\(source.name)"
                try Data(source.text.utf8).write(to: scratch.url.appendingPathComponent(path))
                files.append(CompiledFile(compilerPath: path, displayPath: source.displayPath, text: source.text))
            }
            for (name, data) in suite {
                let path = "oculto/\(name)"
                try data.write(to: scratch.url.appendingPathComponent(path))
                files.append(CompiledFile(compilerPath: path, displayPath: nil, text: String(decoding: data, as: UTF8.self)))
            }
        } catch {
            report.reason = Msg.Grading.internalProblem(String(describing: error))
            return (report, false)
        }

        // Compile. Until the module cache is warm, one compile at a time builds it (several
        // processes building the `Testing` module into one cache at once gain nothing).
        let warmMarker = toolchain.moduleCache.appendingPathComponent(".listo")
        let warm = FileManager.default.fileExists(atPath: warmMarker.path)
        let lock = warm ? nil : FileLock(toolchain.cacheDirectory.appendingPathComponent(".preparando.lock"))
        defer { lock?.release() }
        let runner: URL
        switch toolchain.runnerObject() {
        case .success(let object): runner = object
        case .failure(let failure):
            report.reason = Msg.Grading.runnerDidNotCompile(String(failure.output.prefix(2000)))
            return (report, false)
        }
        let program = "programa"
        let compile = Subprocess.run(toolchain.swiftc,
                                     toolchain.compileArguments(sources: files.map(\.compilerPath), runner: runner, output: program),
                                     options: .init(directory: scratch.url.path, timeout: 300, outputLimit: 1 << 20, killOnFlood: false))
        if !warm, compile.termination == .exited(0) {
            FileManager.default.createFile(atPath: warmMarker.path, contents: Data())
        }
        lock?.release()
        lap("compilar")
        guard compile.termination == .exited(0) else {
            let output = String(decoding: compile.stderr + compile.stdout, as: UTF8.self)
            let reference = LearnerSource.read(exercise.files, in: exercise.solutionDirectory)
            var diagnostics = CompilerDiagnostics(output: output, files: files, moduleName: Toolchain.moduleName,
                                                  kinds: CompilerDiagnostics.kinds(of: reference)).rendered
            if compile.termination == .timedOut { diagnostics = [Msg.Grading.compileTimedOut] }
            report.lines = [.init(kind: .compilation, name: Msg.Grading.lineCompiles, passed: false, details: diagnostics)]
            report.suiteErrors = SuiteErrors.read(output, suiteFolder: "oculto/")
            return (report, compile.termination != .timedOut)
        }
        report.lines.append(.init(kind: .compilation, name: Msg.Grading.lineCompiles, passed: true))
        report.lines += staticLines

        // Run, with the event stream in a private place only the runner is told about.
        let eventsName = "\(UUID().uuidString).jsonl"
        let events = scratch.url.appendingPathComponent("eventos/\(eventsName)")
        let toolchainRoot = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let launch = sandbox.launch(scratch: scratch.url, hidden: hidden + [exercise.root, exercise.directory],
                                    keep: [toolchainRoot], eventsFile: eventsName,
                                    cpuSeconds: Int(exercise.timeLimit.rounded(.up)) + 1)
        let run = Subprocess.run(launch.executable, launch.arguments, options: .init(
            directory: launch.directory, environment: launch.environment,
            timeout: exercise.wallClockLimit, outputLimit: outputLimit, killOnFlood: true))
        lap("ejecutar")
        let stream = EventStream(data: (try? Data(contentsOf: events)) ?? Data())
        var verdict = RunVerdict(termination: run.termination, stream: stream, stderr: run.stderr,
                                 files: files, timeLimit: exercise.timeLimit, wallClockLimit: exercise.wallClockLimit,
                                 outputLimit: outputLimit)
        if Sandbox.reachedFileSizeLimit(in: scratch.url.appendingPathComponent("trabajo")) {
            verdict.reason = Msg.Grading.runWroteTooMuch(test: stream.unfinished?.displayName)
        }
        report.lines += verdict.testLines
        if let reason = verdict.reason {
            report.lines.append(.init(kind: .run, name: Msg.Grading.lineRunCompleted, passed: false, details: [reason]))
            report.reason = reason
        }
        let printed = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        report.output = printed.filter { !$0.isEmpty }.suffix(8).map { String($0.prefix(120)) }
        return (report, run.termination != .timedOut)
    }

    // MARK: - Cache

    private var reportsDirectory: URL { toolchain.cacheDirectory.appendingPathComponent("informes") }

    private func cacheKey(exercise: Exercise, sources: [LearnerSource], suite: [(String, Data)]) -> String {
        var data = Data("\(toolchain.fingerprint)\n\(Self.programIdentity)\n\(outputLimit)\n\(sandbox.mode)\n".utf8)
        data += FileManager.default.contents(atPath: exercise.directory.appendingPathComponent("exercise.json").path) ?? Data()
        data += Data("\n\(exercise.id)\n".utf8)
        for (name, content) in suite { data += Data("\u{0}suite:\(name)\u{0}".utf8) + content }
        for source in sources { data += Data("\u{0}learner:\(source.displayPath)\u{0}\(source.text)".utf8) }
        return SHA256.hex(data)
    }

    private func cachedReport(_ key: String) -> GradingReport? {
        let url = reportsDirectory.appendingPathComponent("\(key).json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(GradingReport.self, from: data)
    }

    private func store(_ report: GradingReport, key: String) {
        guard let data = try? JSONEncoder().encode(report) else { return }
        try? AtomicFile.write(data, to: reportsDirectory.appendingPathComponent("\(key).json"))
        prune(reportsDirectory, keeping: 300)
    }

    /// Keeps the newest `count` files of a cache folder.
    private func prune(_ directory: URL, keeping count: Int) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path), names.count > count + 50 else { return }
        let dated = names.map { name -> (URL, Date) in
            let url = directory.appendingPathComponent(name)
            let date = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            return (url, date)
        }
        for (url, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(count) { try? manager.removeItem(at: url) }
    }

    /// This program's build: a report saved by another build of `lesson` (other words, other
    /// checks) is not reused.
    static let programIdentity: String = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return Msg.version }
        return "\(Msg.version):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }()

    /// `dir/File.swift` relative to the current directory when inside it, else absolute.
    public static func display(_ url: URL, base: URL) -> String {
        let path = url.standardizedFileURL.path
        if path == base.standardizedFileURL.path { return "." }
        let prefix = base.standardizedFileURL.path.hasSuffix("/") ? base.standardizedFileURL.path : base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// An exclusive advisory lock on a file (`flock`), held until released or the process ends.
final class FileLock: @unchecked Sendable {
    private var descriptor: Int32

    init(_ url: URL) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        if descriptor >= 0 { while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {} }
    }

    func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
