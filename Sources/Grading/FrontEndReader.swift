import Arithmetic
import Foundation
import Language
import Typing

/// The static checks' reader, built on the project's own front end and the one model of the
/// declared program: `Language.Parse` reads the learner's files as one program, the type
/// checker types every `switch`'s subject, and the arithmetic counts shapes as `:contar` does.
struct FrontEndReader: DeclarationReader, @unchecked Sendable {
    /// Each learner file parsed on its own.
    let files: [(unit: SourceUnit, source: SourceFile)]
    let reading: TypeCheck.Reading
    let arithmetic: ArithmeticCounter

    init(sources: [LearnerSource]) {
        files = Self.parse(sources)
        reading = TypeCheck.read(files)
        arithmetic = ArithmeticCounter(sources: sources, program: reading.program)
    }

    /// Each file parsed on its own, named as the learner sees it.
    static func parse(_ sources: [LearnerSource]) -> [(unit: SourceUnit, source: SourceFile)] {
        sources.map { learner in
            let source = SourceFile(path: learner.displayPath, text: learner.text)
            return (Parse.file(source).unit, source)
        }
    }

    /// A type's own cases, as a condition or a pattern may name them: `.verde` when no other
    /// enum has a case of that name, `Luz.verde` always.
    private struct OwnCases {
        let names: Set<String>
        /// The type's simple name (`Luz` for `Semaforo.Luz`).
        let type: String
        let sharing: [String: [String]]

        init(_ type: NominalDecl, in program: Program) {
            names = Set(type.cases.map(\.name))
            self.type = type.path.last ?? type.name
            sharing = program.enumsByCaseName
        }

        /// A case name several enums share proves nothing on its own.
        func contains(_ name: String) -> Bool { names.contains(name) && (sharing[name]?.count ?? 0) <= 1 }
    }

    // MARK: - Shapes

    /// The type's formula and count; nil when the learner's files do not declare it.
    func shapes(of typeName: String) -> TypeShapes? {
        guard let type = reading.program.type(named: typeName) else { return nil }
        return arithmetic.shapes(of: type.name)
    }

    // MARK: - Switches

    func bareDefaults(on typeName: String, includingTuples: Bool) -> [SourceLocation] {
        switches(on: typeName).filter { includingTuples || !Self.isOverTuple($0.statement) }.compactMap { site in
            guard let arm = site.statement.cases.first(where: {
                if case .defaultCase = $0.label { return true } else { return false }
            }) else { return nil }
            return site.source.location(of: arm.labelSpan.start)
        }
    }

    func hasSwitch(on typeName: String) -> Bool { !switches(on: typeName).isEmpty }

    /// `if`/`else if` chains over the type that end in a catch-all `else`, and `guard`s over it:
    /// a `default` by other means. A condition is over the type when it names one of the type's
    /// own cases (`case .ambar = luz`, `luz == .verde`, `Luz.rojo != luz`); over a tuple holding
    /// the type (`case (.verde, .pasar) = (luz, senal)`) only with `includingTuples`.
    func catchAllChains(on typeName: String, includingTuples: Bool) -> [SourceLocation] {
        guard let type = reading.program.type(named: typeName) else { return [] }
        let cases = OwnCases(type, in: reading.program)
        guard !cases.names.isEmpty else { return [] }
        func tests(_ conditions: [Condition]) -> Bool {
            conditions.contains { asksForCase($0, cases: cases, includingTuples: includingTuples) }
        }
        var found: [SourceLocation] = []
        for file in files {
            SyntaxWalk.visit(file.unit) { event in
                switch event {
                case .ifChain(let branches, let catchAll, let span, _):
                    if catchAll, branches.contains(where: tests) { found.append(file.source.location(of: span.start)) }
                case .guardStatement(let conditions, let span, _):
                    if tests(conditions) { found.append(file.source.location(of: span.start)) }
                case .variable, .parameter, .switchStatement:
                    break
                }
            }
        }
        return found
    }

