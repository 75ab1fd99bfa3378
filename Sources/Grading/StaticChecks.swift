import Foundation
import Language
import Messages

/// One of the learner's files as `check` read it.
public struct LearnerSource: Sendable, Equatable {
    /// The file name the exercise asks for (`Pantalla.swift`).
    public var name: String
    /// What the learner sees (`booleanos-a-enum/Pantalla.swift`).
    public var displayPath: String
    public var text: String

    public init(name: String, displayPath: String, text: String) {
        self.name = name; self.displayPath = displayPath; self.text = text
    }

    /// An exercise's files as they stand in one of its own folders (the solution, the starter),
    /// each shown by its name; a file missing there is left out.
    static func read(_ names: [String], in directory: URL) -> [LearnerSource] {
        names.compactMap { name in
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
                .map { LearnerSource(name: name, displayPath: name, text: $0) }
        }
    }
}

/// The representable shapes of a type (DESIGN §7).
public struct TypeShapes: Sendable, Equatable {
    /// The exact count, as decimal digits; nil when unbounded (a recursive type).
    public var value: String?
    /// How it was counted: `Bool × Optional<String> = 2·(1+1) = 4`.
    public var formula: String

    public init(value: String?, formula: String) { self.value = value; self.formula = formula }
}

/// What the static checks need to know about the learner's declarations. The compiler has already
/// accepted the files, so a reader only has to find declarations and `switch` statements; it must
/// tolerate any Swift inside bodies.
public protocol DeclarationReader: Sendable {
    /// The shapes of a type declared in the learner's files; nil when it is not declared there.
    func shapes(of typeName: String) -> TypeShapes?
    /// Every `switch` deciding on a value of the type with a bare `default`: on the type alone, and
    /// with `includingTuples` also those over a tuple that holds it.
    func bareDefaults(on typeName: String, includingTuples: Bool) -> [SourceLocation]
    /// Whether some `switch` decides on the type at all.
    func hasSwitch(on typeName: String) -> Bool
    /// `if`/`else if` chains over the type ending in a catch-all `else`, and `guard`s over it
    /// (with `includingTuples`, also over a tuple that holds it): a `default` by other means.
    func catchAllChains(on typeName: String, includingTuples: Bool) -> [SourceLocation]
}

extension DeclarationReader {
    /// Every bare `default` deciding on the type, tuples included (the strict reading).
    public func bareDefaults(on typeName: String) -> [SourceLocation] { bareDefaults(on: typeName, includingTuples: true) }
}

/// A check of `exercise.json`'s `comprobaciones`, answering one line of the report.
public protocol StaticCheck: Sendable {
    func evaluate(_ reader: any DeclarationReader) -> GradingReport.Line
}

/// `formas`: the type has exactly `expected` representable shapes.
public struct ShapesCheck: StaticCheck {
    public var typeName: String
    public var expected: Int

    public func evaluate(_ reader: any DeclarationReader) -> GradingReport.Line {
        let name = Msg.Grading.lineFormas(typeName, expected: expected)
        guard let count = reader.shapes(of: typeName) else {
            return .init(kind: .check, name: name, passed: false, details: [Msg.Grading.typeNotDeclared(typeName)])
        }
        guard let value = count.value else {
            return .init(kind: .check, name: name, passed: false,
                         details: [Msg.Grading.formasUnbounded(typeName), count.formula])
        }
        let passed = value == String(expected)
        var details = [Msg.Grading.formasCounted(typeName, formula: count.formula)]
        if !passed { details.append(Msg.Grading.formasWrong(expected: expected, got: value)) }
        return .init(kind: .check, name: name, passed: passed, details: details)
    }
}

/// `sin-default`: no `switch` deciding on the type ends in a bare `default`.
public struct NoDefaultCheck: StaticCheck {
    public var typeName: String
    /// `tambien_en_tuplas`: the transition's `default` over `(estado, evento)` fails too.
    public var alsoInTuples = false

    public func evaluate(_ reader: any DeclarationReader) -> GradingReport.Line {
        let name = Msg.Grading.lineSinDefault(typeName)
        guard reader.shapes(of: typeName) != nil else {
            return .init(kind: .check, name: name, passed: false, details: [Msg.Grading.typeNotDeclared(typeName)])
        }
        let sites = reader.bareDefaults(on: typeName, includingTuples: alsoInTuples)
        let chains = reader.catchAllChains(on: typeName, includingTuples: alsoInTuples)
        guard !sites.isEmpty || !chains.isEmpty else { return .init(kind: .check, name: name, passed: true) }
        let details = sites.map { Diagnostic(Msg.Grading.bareDefault(typeName), at: $0).rendered }
            + chains.map { Diagnostic(Msg.Grading.catchAllChain(typeName), at: $0).rendered }
        return .init(kind: .check, name: name, passed: false, details: details)
    }
}

public enum StaticChecks {
    /// The checks an exercise names, in order.
    public static func checks(for specs: [CheckSpec]) -> [any StaticCheck] {
        specs.map { spec -> any StaticCheck in
            switch spec.kind {
            case .formas: return ShapesCheck(typeName: spec.typeName, expected: spec.expected ?? 0)
            case .sinDefault: return NoDefaultCheck(typeName: spec.typeName, alsoInTuples: spec.alsoInTuples)
            }
        }
    }

    /// One report line per check, read from the learner's files.
    public static func lines(for specs: [CheckSpec], sources: [LearnerSource]) -> [GradingReport.Line] {
        guard !specs.isEmpty else { return [] }
        let reader = makeReader(sources)
        return checks(for: specs).map { $0.evaluate(reader) }
    }

    /// The reader over the learner's files.
    public static func makeReader(_ sources: [LearnerSource]) -> any DeclarationReader {
        FrontEndReader(sources: sources)
    }
}
