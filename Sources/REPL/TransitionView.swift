import Arithmetic
import Interpreter
import Language
import Machines
import Messages
import Packs

/// How a transition reads in one glance (DESIGN §4):
///
///     inactivo ──cargar(id: 7)──▶ cargando(id: 7, intentos: 1, tarea: …)
///       coincide: case let (.inactivo, .cargar(id))   perfil.swift:14
struct TransitionView {
    /// Short names, opaque values as `…`: the REPL's own form, not `print`'s.
    let printer = ValuePrinter.short
    /// Colours as the lessons colour Swift (when the terminal takes them).
    var style = Style(enabled: false)
    /// The columns a transition's first line is laid out in.
    var width = 80

    /// Swift text (a value, an arm) coloured as a lesson's code block colours it.
    func swift(_ text: String) -> String {
        guard style.enabled else { return text }
        return SwiftHighlighter.highlight(text).map { $0.ansi(color: true) }.joined(separator: "\n")
    }

    func lines(_ transition: Transition, machine: Machine) -> [String] {
        var lines: [String] = []
        let event = printer.description(transition.event)
        switch transition.outcome {
        case .discarded:
            lines.append(Msg.Machine.discarded(from: caseText(transition.from), event: event))
        case .unchanged:
            lines.append(Msg.Machine.unchanged(from: caseText(transition.from), event: event))
        case .moved:
            let from = swift(shortState(printer.debugDescription(transition.from)))
            let arrow = style.dim("──") + style.bold(swift(event)) + style.dim("──▶")
            let to = swift(printer.description(transition.to))
            lines += arrowLines(from: from, arrow: arrow, to: to)
        }
        // Every switch that ran in the step, each with its arm: two regions are two switches.
        // (A helper called in a loop could run its switch many times: the first few tell the story.)
        for trace in transition.switches.prefix(8) {
            if let label = trace.matchedLabel {
                lines += armLines(Msg.Machine.matched, arm: swift(armText(label, in: trace.file, machine: machine)),
                                  at: style.dim(location(label, in: trace.file)))
            }
            if !trace.bindings.isEmpty {
                // A bound value reads as Swift source would write it: `accion = .nombreEditado("Ada L.")`.
                let text = trace.bindings.map { "\($0.name) = \(swift(printer.debugDescription($0.value)))" }.joined(separator: ", ")
                let line = "  " + Msg.Machine.bindings(text)
                lines += Msg.wrapWords(line, width: width, indent: String(repeating: " ", count: DisplayWidth.of(line) - DisplayWidth.of(text)))
            }
            for span in trace.failedGuards {
                lines += armLines(Msg.Machine.failedGuard, arm: swift(armText(span, in: trace.file, machine: machine)),
                                  at: style.dim(location(span, in: trace.file)))
            }
        }
        for change in transition.changedFields {
            lines.append(style.red("  - \(change.name): \(printer.debugDescription(change.old))"))
            lines.append(style.green("  + \(change.name): \(printer.debugDescription(change.new))"))
        }
        return lines
    }

    /// `from ──event──▶ to` on one line when it fits; else the new state goes under the old one,
    /// after its arrow, and each wraps in its own column.
    private func arrowLines(from: String, arrow: String, to: String) -> [String] {
        let whole = "\(from) \(arrow) \(to)"
        guard DisplayWidth.of(whole) > width else { return [whole] }
        let lead = "  " + arrow + " "
        return Msg.wrapWords(from, width: width) + Msg.wrapWords(lead + to, width: width, hanging: DisplayWidth.of(lead))
    }

    /// `coincide: ARM   archivo:línea` on one line when it fits; else the arm wraps under
    /// itself and its place goes on a line of its own, under the arm.
    private func armLines(_ message: (String, String) -> String, arm: String, at location: String) -> [String] {
        let whole = "  " + message(arm, location)
        guard DisplayWidth.of(whole) > width else { return [whole] }
        var bare = "  " + message(arm, "")
        while bare.hasSuffix(" ") { bare.removeLast() }
        let column = String(repeating: " ", count: DisplayWidth.of(bare) - DisplayWidth.of(arm))
        return Msg.wrapWords(bare, width: width, indent: column) + [column + location]
    }

    /// A state's short text without the leading dot of an enum case, as `print` would start it.
    private func shortState(_ text: String) -> String { text.hasPrefix(".") ? String(text.dropFirst()) : text }

    /// `.listo` for an enum state; the whole value otherwise.
    func caseText(_ value: Value) -> String {
        if case .enumCase(let e) = value { return "." + e.caseName }
        return printer.description(value)
    }

    /// The arm as written: its label when the switch is the machine's own, else its source line.
    private func armText(_ span: Language.Span, in file: SourceFile, machine: Machine) -> String {
        if let label = ArmText.label(containing: span.start, in: machine) { return label }
        var text = file.location(of: span.start).lineText.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(":") { text.removeLast() }
        return text
    }

    private func location(_ span: Language.Span, in file: SourceFile) -> String {
        file.location(of: span.start).shortDescription
    }
}
