import Foundation
import Messages

/// One graded item of a report — a static check or a hidden test — with a stable id and its
/// points. The list comes from `exercise.json` and the suite's source, not from the run, so it is
/// the same whether the submission compiles, crashes or passes.
public struct ScoreItem: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case check = "comprobacion"
        case test = "prueba"
    }

    /// `comprobacion/formas/Luz`, `prueba/verdeAvanza`: the same for every submission.
    public var id: String
    public var kind: Kind
    public var name: String
    public var passed: Bool
    public var points: Double
    public var maxPoints: Double
    public var visibility: Visibility
    /// Why it failed, for people: the check's or the test's explanation, or why it did not run.
    public var details: [String]

    enum CodingKeys: String, CodingKey {
        case id, kind = "tipo", name = "nombre", passed = "superada", points = "puntos"
        case maxPoints = "puntos_maximos", visibility = "visibilidad", details = "detalles"
    }
}

/// What the items of an exercise are before anything is graded.
public struct ScoringPlan: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var id: String
        public var kind: ScoreItem.Kind
        public var name: String
        public var maxPoints: Double
        public var visibility: Visibility
        /// For a test: the function it is, to find it in the run.
        public var test: PlannedTest?
    }

    public var entries: [Entry]

    public var maxPoints: Double { entries.reduce(0) { $0 + $1.maxPoints } }

    /// The checks in `exercise.json` order, then the suite's tests in file and line order.
    public init(exercise: Exercise, suite: [(name: String, text: String)]) {
        var entries: [Entry] = []
        var used = Set<String>()
        func unique(_ id: String) -> String {
            var candidate = id, suffix = 2
            while !used.insert(candidate).inserted { candidate = "\(id)-\(suffix)"; suffix += 1 }
            return candidate
        }
        for spec in exercise.checks {
            entries.append(Entry(id: unique("comprobacion/\(spec.kind.rawValue)/\(spec.typeName)"), kind: .check,
                                 name: spec.displayName, maxPoints: spec.points ?? 1, visibility: spec.visibility ?? .visible))
        }
        for test in SuitePlan.tests(in: suite) {
            let path = (test.typePath + [test.function]).joined(separator: ".")
            entries.append(Entry(id: unique("prueba/\(path)"), kind: .test, name: test.name,
                                 maxPoints: exercise.points[test.name] ?? 1,
                                 visibility: exercise.visibility[test.name] ?? .visible, test: test))
        }
        self.entries = entries
    }

    /// The plan of an exercise as its files are now.
    public init(exercise: Exercise) {
        self.init(exercise: exercise, suite: exercise.suiteFiles().map {
            ($0.lastPathComponent, (try? String(contentsOf: $0, encoding: .utf8)) ?? "")
        })
    }

    /// The report of a submission that was not graded: every item at zero, with the reason.
    public func ungraded(_ exercise: Exercise, directory: String, reason: String) -> GradingReport {
        var report = GradingReport(exercise: exercise.id, title: exercise.title, reason: reason)
        report.directory = directory
        report.lines = [.init(kind: .compilation, name: Msg.Grading.lineCompiles, passed: false, details: [reason])]
        report.items = score(report)
        return report
    }

    /// Display names in `puntos` or `visibilidad` that no test of the suite has.
    public func unknownNames(in exercise: Exercise) -> [String] {
        let names = Set(entries.filter { $0.kind == .test }.map(\.name))
        return Set(exercise.points.keys).union(exercise.visibility.keys).subtracting(names).sorted()
    }

    /// The same, each as `…/exercise.json:LINE: «puntos» nombra …` with the nearest test name:
    /// an error for `validar`, a warning for `corregir` and `autograder` (which grade on without it).
    public func unknownNameProblems(in exercise: Exercise) -> [String] {
        let manifest = exercise.directory.appendingPathComponent("exercise.json").path
        let names = entries.filter { $0.kind == .test }.map(\.name)
        return unknownNames(in: exercise).map { name in
            let key = exercise.points[name] != nil ? "puntos" : "visibilidad"
            return manifest + (exercise.lines[key].map { ":\($0)" } ?? "") + ": "
                + Msg.Validate.unknownTestName(name, key: key, suggestion: EditDistance.suggestion(for: name, among: names))
        }
    }

    /// The items of a graded report: each entry with the report line that answers it, if any.
    public func score(_ report: GradingReport) -> [ScoreItem] {
        let compileLine = report.lines.first { $0.kind == .compilation }
        let compiled = compileLine?.passed ?? false
        let notRun = compiled || compileLine == nil ? Msg.Grading.itemNotRun : Msg.Grading.itemNotCompiled
        let checkLines = report.lines.filter { $0.kind == .check }
        var testLines = report.lines.filter { $0.kind == .test }
        var checkIndex = 0
        var items: [ScoreItem] = []
        for entry in entries {
            var line: GradingReport.Line?
            switch entry.kind {
            case .check:
                line = checkIndex < checkLines.count ? checkLines[checkIndex] : nil
                checkIndex += 1
            case .test:
                if let test = entry.test, let index = testLines.firstIndex(where: { Self.line($0, answers: test) }) {
                    line = testLines.remove(at: index)
                }
            }
            let passed = compiled && (line?.passed ?? false)
            items.append(ScoreItem(id: entry.id, kind: entry.kind, name: entry.name, passed: passed,
                                   points: passed ? entry.maxPoints : 0, maxPoints: entry.maxPoints,
                                   visibility: entry.visibility,
                                   details: line.map { $0.explanation() } ?? [notRun]))
        }
        return items
    }

    /// A test line is the planned test when its Swift Testing name is the function's
    /// (`verdeAvanza()`, `emergencia(desde:)`) inside the same types; else by display name.
    static func line(_ line: GradingReport.Line, answers test: PlannedTest) -> Bool {
        if let function = line.function {
            guard function.prefix(while: { $0 != "(" }) == test.function else { return false }
            let types = test.typePath.joined(separator: ".")
            return types.isEmpty || (line.testID ?? "").contains(types + "/")
        }
        return line.name == test.name
    }
}

extension CheckSpec {
    /// The check's line in every report.
    public var displayName: String {
        switch kind {
        case .formas: return Msg.Grading.lineFormas(typeName, expected: expected ?? 0)
        case .sinDefault: return Msg.Grading.lineSinDefault(typeName)
        }
    }
}

extension GradingReport {
    /// Points obtained over the items.
    public var points: Double { items.reduce(0) { $0 + $1.points } }
    public var maxPoints: Double { items.reduce(0) { $0 + $1.maxPoints } }
}

/// Why a machine-readable report could not be made (unknown exercise, missing folder…), in the
/// same versioned envelope as a report, so a tool reading `--json` never gets plain text.
public struct ReportError: Encodable, Sendable {
    public var code: String
    public var message: String
    public var details: [String]

    public init(code: String, message: String, details: [String] = []) {
        self.code = code; self.message = message; self.details = details
    }

    enum CodingKeys: String, CodingKey { case format = "formato", version, error }
    enum ErrorKeys: String, CodingKey { case code = "codigo", message = "mensaje", details = "detalles" }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(GradingReport.formatVersion, forKey: .format)
        try container.encode(Msg.version, forKey: .version)
        var error = container.nestedContainer(keyedBy: ErrorKeys.self, forKey: .error)
        try error.encode(code, forKey: .code)
        try error.encode(message, forKey: .message)
        try error.encode(details, forKey: .details)
    }

    public func json() -> String { ReportJSON.text(self) }
}

/// The one JSON style of every report: pretty, sorted keys, slashes as written.
public enum ReportJSON {
    public static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
