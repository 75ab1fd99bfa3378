import Interpreter

/// The one-line forms of a formula, as the lessons write them:
/// `FotoConBanderas = Bool × Bool × Bool × Optional<String> = 2·2·2·(1+1) = 16` and
/// `Optional<Destino> = 1 + (1+1+1) = 4`.
///
/// The outermost sum is spaced (` + `) and inner ones are tight (`1+1`), so the eye finds the
/// top level; factors are joined by `·`. Inside the root, a declared struct or class shows its
/// count (its fields are in the tree below) and a plain enum (cases without payload) shows
/// its cases as `(1+1+1)`, which is how the lessons count destinations.
public enum FormulaText {
    /// Past this length a line is hard to read in a terminal: nested types collapse to
    /// their numbers, and then the text is cut.
    static let comfortableWidth = 140
    /// Consecutive equal factors from this many on are written as a power: `2^100`.
    static let powerRun = 5
    /// A nested plain enum with more cases than this shows its count, not its `1+1+…`.
    static let plainEnumExpansion = 8

    /// `Bool × Bool × Bool × Optional<String>` for a product, `inactivo + cargando(Int × Int)`
    /// for an enum: the root's own level. nil when the type's name already says it all.
    public static func typeExpression(_ formula: ShapeFormula) -> String? {
        switch formula.node {
        case .fields(let fields, _):
            guard !fields.isEmpty else { return nil }
            return compressRuns(fields.map(\.formula.typeName), separator: " × ")
        case .variants(let variants):
            guard !variants.isEmpty else { return nil }
            return variants.map { variant in
                variant.payload.isEmpty ? variant.name
                    : variant.name + "(" + variant.payload.map(\.formula.typeName).joined(separator: " × ") + ")"
            }.joined(separator: " + ")
        case .flag, .unbounded, .uninhabited, .constant, .optional, .recursive:
            return nil
        }
    }

    /// `2·2·2·(1+1)`: the formula expanded at its own level, spaced at the top when `spaced`.
    public static func arithmetic(_ formula: ShapeFormula, spaced: Bool = true) -> String {
        let full = render(term(formula, depth: 0, collapseNested: false), top: spaced)
        if full.count <= comfortableWidth { return full }
        let collapsed = render(term(formula, depth: 0, collapseNested: true), top: spaced)
        if collapsed.count <= comfortableWidth { return collapsed }
        return String(collapsed.prefix(comfortableWidth - 1)) + "…"
    }

    /// The count as the lessons write it: all digits, or `∞` for a recursive type.
    public static func number(_ count: ShapeCount) -> String { count.description }

    /// `Nombre = tipos = aritmética = número`, leaving out the steps that repeat the previous
    /// one. One line when it fits; otherwise one `=` per line, aligned under the first.
    public static func equation(_ formula: ShapeFormula) -> [String] {
        var parts = [formula.typeName]
        if let types = typeExpression(formula), types != formula.typeName { parts.append(types) }
        let arithmeticText = arithmetic(formula)
        let numberText = number(formula.count)
        if arithmeticText != numberText, arithmeticText != parts.last { parts.append(arithmeticText) }
        parts.append(numberText)
        let line = parts.joined(separator: " = ")
        if line.count <= comfortableWidth { return [line] }
        let indent = String(repeating: " ", count: parts[0].count + 1)
        return [parts[0] + " = " + parts[1]] + parts.dropFirst(2).map { indent + "= " + $0 }
    }

    // MARK: - Terms

    /// The arithmetic as a small expression tree, so parentheses follow precedence only.
    private indirect enum Term: Equatable {
        case number(String)
        case sum([Term])
        case product([Term])
    }

    private static func term(_ formula: ShapeFormula, depth: Int, collapseNested: Bool) -> Term {
        if depth > 0, collapses(formula, collapseNested: collapseNested) { return leaf(formula) }
        switch formula.node {
        case .flag, .unbounded, .uninhabited, .constant, .recursive:
            return leaf(formula)
        case .optional(let wrapped):
            return .sum([.number("1"), term(wrapped, depth: depth + 1, collapseNested: collapseNested)])
        case .variants(let variants):
            guard !variants.isEmpty else { return .number("0") }
            return .sum(variants.map { variant in
                product(variant.payload, depth: depth, collapseNested: collapseNested)
            })
        case .fields(let fields, _):
            // A product of one field is that field, at this same level: `FotoConDestino`
            // reads `1 + (1+1+1)`, like its `Optional<Destino>`.
            if fields.count == 1 { return term(fields[0].formula, depth: depth, collapseNested: collapseNested) }
            return product(fields, depth: depth, collapseNested: collapseNested)
        }
    }

    private static func product(_ components: [ShapeFormula.Component], depth: Int, collapseNested: Bool) -> Term {
        switch components.count {
        case 0: return .number("1")
        case 1: return term(components[0].formula, depth: depth + 1, collapseNested: collapseNested)
        default: return .product(components.map { term($0.formula, depth: depth + 1, collapseNested: collapseNested) })
        }
    }

    /// A leaf's own count, or the type's name when it has none (`Lista = 1 + 1·Lista`).
    private static func leaf(_ formula: ShapeFormula) -> Term {
        switch formula.count {
        case .exactly(let number): return .number(number.description)
        case .unlimited: return .number(formula.typeName)
        }
    }

    /// Whether a nested node shows its number instead of its expansion.
    private static func collapses(_ formula: ShapeFormula, collapseNested: Bool) -> Bool {
        switch formula.node {
        case .flag, .unbounded, .uninhabited, .constant, .recursive:
            return false
        case .optional, .fields(_, .tuple):
            return collapseNested
        case .fields(_, .structure), .fields(_, .classType):
            return true
        case .variants(let variants):
            let plain = variants.allSatisfy { $0.payload.isEmpty } && variants.count <= plainEnumExpansion
            return collapseNested || !plain
        }
    }

    // MARK: - Text

    private static func render(_ term: Term, top: Bool) -> String {
        switch term {
        case .number(let text):
            return text
        case .sum(let terms):
            return terms.map { operand in
                if case .sum = operand { return "(" + render(operand, top: false) + ")" }
                return render(operand, top: false)
            }.joined(separator: top ? " + " : "+")
        case .product(let factors):
            let texts = factors.map { factor in
                if case .sum = factor { return "(" + render(factor, top: false) + ")" }
                return render(factor, top: false)
            }
            return compressRuns(texts, separator: "·")
        }
    }

    /// `2·2·2` stays as the lessons write it; from `powerRun` equal neighbours on, `2^100`.
    static func compressRuns(_ items: [String], separator: String) -> String {
        var pieces: [String] = []
        var index = 0
        while index < items.count {
            var end = index + 1
            while end < items.count, items[end] == items[index] { end += 1 }
            let run = end - index
            if run >= powerRun {
                let base = items[index]
                let needsParentheses = base.contains(" ") || base.contains("·") || base.contains("×")
                pieces.append((needsParentheses ? "(" + base + ")" : base) + "^" + String(run))
            } else {
                pieces.append(contentsOf: items[index..<end])
            }
            index = end
        }
        return pieces.joined(separator: separator)
    }
}
