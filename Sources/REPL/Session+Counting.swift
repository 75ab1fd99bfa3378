import Arithmetic
import Foundation
import Interpreter
import Machines
import Messages
import Packs
import Typing

// Owner: the arithmetic engineer. `:contar`, `:comparar`, `:destinos` (DESIGN §4 and §7), and
// type names on Tab after the first two. The arithmetic itself lives in `Arithmetic`; this file
// only picks the interpreter, parses arguments and prints.

/// Whether this session's type-name completion is registered (once).
final class CountingState {
    var completionsRegistered = false
}

extension Session {
    /// `:contar [TIPO]`: the formula as the type's tree, representable, legitimate, left over.
    /// Without a type: the machine's state type, else the model's first declared type.
    func handleContar(_ arguments: String) {
        registerCountingCompletions()
        let (interpreter, model) = countingScope()
        let type: SwiftType
        if arguments.isEmpty {
            guard let model else { return showError(Msg.Arithmetic.countNoModel) }
            if let state = model.machine?.stateType {
                type = ShapeAnalyzer.checkerType(of: state)
            } else if let first = firstDeclaredType(of: model) {
                type = .nominal(first.qualifiedName)
            } else {
                return showError(Msg.Arithmetic.countNoTypes)
            }
        } else {
            guard let resolved = lookUpType(arguments, in: interpreter) else { return }
            type = resolved
        }
        let text = CountReportText(report(for: type, interpreter: interpreter, model: model), width: width)
        // The equation and the sentences wrap; the tree's columns stay whole.
        for (index, line) in text.lines.enumerated() {
            if text.tree.contains(index) { showVerbatim(line) } else { show(line) }
        }
        text.problems.forEach(showError)
    }

    /// `:comparar T1 T2`: the two side by side.
    func handleComparar(_ arguments: String) {
        registerCountingCompletions()
        let names = TypeLookup.splitArguments(arguments)
        guard !names.isEmpty else { return showError(Msg.Arithmetic.compareUsage) }
        guard names.count == 2 else { return showError(Msg.Arithmetic.compareArgumentCount(names.count)) }
        var reports: [CountReport] = []
        for name in names {
            // A type of another lesson's model counts too: lesson 4 compares the flags of one
            // model with the enum of the next.
            guard let (type, interpreter, model) = typeForComparison(name) else { return }
            reports.append(report(for: type, interpreter: interpreter, model: model))
        }
        // Aligned columns stay whole; the sentences under them wrap.
        ComparisonTable.tableLines(reports[0], reports[1]).forEach(showVerbatim)
        show("")
        ComparisonTable.sentences(reports[0], reports[1]).forEach(show)
        for report in reports {
            if case .unknown(.predicateFailed(_, _, let diagnostic)) = report.legitimacy { showError(diagnostic) }
        }
    }

    /// `:destinos N`: 2^n flags against n + 1 for an optional enum, n = 1…N. Needs no model.
    func handleDestinos(_ arguments: String) {
        let text = arguments.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return showError(Msg.Arithmetic.destinosUsage) }
        let sign = text.first.flatMap { $0 == "+" || $0 == "-" ? $0 : nil }
        let digits = sign == nil ? text : String(text.dropFirst())
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return showError(Msg.Arithmetic.destinosNotANumber(text))
        }
        guard sign != "-" else { return showError(Msg.Arithmetic.destinosUsage) }
        // Too many digits for an Int is still a number: too large, capped like any other.
        let n = Int(digits) ?? Int.max
        guard n >= 1 else { return showError(Msg.Arithmetic.destinosUsage) }
        if n > DestinosTable.maximumN { showError(Msg.Arithmetic.destinosTooLarge(text)) }
        // Rows of numbers stay whole (a broken row is no longer a row); the sentence wraps.
        let rows = DestinosTable.rows(upTo: min(n, DestinosTable.maximumN))
        DestinosTable.tableLines(rows, width: width).forEach(showVerbatim)
        if let summary = DestinosTable.summary(rows) { show("\n" + summary) }
    }

    /// Tab after `:contar ` and `:comparar ` offers the loaded model's types and the built-in
    /// ones. Idempotent: `Session.init` may call it, and the handlers call it too.
    public func registerCountingCompletions() {
        let state = component(CountingState.init)
        guard !state.completionsRegistered else { return }
        state.completionsRegistered = true
        let names: (String) -> [String] = { [weak self] _ in
            TypeLookup.completions(in: self?.countingScope().interpreter)
        }
        addArgumentCompletion(for: .contar, names)
        addArgumentCompletion(for: .comparar, names)
    }

    // MARK: - Helpers

    /// Where type names mean something: the loaded model, else the Swift typed in this
    /// session, else a fresh interpreter that knows only the built-in types.
    private func countingScope() -> (interpreter: Interpreter, model: Model?) {
        if let model = machineState.model { return (model.interpreter, model) }
        if let scratch = machineState.scratch { return (scratch, nil) }
        return (Interpreter(output: { _ in }), nil)
    }

    private func report(for type: SwiftType, interpreter: Interpreter, model: Model?) -> CountReport {
        CountReport.make(type: type, interpreter: interpreter, model: model,
                         shouldStop: { [weak self] in self?.interruptPending ?? false })
    }

    /// A type of the session (the loaded model or the Swift typed so far), else of the first
    /// pack model that declares a type of that name; nil after saying why in Spanish.
    private func typeForComparison(_ name: String) -> (SwiftType, Interpreter, Model?)? {
        let (interpreter, model) = countingScope()
        if case .success(let type) = TypeLookup.resolve(name, in: interpreter) { return (type, interpreter, model) }
        let bare = name.trimmingCharacters(in: .whitespaces)
        for source in packLibrary.models where source.name != model?.name {
            guard case .success(let other) = Model.load(name: source.name, source: source.source, initial: source.initial,
                                                        legitimate: source.legitimate, machine: source.machine,
                                                        machineAt: source.machineAt, output: { _ in }),
                  other.interpreter.type(named: bare) != nil,
                  case .success(let type) = TypeLookup.resolve(bare, in: other.interpreter) else { continue }
            return (type, other.interpreter, other)
        }
        guard let type = lookUpType(name, in: interpreter) else { return nil }
        return (type, interpreter, model)
    }

    /// The type a learner typed, or nil after saying in Spanish why it is not one.
    private func lookUpType(_ text: String, in interpreter: Interpreter) -> SwiftType? {
        switch TypeLookup.resolve(text, in: interpreter) {
        case .success(let type):
            return type
        case .failure(.notAType(let text)):
            showError(Msg.Arithmetic.notAType(text))
        case .failure(.unknown(let name, let suggestions, let declared)):
            showError(Msg.Arithmetic.unknownType(name, suggestions: suggestions, declared: declared))
        }
        return nil
    }

    /// The model's first top-level type in source order (the type registry is keyed by name;
    /// a model is one source file, its lesson's blocks joined, so offsets give the order).
    private func firstDeclaredType(of model: Model) -> TypeInfo? {
        model.interpreter.allTypes
            .filter { $0.parent == nil && $0.kind != .builtin && $0.file != nil }
            .min { $0.span.start < $1.span.start }
    }
}
