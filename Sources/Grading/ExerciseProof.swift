import Foundation
import Language
import Messages
import Typing

/// What `lesson validar` asks of an exercise: its `solucion` passes every check (so the hidden
/// suite compiles against it and every test passes), and its `plantilla` fails at least one.
public struct ExerciseProof: Sendable {
    public var exercise: Exercise
    public var solution: GradingReport
    public var template: GradingReport
    /// Each problem names the folder it is about; empty when the exercise is sound.
    public var problems: [String]
    /// Worth a look, not wrong: a test the starter already passes though it says the starter lacks it.
    public var warnings: [String] = []

    public var isSound: Bool { problems.isEmpty }
}

extension Grader {
    /// Grades `solucion` and `plantilla` side by side (two compiles at once) and says what is wrong.
    public func prove(_ exercise: Exercise) -> ExerciseProof {
        let noCache = Grader(copying: self, useCache: false)
        let solutionBox = ReportBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            solutionBox.report = noCache.check(exercise, directory: exercise.solutionDirectory)
            done.signal()
        }
        let template = noCache.check(exercise, directory: exercise.templateDirectory)
        done.wait()
        let solution = solutionBox.report ?? GradingReport(exercise: exercise.id, title: exercise.title)
        var problems: [String] = []
        let solutionPath = exercise.solutionDirectory.path
        if !solution.suiteErrors.isEmpty {
            // The reference solution is right by definition: a suite that does not compile with it
            // is the instructor's to fix, shown where it is.
            problems.append(Msg.Grading.proofSuiteDoesNotCompile(exercise.suiteDirectory.path))
            problems += solution.suiteErrors.map {
                "  \(exercise.suiteDirectory.appendingPathComponent($0.file).path):\($0.line):\($0.column): error: \(Msg.Grading.translateCompilerMessage($0.message))"
            }
        } else if !solution.passed {
            let failing = solution.lines.filter { !$0.passed }.map(\.name)
            problems.append(Msg.Grading.proofSolutionFails(solutionPath, failing: failing, reason: solution.reason))
            for line in solution.lines where !line.passed && line.kind == .compilation {
                problems += line.details.map { "  " + $0 }
            }
        }
        if template.passed {
            problems.append(Msg.Grading.proofTemplatePasses(exercise.templateDirectory.path))
        }
        let plan = ScoringPlan(exercise: exercise)
        let json = exercise.directory.appendingPathComponent("exercise.json").path
        let manifest = (try? String(contentsOfFile: json, encoding: .utf8)) ?? ""
        for (number, name) in HintChoice.unknownTies(exercise.hintList, plan: plan) {
            problems.append(Msg.Course.hintTiedToNothing(Self.place(of: "\"\(name)\"", in: manifest, path: json), number: number, name: name))
        }
        var proof = ExerciseProof(exercise: exercise, solution: solution, template: template, problems: problems)
        // A test whose name speaks of a case the starter lacks (`.cancelada`) cannot be passed by
        // the untouched starter: if it is, it explains nothing the learner has to do.
        let starterCases = Self.caseNames(in: exercise.templateDirectory, files: exercise.files)
        proof.warnings = Self.starterWarnings(passed: template.items.filter { $0.kind == .test && $0.passed }.map(\.name),
                                              starterCases: starterCases, template: exercise.templateDirectory.path)
        return proof
    }

    /// The tests the starter passes though their names speak of a case it lacks.
    static func starterWarnings(passed tests: [String], starterCases: Set<String>, template: String) -> [String] {
        tests.compactMap { name in
            Self.mentionedCases(name).first { !starterCases.contains($0) }
                .map { Msg.Course.testPassesOnTemplate(template, test: name, lacking: $0) }
        }
    }

    /// `exercise.json:7:53` where `text` first appears; the bare path when it does not.
    static func place(of text: String, in contents: String, path: String) -> String {
        guard let range = contents.range(of: text) else { return path }
        let offset = contents.utf8.distance(from: contents.startIndex, to: range.lowerBound)
        return SourceFile(path: path, text: contents).location(of: offset).description
    }

    /// `.cancelada` in «desde .cancelada, reintentar…»: the cases a test's name speaks of.
    static func mentionedCases(_ name: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"(?<![A-Za-z0-9_])\.([a-z][A-Za-z0-9_]*)"#) else { return [] }
        return regex.matches(in: name, range: NSRange(name.startIndex..., in: name)).compactMap {
            Range($0.range(at: 1), in: name).map { String(name[$0]) }
        }
    }

    /// Every enum case the starter's files declare, and the static members of its structs and
    /// classes (`static let inactivo` stands in for a case). A static member of an enum does not
    /// count: `static func cancelada` building `.fallida` is the missing case in disguise.
    static func caseNames(in directory: URL, files: [String]) -> Set<String> {
        let files = FrontEndReader.parse(LearnerSource.read(files, in: directory))
        var names = Set(Program(units: files).enumsByCaseName.keys)
        for file in files {
            let declarations = file.unit.statements.compactMap { statement -> Decl? in
                if case .declaration(let declaration) = statement.kind { return declaration }
                return nil
            }
            names.formUnion(productStaticMembers(declarations))
        }
        return names
    }

    /// Static members of structs and classes declared in their bodies, nested types included.
    private static func productStaticMembers(_ declarations: [Decl]) -> Set<String> {
        var names = Set<String>()
        for declaration in declarations {
            switch declaration {
            case .structDecl(let decl):
                names.formUnion(staticNames(decl.members)); names.formUnion(productStaticMembers(decl.members))
            case .classDecl(let decl):
                names.formUnion(staticNames(decl.members)); names.formUnion(productStaticMembers(decl.members))
            case .enumDecl(let decl):
                names.formUnion(productStaticMembers(decl.members))
            case .extensionDecl, .function, .initializer, .variable, .enumCase, .typeAlias, .protocolDecl:
                continue
            }
        }
        return names
    }

    private static func staticNames(_ members: [Decl]) -> Set<String> {
        var names = Set<String>()
        for case .function(let function) in members where function.isStatic { names.insert(function.name) }
        for case .variable(let variable) in members where variable.isStatic { if let name = variable.name { names.insert(name) } }
        return names
    }

    init(copying other: Grader, useCache: Bool) {
        self = other
        self.useCache = useCache
    }
}

private final class ReportBox: @unchecked Sendable {
    var report: GradingReport?
}
