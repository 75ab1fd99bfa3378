import Foundation
import Grading
import Messages
import Packs
import REPL

/// `lesson validar [RAIZ]`: proves a pack root sound for an instructor (DESIGN §6). Every
/// lesson parses, every model loads and agrees with `swiftc`, every exercise's solution passes
/// and its template fails. Problems are listed with their file and line.
public struct ValidationReport: Sendable {
    public struct Item: Sendable {
        public enum Kind: Sendable { case pack, lesson, model, exercise }
        public let kind: Kind
        public let name: String
        public let summary: String
        public let problems: [String]
        /// Worth a look, but not wrong (they do not fail `validar`).
        public var warnings: [String] = []
        public var passed: Bool { problems.isEmpty }
    }
    public var items: [Item] = []
    public var passed: Bool { items.allSatisfy(\.passed) }
    public var problemCount: Int { items.reduce(0) { $0 + $1.problems.count } }

    public func count(_ kind: Item.Kind) -> Int { items.filter { $0.kind == kind }.count }
}

public enum Validator {
    /// What to validate of the roots: all of it, one pack, or one exercise.
    public enum Scope: Sendable, Equatable {
        case all
        case pack(String)
        case exercise(String)
    }

    public static func validate(roots: [URL], home: URL,
                                environment: [String: String] = ProcessInfo.processInfo.environment,
                                scope: Scope = .all) -> ValidationReport {
        var report = ValidationReport()
        let library = PackLoader.load(roots: roots)
        if case .exercise(let name) = scope {
            report.items += proveExercises(roots: roots, home: home, environment: environment, only: name)
            return report
        }
        let inScope: (String) -> Bool = { pack in
            if case .pack(let name) = scope { return pack == name }
            return true
        }
        // Diagnostics of packs and lessons, grouped by the file they name.
        var lessonProblems: [String: [String]] = [:]
        for diagnostic in library.diagnostics {
            lessonProblems[diagnostic.location?.path ?? "", default: []].append(diagnostic.rendered)
        }
        for lesson in library.lessons where inScope(lesson.pack) {
            // Every ```repl transcript runs and must say what the lesson says it says.
            let problems = (lessonProblems.removeValue(forKey: lesson.path) ?? [])
                + TranscriptRunner.check(lesson, library: library).map(\.rendered)
            report.items.append(.init(kind: .lesson, name: lesson.id, summary: lesson.title, problems: problems))
        }
        var packProblems = lessonProblems
        let audits = PackAudit.unlistedLessons(roots: roots, library: library) + PackAudit.notUTF8(roots: roots)
            + RootCollisions.problems(roots: roots, library: library, environment: environment)
        for problem in audits {
            packProblems[Msg.Validate.packs, default: []].append(problem)
        }
        for (path, problems) in packProblems.sorted(by: { $0.key < $1.key }) {
            if case .pack(let name) = scope, !path.contains("/Lessons/\(name)/") { continue }
            report.items.append(.init(kind: .pack, name: path.isEmpty ? Msg.Validate.packs : path, summary: "", problems: problems))
        }
        report.items += proveModels(library.models.filter { inScope($0.pack) }, environment: environment)
        if case .all = scope { report.items += proveExercises(roots: roots, home: home, environment: environment, only: nil) }
        return report
    }

    private static func proveModels(_ models: [ModelSource], environment: [String: String]) -> [ValidationReport.Item] {
        let prepared = models.map(ModelProof.prepare)
        guard let swiftc = Toolchain.locate(cacheDirectory: FileManager.default.temporaryDirectory,
                                            environment: environment)?.swiftc else {
            return prepared.map { proof, _, _ in
                .init(kind: .model, name: proof.model.name, summary: "", problems: proof.problems + [Msg.Validate.noCompiler])
            }
        }
        // Compiles run two at a time on these machines; the interpreter's half already ran.
        let jobs = prepared.map { (proof: $0.0, driver: $0.1) }
        let results = Slots(jobs.map(\.proof))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            var proof = jobs[index].proof
            proof.compileAndCompare(driver: jobs[index].driver, swiftc: swiftc)
            results.set(index, proof)
        }
        return results.values.map { .init(kind: .model, name: $0.model.name, summary: $0.summary, problems: $0.problems) }
    }

    private static func proveExercises(roots: [URL], home: URL, environment: [String: String], only: String?) -> [ValidationReport.Item] {
        var catalog = ExerciseCatalog(roots: roots)
        if let only { catalog.keep { $0.name == only } }
        var items = catalog.problems.filter { only == nil || $0.path.contains("/Exercises/\(only!)/") }.map {
            ValidationReport.Item(kind: .exercise, name: $0.path, summary: "", problems: [$0.description])
        }
        // The lessons an exercise may name: those of these roots and of every loaded root.
        let lessonIDs = Set(PackLoader.load(roots: roots + PackRoots.all(environment: environment)).lessonIDs)
        guard !catalog.exercises.isEmpty else { return items }
        guard let grader = try? Grader(home: home, environment: environment) else {
            return items + catalog.exercises.map { .init(kind: .exercise, name: $0.id, summary: "", problems: [Msg.Validate.noCompiler]) }
        }
        for exercise in catalog.exercises {
            let proof = grader.prove(exercise)
            let problems = PackAudit.exercise(exercise, lessonIDs: lessonIDs) + proof.problems
            var item = ValidationReport.Item(kind: .exercise, name: exercise.id,
                                             summary: problems.isEmpty ? Msg.Validate.exerciseSound : "", problems: problems)
            item.warnings = proof.warnings
            items.append(item)
        }
        return items
    }
}
