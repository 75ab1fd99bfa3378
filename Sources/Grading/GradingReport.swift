import Foundation
import Messages

/// What `lesson check` answers: one line per check and test, a total, and a reason when the run
/// itself went wrong. Codable with Spanish keys for `--json`.
public struct GradingReport: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case compilation = "compilacion"
        case check = "comprobacion"
        case test = "prueba"
        case run = "ejecucion"
    }

    /// One failed expectation of a test.
    public struct Issue: Codable, Sendable, Equatable {
        public var comments: [String]
        public var expected: String?
        public var obtained: String?
        /// What was evaluated (`siguiente(.a, ante: .b)`), when Swift Testing shows it.
        public var expression: String?
        /// The arguments of the failing case of a parameterized test.
        public var testCase: String?

        enum CodingKeys: String, CodingKey {
            case comments = "comentarios", expected = "esperado", obtained = "obtenido"
            case expression = "expresion", testCase = "caso"
        }
    }

    public struct Line: Codable, Sendable, Equatable {
        public var kind: Kind
        public var name: String
        public var passed: Bool
        public var issues: [Issue]
        /// Other explanations: compiler errors, why a check failed, why a test did not finish.
        public var details: [String]
        /// For a test: Swift Testing's id and function name (`verdeAvanza()`), to find it in the plan.
        public var testID: String?
        public var function: String?

        public init(kind: Kind, name: String, passed: Bool, issues: [Issue] = [], details: [String] = [],
                    testID: String? = nil, function: String? = nil) {
            self.kind = kind; self.name = name; self.passed = passed; self.issues = issues; self.details = details
            self.testID = testID; self.function = function
        }

        enum CodingKeys: String, CodingKey {
            case kind = "tipo", name = "nombre", passed = "superada", issues = "fallos", details = "detalles"
            case testID = "id_swift_testing", function = "funcion"
        }

        /// What went wrong, as the report shows it under the line (empty when it passed).
        public func explanation(style: Style = Style(enabled: false)) -> [String] {
            guard !passed else { return [] }
            var out: [String] = []
            for detail in details {
                out += detail.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            for issue in issues.prefix(GradingReport.issuesShown) {
                if let testCase = issue.testCase { out.append(style.dim(Msg.Grading.reportTestCase(testCase))) }
                out += issue.comments
                // The comment often says it already («se esperaba X y salió Y»): then it is not repeated.
                if let expected = issue.expected, let obtained = issue.obtained,
                   !issue.comments.contains(where: { $0.contains(obtained) }) {
                    if let expression = issue.expression, expression.contains("(") {
                        out.append(style.dim(Msg.Grading.reportExpression(expression)))
                    }
                    out.append(Msg.Grading.reportExpected(expected))
                    out.append(Msg.Grading.reportObtained(obtained))
                }
            }
            if issues.count > GradingReport.issuesShown {
                out.append(style.dim(Msg.Grading.reportMoreIssues(issues.count - GradingReport.issuesShown)))
            }
            return out
        }
    }

    public var exercise: String
    public var title: String
    /// The learner's folder that was graded, as shown to them.
    public var directory: String = ""
    public var lines: [Line]
    /// Why the program did not run to its end (timeout, crash, early exit, flood), if it did not.
    public var reason: String?
    /// The last lines the learner's program printed, shown when something failed (never trusted).
    public var output: [String]
    /// Answered from the cache: the same files were already graded.
    public var cached: Bool
    public var seconds: Double
    /// Where the time went, in seconds: `comprobaciones` (static), `compilar`, `ejecutar`.
    public var phases: [String: Double] = [:]
    /// Every check and test of the exercise with its points, whatever happened (see `ScoringPlan`).
    public var items: [ScoreItem] = []
    /// Compiler errors inside the hidden suite, for `validar` only (never encoded, never shown to a learner).
    public var suiteErrors: [SuiteErrors.Error] = []

    /// Items passed, of all the exercise's items: the same total for every submission. (A report
    /// made without a plan — by hand — counts its lines.)
    public var passedCount: Int { items.isEmpty ? lines.filter(\.passed).count : items.filter(\.passed).count }
    public var total: Int { items.isEmpty ? lines.count : items.count }
    /// Exit 0 only when this is true.
    public var passed: Bool {
        reason == nil && !lines.isEmpty && lines.allSatisfy(\.passed) && items.allSatisfy(\.passed)
    }

    /// The version of the JSON report's shape; bumped when a key changes meaning or goes away.
    public static let formatVersion = 1

    public init(exercise: String, title: String, lines: [Line] = [], reason: String? = nil,
                output: [String] = [], cached: Bool = false, seconds: Double = 0) {
        self.exercise = exercise; self.title = title; self.lines = lines; self.reason = reason
        self.output = output; self.cached = cached; self.seconds = seconds
    }

    enum CodingKeys: String, CodingKey {
        case exercise = "ejercicio", title = "titulo", directory = "carpeta", lines = "lineas", reason = "motivo"
        case output = "salida", cached = "cache", seconds = "segundos", phases = "tiempos"
        case passed = "aprobado", passedCount = "superadas", total = "total"
        case items = "pruebas", points = "puntos", maxPoints = "puntos_maximos", format = "formato", version = "version"
        case compiled = "compila"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try container.decode(String.self, forKey: .exercise)
        title = try container.decode(String.self, forKey: .title)
        directory = try container.decodeIfPresent(String.self, forKey: .directory) ?? ""
        lines = try container.decode([Line].self, forKey: .lines)
        reason = try container.decodeIfPresent(String.self, forKey: .reason)
        output = try container.decodeIfPresent([String].self, forKey: .output) ?? []
        cached = try container.decodeIfPresent(Bool.self, forKey: .cached) ?? false
        seconds = try container.decodeIfPresent(Double.self, forKey: .seconds) ?? 0
        phases = try container.decodeIfPresent([String: Double].self, forKey: .phases) ?? [:]
        items = try container.decodeIfPresent([ScoreItem].self, forKey: .items) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .format)
        try container.encode(Msg.version, forKey: .version)
        try container.encode(exercise, forKey: .exercise)
        try container.encode(lines.first { $0.kind == .compilation }?.passed ?? false, forKey: .compiled)
        try container.encode(points, forKey: .points)
        try container.encode(maxPoints, forKey: .maxPoints)
        try container.encode(items, forKey: .items)
        try container.encode(title, forKey: .title)
        try container.encode(directory, forKey: .directory)
        try container.encode(passed, forKey: .passed)
        try container.encode(passedCount, forKey: .passedCount)
        try container.encode(total, forKey: .total)
        try container.encode(lines, forKey: .lines)
        try container.encodeIfPresent(reason, forKey: .reason)
        try container.encode(output, forKey: .output)
        try container.encode(cached, forKey: .cached)
        try container.encode((seconds * 1000).rounded() / 1000, forKey: .seconds)
        try container.encode(phases.mapValues { ($0 * 1000).rounded() / 1000 }, forKey: .phases)
    }

    /// The machine-readable report.
    public func json() -> String { ReportJSON.text(self) }

    /// Failed expectations shown per test; the rest are counted (all are in `--json`).
    static let issuesShown = 3

    /// The report for people: a heading, ✔/✘ lines with their explanations, the total.
    public func rendered(style: Style = Style(enabled: false)) -> String {
        var out = [style.bold(Msg.Grading.reportHeading(exercise, title: title)) + (directory.isEmpty ? "" : style.dim(Msg.Grading.reportDirectory(directory)))]
        for line in lines {
            let mark = line.passed ? style.green("✔") : style.red("✘")
            out.append("  \(mark) \(line.name)")
            out += line.explanation(style: style).map { "      " + $0 }
        }
        if let reason, !lines.contains(where: { $0.kind == .run }) {
            out.append("")
            out += reason.split(separator: "\n", omittingEmptySubsequences: false).map { style.red("  " + $0) }
        }
        if !passed, !output.isEmpty {
            out.append("  " + style.dim(Msg.Grading.reportProgramOutput))
            out += output.map { "    │ " + $0 }
        }
        out.append("")
        let total = passed ? style.green(Msg.Grading.reportAllPassed(total)) : style.red(Msg.Grading.reportSomeFailed(passedCount, of: total))
        out.append(total + (cached ? style.dim(" " + Msg.Grading.reportFromCache) : ""))
        if items.contains(where: { $0.maxPoints != 1 }) {
            out.append(Msg.Grading.reportPoints(points, of: maxPoints))
        }
        return out.joined(separator: "\n")
    }
}
