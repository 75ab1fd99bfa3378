import Interpreter
import Messages

/// The formula drawn as the type's own tree: one line per field, case, payload element or
/// wrapped value, with its count in a column and what kind of node it is.
///
///     FotoConBanderas                       16  struct: 2·2·2·(1+1)
///     ├─ detalleAbierto: Bool                2
///     └─ alertaDeBorrado: Optional<String>   2  opcional: 1+1
///        ├─ nil                              1
///        └─ String                           1  sus valores no tienen límite
public enum FormulaTree {
    /// A screenful: a struct of 100 `Bool` needs no 100 lines to be understood.
    public static let maximumLines = 40
    static let maximumLabelWidth = 56
    /// Labels are cut no shorter than this to fit a narrow width.
    static let minimumLabelWidth = 24

    /// The tree's lines, each at most `width` columns when labels cut with «…» can make it so.
    public static func lines(_ formula: ShapeFormula, maximumLines: Int = maximumLines, width: Int = .max) -> [String] {
        var collector = Collector(limit: maximumLines)
        collector.visit(formula, label: formula.typeName, prefix: "", childPrefix: "")
        let rows = collector.rows
        let countWidth = rows.map { $0.count.count }.max() ?? 0
        // What the count and the note need, past the label: a narrow terminal cuts the labels.
        let tail = rows.map { 2 + countWidth + ($0.note.isEmpty ? 0 : 2 + $0.note.count) }.max() ?? 0
        let room = max(minimumLabelWidth, width == .max ? maximumLabelWidth : width - tail)
        let labelWidth = min(maximumLabelWidth, room, rows.map { $0.label.count }.max() ?? 0)
        var lines = rows.map { row -> String in
            let label = row.label.count > labelWidth ? String(row.label.prefix(labelWidth - 1)) + "…" : row.label
            let padding = String(repeating: " ", count: labelWidth - label.count + 2 + countWidth - row.count.count)
            let line = label + padding + row.count + (row.note.isEmpty ? "" : "  " + row.note)
            return line
        }
        if collector.truncated { lines.append(Msg.Arithmetic.treeTruncated(shown: maximumLines)) }
        return lines
    }

    private struct Row {
        var label: String
        var count: String
        var note: String
    }

    private struct Collector {
        let limit: Int
        var rows: [Row] = []
        var truncated = false

        init(limit: Int) { self.limit = limit }

        mutating func visit(_ formula: ShapeFormula, label: String, prefix: String, childPrefix: String) {
            guard rows.count < limit else { truncated = true; return }
            rows.append(Row(label: prefix + label, count: FormulaText.number(formula.count), note: note(formula)))
            let children = self.children(of: formula)
            for (index, child) in children.enumerated() {
                guard rows.count < limit else { truncated = true; return }
                let last = index == children.count - 1
                switch child {
                case .formula(let label, let formula):
                    visit(formula, label: label, prefix: childPrefix + (last ? "└─ " : "├─ "),
                          childPrefix: childPrefix + (last ? "   " : "│  "))
                case .variant(let variant):
                    visitVariant(variant, prefix: childPrefix + (last ? "└─ " : "├─ "),
                                 childPrefix: childPrefix + (last ? "   " : "│  "))
                case .absent:
                    rows.append(Row(label: childPrefix + (last ? "└─ " : "├─ ") + "nil", count: "1", note: ""))
                }
            }
        }

        mutating func visitVariant(_ variant: ShapeFormula.Variant, prefix: String, childPrefix: String) {
            let payload = variant.payload.map { ($0.label.map { $0 + ": " } ?? "") + $0.formula.typeName }
            let label = "." + variant.name + (payload.isEmpty ? "" : "(" + payload.joined(separator: ", ") + ")")
            var note = ""
            if variant.payload.count > 1 {
                // The payload read as a tuple: its elements collapse as any nested type does.
                let payload = ShapeFormula(typeName: label, type: .tuple([]), node: .fields(variant.payload, .tuple))
                note = Msg.Arithmetic.nodeCase(FormulaText.arithmetic(payload, spaced: false))
            }
            rows.append(Row(label: prefix + label, count: variant.count.description, note: note))
            for (index, element) in variant.payload.enumerated() {
                guard rows.count < limit else { truncated = true; return }
                let last = index == variant.payload.count - 1
                visit(element.formula, label: (element.label.map { $0 + ": " } ?? "") + element.formula.typeName,
                      prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "))
            }
        }

        private enum Child {
            case formula(String, ShapeFormula)
            case variant(ShapeFormula.Variant)
            case absent
        }

        private func children(of formula: ShapeFormula) -> [Child] {
            switch formula.node {
            case .flag, .unbounded, .uninhabited, .constant, .recursive:
                return []
            case .optional(let wrapped):
                return [.absent, .formula(wrapped.typeName, wrapped)]
            case .variants(let variants):
                return variants.map { .variant($0) }
            case .fields(let fields, _):
                return fields.map { .formula(($0.label.map { $0 + ": " } ?? "") + $0.formula.typeName, $0.formula) }
            }
        }

        /// What kind of node this is, with its own level's arithmetic when it has one.
        private func note(_ formula: ShapeFormula) -> String {
            let own = FormulaText.arithmetic(formula, spaced: false)
            switch formula.node {
            case .flag: return ""
            case .unbounded: return Msg.Arithmetic.nodeUnbounded
            case .uninhabited: return Msg.Arithmetic.nodeUninhabited
            case .constant: return Msg.Arithmetic.nodeConstant
            case .recursive: return Msg.Arithmetic.nodeRecursive(formula.typeName)
            case .optional: return Msg.Arithmetic.nodeOptional(own)
            case .variants(let variants): return Msg.Arithmetic.nodeEnum(cases: variants.count, own)
            case .fields(let fields, .structure): return Msg.Arithmetic.nodeStruct(fields: fields.count, own)
            case .fields(let fields, .classType): return Msg.Arithmetic.nodeClass(fields: fields.count, own)
            case .fields(let fields, .tuple): return Msg.Arithmetic.nodeTuple(elements: fields.count, own)
            }
        }
    }
}
