import Interpreter
import Language
import Machines
import Messages

// `:camino CASO | CONDICIÓN | ilegitimo`: the shortest way there, as lines to type.
extension Session {
    func handleCamino(_ arguments: String) {
        let text = arguments.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return showError(Msg.Explore.pathUsage) }
        let goal: PathSearch.Goal
        let bare = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if ["ilegitimo", "ilegítimo"].contains(bare) {
            goal = .illegitimate
        } else if bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            goal = .stateCase(bare)
        } else {
            goal = .condition(text)
        }
        guard let (model, exploration) = explore(tracing: false) else { return }
        let described: String
        switch goal {
        case .stateCase(let name): described = "." + name
        case .condition(let condition): described = condition
        case .illegitimate: described = Msg.Explore.illegitimateGoal
        }
        switch PathSearch.find(goal, in: exploration, model: model) {
        case .found(let state, let path):
            if case .stateCase(let name) = goal, exploration.machine.stateEnum != nil {
                show(Msg.Explore.pathHeader(name, steps: path.count))
            } else {
                show(Msg.Explore.pathTo(described, steps: path.count,
                                        state: ValuePrinter.short.description(exploration.states[state])))
            }
            for event in path { show("  " + event.source) }
        case .refused(let diagnostics):
            diagnostics.forEach { showError($0.rendered) }
        case .unknownCase(let name, let types, let cases):
            if exploration.machine.stateEnum != nil, let type = types.first {
                showError(Msg.Explore.unknownCase(name, type: type, cases: cases))
            } else {
                showError(Msg.Explore.unknownCaseOfFields(name, types: types, cases: cases))
            }
        case .never(let complete, let explored):
            if case .stateCase(let name) = goal, exploration.machine.stateEnum != nil {
                show(Msg.Explore.unreachable(name, complete: complete))
            } else {
                show(Msg.Explore.conditionNever(described, complete: complete, explored: explored))
            }
        case .noPredicate:
            showError(Msg.Explore.noPredicate)
        case .failed(let state, let failure):
            showError(Msg.Explore.conditionFailed(described, state: ValuePrinter.short.description(exploration.states[state]),
                                                  message: failure.message))
        }
    }
}
