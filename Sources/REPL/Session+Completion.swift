import Interpreter
import Machines
import Messages

/// What Tab offers once a model is loaded: its events as whole lines that Enter sends
/// (`.cargar(id: 1)`, labels and a sample value), its type names and their static members
/// (`Perfil.ejemplo`), and the state's cases after `:camino`. Registered once, every source
/// reads the model loaded now.
extension Session {
    func registerMachineCompletions() {
        guard !machineState.completionsRegistered else { return }
        machineState.completionsRegistered = true
        addCompletionSource { [weak self] _, word in
            guard let model = self?.machineState.model else { return [] }
            let events = self?.eventCompletions(model) ?? []
            if word.hasPrefix(".") { return events }
            if let dot = word.lastIndex(of: ".") {
                return Self.memberCompletions(of: String(word[..<dot]), in: model.interpreter)
            }
            return model.interpreter.allTypes.map(\.qualifiedName) + events
        }
        addArgumentCompletion(for: .camino) { [weak self] _ in
            self?.machineState.model?.machine?.stateEnum?.cases.map(\.name) ?? []
        }
    }

    /// Each event case with the first sample the explorer would send: a line that runs as typed.
    private func eventCompletions(_ model: Model) -> [String] {
        guard let events = model.machine?.eventEnum else { return [] }
        let savedOutput = model.interpreter.output
        model.interpreter.output = { _ in }
        defer { model.interpreter.output = savedOutput }
        var seen = Set<String>()
        var lines: [String] = []
        for sample in Samples(interpreter: model.interpreter).eventSamples(of: events) {
            guard case .enumCase(let value) = sample.value, seen.insert(value.caseName).inserted else { continue }
            lines.append(sample.source.hasPrefix(".") ? sample.source : "." + sample.source)
        }
        for info in events.cases where !seen.contains(info.name) { lines.append("." + info.name) }
        return lines
    }

    /// `Perfil.` → `Perfil.ejemplo`, `Perfil.crear(`: the static members and cases of a model type.
    private static func memberCompletions(of typeName: String, in interpreter: Interpreter) -> [String] {
        guard let type = interpreter.allTypes.first(where: { $0.qualifiedName == typeName }) else { return [] }
        let members = type.cases.map(\.name) + type.staticProperties.keys.sorted() + type.staticMethods.keys.sorted().map { $0 + "(" }
        return members.map { typeName + "." + $0 }
    }
}
