import Arithmetic
import Foundation
import Language

/// The static checks' reader built on the project's front end: `Language.Parse` reads the
/// learner's files, `DeclarationIndex` finds the types, `SyntaxWalk` finds the `switch`es.
struct FrontEndReader: DeclarationReader, @unchecked Sendable {
    let index: DeclarationIndex
    let arithmetic: ArithmeticCounter

    init(sources: [LearnerSource]) {
        index = DeclarationIndex(sources: sources)
        arithmetic = ArithmeticCounter(sources: sources)
    }

    // MARK: - Shapes

    /// The arithmetic's count when the files load as a model; else counted here from the tree.
    func shapes(of typeName: String) -> TypeShapes? {
        guard let info = index.lookup(typeName) else { return nil }
        if let counted = arithmetic.shapes(of: info.qualifiedName) { return counted }
        var visiting: Set<String> = [info.qualifiedName]
        let (written, terms, total) = describe(info, visiting: &visiting)
        guard let total else { return TypeShapes(value: nil, formula: "\(info.qualifiedName) = \(written) = ∞") }
        return TypeShapes(value: total.description, formula: "\(info.qualifiedName) = \(written) = \(terms) = \(total)")
    }

    /// The type's parts as written, their counts as a sum or product, and the total.
    private func describe(_ info: DeclarationIndex.TypeInfo, visiting: inout Set<String>) -> (String, String, BigNatural?) {
        let scope = info.qualifiedName.split(separator: ".").map(String.init)
        switch info.shape {
        case .enumeration(let cases, let indirect):
            if indirect { return (info.qualifiedName, "∞", nil) }
            if cases.isEmpty { return ("(sin casos)", "0", BigNatural.zero) }
            var written: [String] = [], terms: [String] = [], total: BigNatural? = BigNatural.zero
            for (name, payload) in cases {
                guard let payload else { written.append(name); terms.append("1"); total = total.map { $0 + BigNatural.one }; continue }
                written.append("\(name)(\(payload.map { ($0.label.map { "\($0): " } ?? "") + Self.spell($0.type) }.joined(separator: ", ")))")
                let factors = payload.map { count($0.type, scope: scope, visiting: &visiting) }
                terms.append(factors.map(\.term).joined(separator: "·"))
                let product = factors.reduce(BigNatural.one as BigNatural?) { partial, factor in
                    guard let partial, let value = factor.value else { return nil }
                    return partial * value
                }
                total = total.flatMap { sum in product.map { sum + $0 } }
            }
            return (written.joined(separator: " + "), terms.joined(separator: " + "), total)
        case .product(let fields):
            if fields.isEmpty { return ("(sin campos guardados)", "1", BigNatural.one) }
            var written: [String] = [], factors: [String] = [], total: BigNatural? = BigNatural.one
            for (_, type) in fields {
                guard let type else { written.append("?"); factors.append("1"); continue }
                written.append(Self.spell(type))
                let factor = count(type, scope: scope, visiting: &visiting)
                factors.append(factor.term)
                total = total.flatMap { product in factor.value.map { product * $0 } }
            }
            return (written.joined(separator: " × "), factors.joined(separator: "·"), total)
        case .alias(let type):
            let factor = count(type, scope: scope, visiting: &visiting)
            return (Self.spell(type), factor.term, factor.value)
        }
    }

    /// A written type's shapes, and how it shows inside a formula (`2`, `(1+1)`).
    private func count(_ type: TypeRef, scope: [String], visiting: inout Set<String>) -> (term: String, value: BigNatural?) {
        switch type.kind {
        case .optional(let wrapped):
            let inner = count(wrapped, scope: scope, visiting: &visiting)
            return ("(\(inner.term)+1)", inner.value.map { $0 + BigNatural.one })
        case .tuple(let elements):
            if elements.isEmpty { return ("1", BigNatural.one) }
            let parts = elements.map { count($0.type, scope: scope, visiting: &visiting) }
            let value = parts.reduce(BigNatural.one as BigNatural?) { partial, part in partial.flatMap { p in part.value.map { p * $0 } } }
            return ("(" + parts.map(\.term).joined(separator: "·") + ")", value)
        case .array, .dictionary, .function:
            return ("1", BigNatural.one)
        case .named(let path, let generics):
            let name = path.joined(separator: ".")
            if name == "Optional", let wrapped = generics.first {
                return count(TypeRef(.optional(wrapped), span: type.span), scope: scope, visiting: &visiting)
            }
            if name == "Bool" || name == "Swift.Bool" { return ("2", (2 as BigNatural)) }
            if name == "Never" { return ("0", BigNatural.zero) }
            guard let info = index.lookup(name, from: scope) else { return ("1", BigNatural.one) }
            guard visiting.insert(info.qualifiedName).inserted else { return ("∞", nil) }
            defer { visiting.remove(info.qualifiedName) }
            let (_, _, total) = describe(info, visiting: &visiting)
            return (total.map { "\($0)" } ?? "∞", total)
        }
    }

