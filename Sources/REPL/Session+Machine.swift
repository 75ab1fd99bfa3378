import Foundation
import Interpreter
import Language
import LineEditor
import Machines
import Messages
import Typing

/// The loaded model and the session's path through its machine.
final class MachineState {
    var model: Model?
    var timeline: Timeline?
    /// Swift typed without a model runs here; with a model, in the model's own interpreter.
    var scratch: Interpreter?
    var entryCount = 0
    var resultCount = 0
    var completionsRegistered = false
    /// What the type checker knows when no model is loaded (with a model, the model's own).
    var scratchTypes = TypeSession()

    /// The checker's view of the session: the model and the entries accepted after it.
    var types: TypeSession { model?.types ?? scratchTypes }
}

extension Session {
    var machineState: MachineState { component(MachineState.init) }

    /// Finds a model by name in the packs, or reads a `.swift` file. Set by the packs side
    /// (`Session+Lessons.swift`) so this file need not know how packs are stored.
    func handleCargar(_ arguments: String) {
        let name = arguments.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return showError(Msg.Machine.loadUsage) }
        let request: ModelRequest
        if name.hasSuffix(".swift") || FileManager.default.fileExists(atPath: name) {
            guard let data = FileManager.default.contents(atPath: name) else {
                return showError(Msg.Machine.unreadableFile(name))
            }
            let text = String(decoding: data, as: UTF8.self)
            let display = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
            request = ModelRequest(name: display, source: SourceFile(path: name, text: text))
        } else {
            switch findPackModel(name) {
            case .success(let found): request = found
            case .failure(let problem): return showError(problem.message)
            }
        }
        load(request)
    }

    func load(_ request: ModelRequest) {
        let result = Model.load(name: request.name, source: request.source, initial: request.initial,
                                legitimate: request.legitimate, machine: request.machine, machineAt: request.machineAt,
                                output: { [weak self] in self?.output.write($0) })
        switch result {
        case .failure(let failure):
            for diagnostic in failure.diagnostics { showError(diagnostic.rendered) }
            showError(Msg.Machine.loadFailed(request.name, count: failure.diagnostics.count))
        case .success(let model):
            install(model)
        }
    }

    private func install(_ model: Model) {
        let state = machineState
        state.scratchTypes = TypeSession()
        model.interpreter.shouldInterrupt = { Interrupt.isPending }
        state.model = model
        state.timeline = nil
        modelName = model.name
        guard let machine = model.machine else {
            let types = model.interpreter.allTypes.filter { !Machine.isPrelude($0) }.map(\.qualifiedName)
            show(Msg.Machine.loadedWithoutMachine(model.name, types: types))
            return show(Msg.Machine.missingShape)
        }
        start(machine, of: model) { initial in
            Msg.Machine.loaded(model.name, machine: machine.signature, state: machine.stateType.displayName,
                               event: machine.eventType.displayName, initial: initial)
        }
    }

    /// A fresh timeline from the machine's initial state, announced by `message`.
    private func start(_ machine: Machine, of model: Model, message: (String) -> String) {
        do {
            let initial = try model.initialState()
            machineState.timeline = Timeline(initial: initial)
            show(message(view.printer.description(initial)))
        } catch let failure as RuntimeError {
            showError(failure.diagnostic.rendered)
        } catch {
            showError("\(error)")
        }
    }

    /// `:maquina FUNC`: the loaded model (or the Swift typed at the prompt) runs FUNC as its machine,
    /// from its initial state. `:maquina` alone names the machine and the other candidates.
    func handleMaquina(_ arguments: String) {
        let name = arguments.trimmingCharacters(in: .whitespaces)
        let state = machineState
        if state.model == nil, let scratch = state.scratch {
            state.model = Model.session(name: Msg.Machine.promptModel, interpreter: scratch, types: state.scratchTypes)
            state.scratch = nil
            modelName = state.model?.name
        }
        guard let model = state.model else { return showError(Msg.Machine.noneToChoose) }
        guard !name.isEmpty else {
            let others = Machine.tied(in: model.interpreter).map(\.signature).filter { $0 != model.machine?.signature }
            guard let machine = model.machine else {
                return others.isEmpty ? showError(Msg.Machine.chooseUsage) : show(Msg.Machine.current("—", others: others))
            }
            return show(Msg.Machine.current(machine.signature, others: others))
        }
        switch Machine.named(name, in: model.interpreter) {
        case .failure(let problem):
            showError(Diagnostic(problem.message).rendered)
        case .success(let machine):
            model.choose(machine)
            state.timeline = nil
            start(machine, of: model) { initial in
                Msg.Machine.chosen(machine.signature, state: machine.stateType.displayName,
                                   event: machine.eventType.displayName, initial: initial)
            }
        }
    }

    /// Each entry gets one memory budget, however many events it sends or states it explores.
    func beginEntry() {
        machineState.model?.interpreter.beginEntry()
        machineState.scratch?.beginEntry()
    }

    var view: TransitionView { TransitionView(style: style, width: width) }

    /// The loaded machine and its timeline, or an explanation of what is missing.
    private func runningMachine() -> (Model, Machine)? {
        guard let model = machineState.model else {
            showError(Msg.Machine.noModelLoaded)
            return nil
        }
        guard let machine = model.machine, machineState.timeline != nil else {
            showError(Msg.Machine.noMachineLoaded)
            return nil
        }
        return (model, machine)
    }

    func handleEstado(_ arguments: String) {
        guard runningMachine() != nil, let timeline = machineState.timeline else { return }
        show(Msg.Machine.currentState(view.printer.description(timeline.current)))
    }

    func handleEventos(_ arguments: String) {
        guard let (model, machine) = runningMachine(), let timeline = machineState.timeline else { return }
        guard let events = machine.eventEnum else { return showError(Msg.Machine.noMachineLoaded) }
        var moving: [(event: String, to: String)] = [], unchanged: [String] = [], discarded: [String] = [], failing: [String] = []
        var seen = Set<String>()
        // Probing must not print what the model prints on a real step.
        let savedOutput = model.interpreter.output
        model.interpreter.output = { _ in }
        defer { model.interpreter.output = savedOutput }
        for event in Samples(interpreter: model.interpreter, machine: machine, initialState: timeline.initial).events(of: events) {
            let text = view.printer.description(event)
            guard seen.insert(text).inserted else { continue }
            do {
                let transition = try machine.step(timeline.current, event, in: model.interpreter)
                switch transition.outcome {
                case .discarded: discarded.append(text)
                case .unchanged: unchanged.append(text)
                case .moved: moving.append((text, view.printer.description(transition.to)))
                }
            } catch let failure as RuntimeError where model.interpreter.ranAway || model.interpreter.isOutOfMemory {
                // A step that runs away, or spends the entry's memory, would do it again for every event.
                return showError(failure.diagnostic.rendered)
            } catch {
                failing.append(text)
            }
        }
        show(Msg.Machine.eventsFrom(view.caseText(timeline.current)))
        // A long new state goes on under itself, past the event's arrow.
        if !moving.isEmpty { show(Msg.Machine.eventsThatMove); moving.forEach { show("    ." + $0.event + " → " + $0.to, hanging: hanging(8 + DisplayWidth.of($0.event))) } }
        if !unchanged.isEmpty { show(Msg.Machine.eventsUnchanged); unchanged.forEach { show("    ." + $0) } }
        if !discarded.isEmpty { show(Msg.Machine.eventsDiscarded); discarded.forEach { show("    ." + $0) } }
        if !failing.isEmpty { show(Msg.Machine.eventsFailing); failing.forEach { show("    ." + $0) } }
    }

    func handleEnviar(_ arguments: String) {
        let text = arguments.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return showError(Msg.Machine.sendUsage) }
        send(text.hasPrefix(".") ? text : "." + text)
    }

    /// A line starting with `.`, such as `.cargar(id: 7)`: an event to send.
    func handleEventLine(_ line: String) {
        guard machineState.model?.machine != nil else { return handleSwift(line) }
        send(line)
    }

    private func send(_ text: String) {
        guard let (model, machine) = runningMachine(), let current = machineState.timeline?.current else { return }
        machineState.entryCount += 1
        let file = SourceFile(path: "<entrada \(machineState.entryCount)>", text: text)
        switch machine.send(file, from: current, in: model.interpreter, types: machineState.types) {
        case .success(let transition):
            // Recorded in place: a copy of the timeline would copy its whole history on every event.
            machineState.timeline?.record(transition)
            view.lines(transition, machine: machine).forEach(show)
            warnIfIllegitimate(transition, model: model)
            showEffects(of: transition, machine: machine, model: model)
        case .failure(.refused(let diagnostics)):
            diagnostics.forEach { showError($0.rendered) }
        case .failure(.notAnEvent):
            showError(Msg.Machine.notAnEvent(text, type: machine.eventType.displayName))
        case .failure(.runtime(let failure)):
            showError(failure.diagnostic.rendered)
        case .failure(.other(let message)):
            showError(message)
        }
    }

    /// The model's `legitimo=` predicate, checked after every step that changed the state: an
    /// event the learner sends and an action a TCA effect sends back alike.
    func warnIfIllegitimate(_ transition: Transition, model: Model) {
        guard transition.changed, let predicate = model.legitimacyPredicate,
              (try? model.isLegitimate(transition.to)) == false else { return }
        show("  " + Msg.Explore.illegitimateState(predicate))
    }

    func handleDeshacer(_ arguments: String) {
        guard runningMachine() != nil else { return }
        guard machineState.timeline?.undo() != nil, let current = machineState.timeline?.current else {
            return showError(Msg.Machine.nothingToUndo)
        }
        show(Msg.Machine.undone(view.printer.description(current)))
        showSharedChanges()
    }

    /// After undo or redo: the instances this state shares with the rest of the history kept
    /// changing, as they would in a Swift program's history; say so, and why.
    private func showSharedChanges() {
        guard let changes = machineState.timeline?.currentChangedSince, !changes.isEmpty else { return }
        show(Msg.Machine.sharedInstancesChanged)
        for change in changes {
            show("    \(change.name): \(view.printer.debugDescription(change.old)) → \(view.printer.debugDescription(change.new))")
        }
    }

    func handleRehacer(_ arguments: String) {
        guard runningMachine() != nil else { return }
        guard machineState.timeline?.redo() != nil, let current = machineState.timeline?.current else {
            return showError(Msg.Machine.nothingToRedo)
        }
        show(Msg.Machine.redone(view.printer.description(current)))
        showSharedChanges()
    }

    func handleHistoria(_ arguments: String) {
        guard runningMachine() != nil, let timeline = machineState.timeline else { return }
        show(Msg.Machine.historyStart(view.printer.description(timeline.initial)))
        if !sameState(timeline.initialSnapshot, timeline.initial) {
            let fields = Transition(from: timeline.initialSnapshot, event: .void, to: timeline.initial, switches: []).changedFields
            show("       " + Msg.Machine.changedAfterward(fields.map { "\($0.name): \(view.printer.debugDescription($0.old))" }))
        }
        if timeline.transitions.isEmpty { return show(Msg.Machine.emptyHistory) }
        for (index, transition) in timeline.transitions.enumerated() {
            let marker = index < timeline.position ? "" : "  " + Msg.Machine.redoMarker
            let arrow: String
            switch transition.outcome {
            case .discarded: arrow = Msg.Machine.historyDiscarded
            case .unchanged: arrow = Msg.Machine.historyUnchanged
            case .moved: arrow = "→ " + view.printer.description(transition.to)
            }
            let lead = "  \(index + 1)  .\(view.printer.description(transition.event))  "
            show(lead + arrow + marker, hanging: hanging(DisplayWidth.of(lead) + 2))
            let since = transition.changedSince
            if !since.isEmpty {
                show("       " + Msg.Machine.changedAfterward(since.map { "\($0.name): \(view.printer.debugDescription($0.old))" }))
            }
        }
    }

    /// A listing's continuation column: under its text, unless that leaves too little room.
    private func hanging(_ column: Int) -> Int? { Msg.hangingColumn(column, width: width) }

    func handleReiniciar(_ arguments: String) {
        guard let (model, _) = runningMachine() else { return }
        do {
            let initial = try model.initialState()
            machineState.timeline = Timeline(initial: initial)
            show(Msg.Machine.reset(view.printer.description(initial)))
        } catch let failure as RuntimeError {
            showError(failure.diagnostic.rendered)
        } catch {
            showError("\(error)")
        }
    }

    /// Anything that is not a command nor an event: Swift, possibly several lines.
    /// Declarations stay in the session; an expression's value is shown as the Swift REPL does.
    func handleSwift(_ code: String) {
        let state = machineState
        let interpreter: Interpreter
        if let model = state.model { interpreter = model.interpreter }
        else if let scratch = state.scratch { interpreter = scratch }
        else {
            interpreter = Interpreter(output: { [weak self] in self?.output.write($0) })
            interpreter.shouldInterrupt = { Interrupt.isPending }
            state.scratch = interpreter
        }
        state.entryCount = nextEntryNumber()
        // A feature typed at the prompt gets its prelude, as in a file, once ComposableArchitecture is imported.
        let attached = ComposableArchitecture.attach(to: SourceFile(path: "<entrada \(state.entryCount)>", text: code),
                                                     imported: state.types.importsComposableArchitecture)
        let file = attached.source
        let parsed = Parse.file(file, operators: state.types.operators)
        if !parsed.diagnostics.isEmpty { return parsed.diagnostics.forEach { showError($0.rendered) } }
        if !attached.diagnostics.isEmpty { return attached.diagnostics.forEach { showError($0.rendered) } }
        // `estado` is the machine's current state in any line, as `:camino` conditions read it.
        if let model = state.model, let machine = model.machine, let current = state.timeline?.current {
            state.types.setSessionConstant(PathSearch.stateName, type: machine.stateTypeRef)
            interpreter.setSessionConstant(PathSearch.stateName, current)
        }
        // Typed before anything runs: a rejected entry changes nothing in the session.
        _ = declareConformancesThatComeLater(before: code)
        var checked = state.types.check(parsed.unit, in: file, isEntry: true)
        if !checked.diagnostics.isEmpty, declareWhatComesLater(for: checked.diagnostics.map(\.message)) {
            checked = state.types.check(parsed.unit, in: file, isEntry: true)
        }
        if !checked.diagnostics.isEmpty { return checked.diagnostics.forEach { showError($0.rendered) } }
        state.types.operators = parsed.operators
        do {
            guard let value = try interpreter.run(checked.unit, file: file, program: state.types.program) else { return }
            // `()` and `()?` (a mutating call through `?.`) are statements, not results to show.
            if case .void = value { return }
            if case .optional(.void?) = value { return }
            if checked.showsNoResult { return }
            // The value as Swift's own REPL shows it: the program's output, never rewrapped.
            var typeName = checked.resultType?.echoSpelling ?? interpreter.typeName(of: value)
            if case .optional(nil) = value, checked.resultType == nil, let nilType = checked.nilType { typeName = nilType.echoSpelling }
            showVerbatim(style.dim("$R\(state.resultCount):") + " " + view.swift(typeName) + " = "
                 + view.swift(ValuePrinter.short.resultDescription(value)))
            state.resultCount += 1
        } catch let failure as RuntimeError {
            state.types.forgetLast()
            showError(failure.diagnostic.rendered)
        } catch {
            state.types.forgetLast()
            showError("\(error)")
        }
    }

    /// `lesson repl --modelo M`: load M before the first prompt.
    public func start(model: String) { handleCargar(model) }
}

/// What `:cargar` needs to load a model, from a pack or a file.
struct ModelRequest {
    var name: String
    var source: SourceFile
    var initial: String? = nil
    var legitimate: String? = nil
    var machine: String? = nil
    var machineAt: SourceLocation? = nil
}
