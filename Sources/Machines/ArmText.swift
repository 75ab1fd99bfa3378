import Interpreter
import Language
import Synchronization

/// Source text of arms, for naming them in tables and graph labels.
public enum ArmText {
    /// The `where` clauses of the arm whose label starts at `start`, joined, if it has any.
    public static func guardText(of start: Int, in machine: Machine) -> String? {
        guard let arm = machine.arms.first(where: { $0.labelSpan.start == start }),
              case .items(let items) = arm.label else { return nil }
        let file = machine.function.file
        let guards = items.compactMap(\.guardExpression).map { expression in
            String(decoding: file.utf8[max(0, expression.span.start)..<min(expression.span.end, file.utf8.count)],
                   as: UTF8.self)
        }
        return guards.isEmpty ? nil : guards.joined(separator: ", ")
    }

    /// The arm's label as written (`case let (.fallo(id, _, n), .reintentar) where n < 3`),
    /// on one line, without the closing colon and without a body that shares its line.
    public static func label(_ arm: SwitchCase, in file: SourceFile) -> String {
        let end = min(max(arm.labelSpan.end, arm.labelSpan.start), file.utf8.count)
        var text = String(decoding: file.utf8[arm.labelSpan.start..<end], as: UTF8.self)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        if text.hasSuffix(":") { text.removeLast() }
        return text
    }

    /// The label of the machine's arm that contains `offset` (a matched label or a failed guard).
    public static func label(containing offset: Int, in machine: Machine) -> String? {
        guard let arm = machine.arms.first(where: { $0.labelSpan.start <= offset && offset < max($0.labelSpan.end, $0.labelSpan.start + 1) })
        else { return nil }
        // The REPL names the arm of every step it explains: each label is written out once.
        return machine.armLabels.label(at: arm.labelSpan.start) { label(arm, in: machine.function.file) }
    }
}

/// Arms' labels already written out, by where each starts.
final class ArmLabels: Sendable {
    private let labels = Mutex<[Int: String]>([:])

    func label(at start: Int, _ make: () -> String) -> String {
        if let known = labels.withLock({ $0[start] }) { return known }
        let made = make()
        labels.withLock { $0[start] = made }
        return made
    }
}