    /// A written type, as Swift spells it.
    static func spell(_ type: TypeRef) -> String {
        switch type.kind {
        case .named(let path, let generics):
            return path.joined(separator: ".") + (generics.isEmpty ? "" : "<" + generics.map(spell).joined(separator: ", ") + ">")
        case .optional(let wrapped): return "Optional<\(spell(wrapped))>"
        case .array(let element): return "[\(spell(element))]"
        case .dictionary(let key, let value): return "[\(spell(key)): \(spell(value))]"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + spell($0.type) }.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(spell).joined(separator: ", ") + ") -> " + spell(result)
        }
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
        guard let info = index.lookup(typeName) else { return [] }
        let simple = info.qualifiedName.split(separator: ".").last.map(String.init) ?? info.qualifiedName
        var caseNames = Set<String>()
        if case .enumeration(let cases, _) = info.shape { caseNames = Set(cases.map(\.name)) }
        var found: [(SwitchStmt, SourceFile)] = []
        for (source, unit) in index.units {
            SyntaxWalk.visit(unit) { event in
                guard case .switchStatement(let statement, let enclosing) = event else { return }
                if decides(statement, on: simple, info: info, caseNames: caseNames, enclosing: enclosing) {
                    found.append((statement, source))
                }
            }
        }
        return found
    }

    /// A `switch` decides on the type when its subject (or an element of a tuple subject) is a
    /// value of that type, or when its patterns name the type's own cases.
    private func decides(_ statement: SwitchStmt, on simple: String, info: DeclarationIndex.TypeInfo,
                         caseNames: Set<String>, enclosing: [String]) -> Bool {
        let subjects: [Expr]
        if case .tuple(let elements) = statement.subject.kind { subjects = elements.map(\.value) } else { subjects = [statement.subject] }
        for subject in subjects where subjectType(subject, enclosing: enclosing).contains(simple) { return true }
        guard !caseNames.isEmpty else { return false }
        for arm in statement.cases {
            guard case .items(let items) = arm.label else { continue }
            for item in items where patternNames(item.pattern, caseNames: caseNames, type: simple) { return true }
        }
        return false
    }

    /// The simple names of the types a subject expression may have.
    private func subjectType(_ expr: Expr, enclosing: [String]) -> Set<String> {
        switch expr.kind {
        case .identifier(let name): return index.valueTypes[name] ?? []
        case .selfExpression: return enclosing.last.map { [$0] } ?? []
        case .member(_, let name): return index.valueTypes[name] ?? []
        case .forceUnwrap(let inner), .optionalEvaluation(let inner), .bindOptional(let inner):
            return subjectType(inner, enclosing: enclosing)
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind, name.first?.isUppercase == true { return [name] }
            return []
        case .typeExpression(let type): return DeclarationIndex.simpleName(type).map { [$0] } ?? []
        default: return []
        }
    }

    /// Whether a pattern (at its top or inside a tuple or optional) names one of the type's cases.
    private func patternNames(_ pattern: Pattern, caseNames: Set<String>, type: String) -> Bool {
        switch pattern.kind {
        case .enumCase(let written, let name, _):
            if let written, let writtenName = DeclarationIndex.simpleName(written) { return writtenName == type }
            guard caseNames.contains(name) else { return false }
            // A case name several enums share proves nothing on its own.
            return (index.enumsWithCase[name]?.count ?? 0) <= 1
        case .tuple(let elements): return elements.contains { patternNames($0.pattern, caseNames: caseNames, type: type) }
        case .valueBinding(_, let inner), .optionalSome(let inner), .typed(let inner, _), .cast(let inner, _):
            return patternNames(inner, caseNames: caseNames, type: type)
        case .expression(let expr):
            if case .implicitMember(let name) = expr.kind { return caseNames.contains(name) && (index.enumsWithCase[name]?.count ?? 0) <= 1 }
            return false
        case .wildcard, .binding, .isType: return false
        }
    }
}