    private func asksForCase(_ condition: Condition, cases: OwnCases, includingTuples: Bool) -> Bool {
        func ownCase(_ expr: Expr) -> Bool {
            if case .implicitMember(let name) = expr.kind { return cases.contains(name) }
            if case .member(let base, let name) = expr.kind, case .identifier(let written) = base.kind {
                return written == cases.type && cases.names.contains(name)
            }
            return false
        }
        func compares(_ expr: Expr) -> Bool {
            if case .binary(let op, let left, let right) = expr.kind {
                if op == "&&" || op == "||" { return compares(left) || compares(right) }
                return (op == "==" || op == "!=") && (ownCase(left) || ownCase(right))
            }
            if case .prefix("!", let operand) = expr.kind { return compares(operand) }
            return false
        }
        switch condition {
        case .expression(let expr):
            return compares(expr)
        case .optionalBinding:
            return false
        case .casePattern(let pattern, let value, _):
            var overTuple = false
            if case .tuple(let elements) = value.kind, elements.count > 1 { overTuple = true }
            if case .tuple(let elements) = pattern.kind, elements.count > 1 { overTuple = true }
            if overTuple && !includingTuples { return false }
            return patternNames(pattern, cases: cases)
        }
    }

    /// `switch (estado, evento)`, or a switch whose arms match tuples: the transition's switch,
    /// where lesson 1's `default` means «lo demás se descarta».
    static func isOverTuple(_ statement: SwitchStmt) -> Bool {
        if case .tuple(let elements) = statement.subject.kind, elements.count > 1 { return true }
        return statement.cases.contains { arm in
            guard case .items(let items) = arm.label else { return false }
            return items.contains { item in
                if case .tuple(let elements) = item.pattern.kind { return elements.count > 1 }
                return false
            }
        }
    }

    private func switches(on typeName: String) -> [(statement: SwitchStmt, source: SourceFile)] {
        guard let type = reading.program.type(named: typeName) else { return [] }
        let cases = OwnCases(type, in: reading.program)
        var found: [(SwitchStmt, SourceFile)] = []
        for (index, file) in files.enumerated() {
            SyntaxWalk.visit(file.unit) { event in
                guard case .switchStatement(let statement, _) = event else { return }
                let subject = reading.switchSubjects[index][statement.span] ?? .unknown
                if decides(statement, subject: subject, on: type, cases: cases) {
                    found.append((statement, file.source))
                }
            }
        }
        return found
    }

    /// A `switch` decides on the type when the checker types its subject (or an element of a
    /// tuple subject) as that type; when it could not type the subject, when its patterns name
    /// the type's own cases.
    private func decides(_ statement: SwitchStmt, subject: SwiftType, on type: NominalDecl, cases: OwnCases) -> Bool {
        var parts = [subject]
        if case .tuple(let elements) = subject { parts = elements.map(\.type) }
        if parts.contains(where: { $0.isNominal(type.name) }) { return true }
        guard parts.contains(.unknown), !cases.names.isEmpty else { return false }
        for arm in statement.cases {
            guard case .items(let items) = arm.label else { continue }
            for item in items where patternNames(item.pattern, cases: cases) {
                return true
            }
        }
        return false
    }

    /// Whether a pattern (at its top or inside a tuple or optional) names one of the type's cases.
    private func patternNames(_ pattern: Pattern, cases: OwnCases) -> Bool {
        switch pattern.kind {
        case .enumCase(let written, let name, _):
            if let written, case .named(let path, _) = written.kind { return path.last == cases.type }
            return cases.contains(name)
        case .tuple(let elements):
            return elements.contains { patternNames($0.pattern, cases: cases) }
        case .valueBinding(_, let inner), .optionalSome(let inner), .typed(let inner, _), .cast(let inner, _):
            return patternNames(inner, cases: cases)
        case .expression(let expr):
            if case .implicitMember(let name) = expr.kind { return cases.contains(name) }
            return false
        case .wildcard, .binding, .isType: return false
        }
    }
}
