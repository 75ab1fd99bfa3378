import Interpreter
import Machines
import Messages

/// A TCA feature's effects after its transition: shown as values, and `.send(.x)` received
/// next at once, as the store delivers it (a TestStore asks for it with `receive`). `.run` is
/// asynchronous work the REPL never starts.
extension Session {
    /// How many `.send` effects in a row one event may feed back before the REPL stops receiving them.
    static let sendChainLimit = 20

    /// Shows `transition`'s effect and receives what it sends, each step recorded as its own
    /// transition (undone one at a time, like the TestStore's `send` and `receive`).
    func showEffects(of transition: Transition, machine: Machine, model: Model) {
        var last = transition
        for _ in 0..<Self.sendChainLimit {
            guard let effect = last.effect else { return }
            switch effect {
            case .none:
                return show("  " + Msg.TCA.effect(".none"))
            case .run:
                return show("  " + Msg.TCA.effect(Msg.TCA.runEffect))
            case .send(let action):
                let text = view.printer.debugDescription(action)
                show("  " + Msg.TCA.effect(".send(\(text))"))
                guard let current = machineState.timeline?.current else { return }
                show(Msg.TCA.receives(text))
                do {
                    last = try machine.step(current, action, in: model.interpreter, sharing: true)
                } catch let failure as RuntimeError {
                    return showError(failure.diagnostic.rendered)
                } catch {
                    return showError("\(error)")
                }
                machineState.timeline?.record(last)
                view.lines(last, machine: machine).forEach(show)
                warnIfIllegitimate(last, model: model)
            }
        }
        showError(Msg.TCA.tooManySends(Self.sendChainLimit))
    }
}
