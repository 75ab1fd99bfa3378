import Arithmetic
import Foundation
import GraphDrawing
import Interpreter
import Language
import LineEditor
import Machines
import Messages
import Packs
import Platform

// `:alcanzables`, `:camino`, `:tabla`, `:grafo`, `:exportar-test`: the machine seen whole.
extension Session {
    /// Explores the loaded machine from its initial state; nil (with a message shown) when
    /// there is no machine or the model traps before starting. On a terminal, a long search
    /// shows a live count of the states found.
    func explore(tracing: Bool = true, limit: Int = Session.explorationLimit) -> (Model, Exploration)? {
        guard let model = machineState.model else { showError(Msg.Machine.noModelLoaded); return nil }
        guard model.machine != nil else { showError(Msg.Machine.noMachineLoaded); return nil }
        let live = standardOutputIsTerminal()
        // Redrawn in place, the live line must never wrap: a narrow terminal gets the short form.
        let columns = width
        var shown = false
        defer { if shown { output.write("\r\u{1B}[K") } }
        do {
            let exploration = try Exploration.run(model: model, limit: limit, tracing: tracing,
                                                  shouldStop: { Interrupt.isPending },
                                                  progress: live ? { [self] count in
                                                      guard count >= Self.liveCountFrom else { return }
                                                      shown = true
                                                      let line = Msg.Explore.exploring(count)
                                                      output.write("\r\u{1B}[K" + (DisplayWidth.of(line) < columns ? line : Msg.Explore.exploringShort(count)))
                                                  } : nil)
            return (model, exploration)
        } catch let failure as RuntimeError {
            showError(failure.diagnostic.rendered)
        } catch {
            showError("\(error)")
        }
        return nil
    }

    /// `:alcanzables` without a limit: the lessons' machines have a few dozen states, and a
    /// machine with a counter would otherwise keep a debug build busy for many seconds.
    /// (Variables only so the fuzz harness can keep each of its runs small.)
    nonisolated(unsafe) public static var explorationLimit = 10_000
    /// The most `:alcanzables N` explores; memory grows with the states kept.
    static let explorationCeiling = 2_000_000
    /// Tables and graphs group states by case: a couple of thousand states find every case a
    /// lesson's machine reaches, and a machine with a counter answers at once.
    nonisolated(unsafe) public static var viewExplorationLimit = 2_000
    /// Rows of `:tabla` and nodes of `:grafo` (ascii) shown unless the learner asks for more.
    static let viewLimit = 24
    /// Below this many states the live count is not worth a line.
    static let liveCountFrom = 2_000

    func handleAlcanzables(_ arguments: String) {
        var limit = Self.explorationLimit
        let text = arguments.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
        if !text.isEmpty {
            guard let requested = Int(text), requested > 0 else { return showError(Msg.Explore.reachableUsage) }
            limit = min(requested, Self.explorationCeiling)
        }
        guard let (model, exploration) = explore(limit: limit) else { return }
        let machine = exploration.machine
        show(Msg.Explore.header(initial: ValuePrinter.short.description(exploration.states[0]), events: exploration.events.count))
        show(Msg.Explore.reached(exploration.states.count, transitions: exploration.transitionCount,
                                 complete: exploration.isComplete, interrupted: exploration.wasInterrupted,
                                 limit: limit))
        let formula = ShapeAnalyzer(interpreter: model.interpreter).formula(of: machine.stateType)
        var reachedShapes = Set<ShapeKey>()
        for state in exploration.states { reachedShapes.insert(formula.key(of: state)) }
        let shapes = reachedShapes.count
        show(Msg.Explore.shapes(reached: shapes, representable: formula.count.description, type: machine.stateType.displayName))
        if let info = machine.stateEnum {
            let unreached = exploration.unreachedCases()
            let reached = info.cases.map(\.name).filter { !unreached.contains($0) }
            show(Msg.Explore.casesReached(info.qualifiedName, reached.map { "." + $0 }))
            show(Msg.Explore.casesNeverReached(unreached.map { "." + $0 }))
        } else {
            ReachedListing(exploration: exploration, limit: Self.viewLimit).lines().forEach { show($0) }
        }
        showLegitimacy(model: model, exploration: exploration)
        let silent = exploration.armsNeverFired().map { arm in
            "\(ArmText.label(arm, in: machine.function.file))   \(machine.function.file.location(of: arm.labelSpan.start).shortDescription)"
        }
        show(Msg.Explore.armsNeverFired(silent))
        for failure in exploration.failures.prefix(5) {
            show(Msg.Explore.failure(state: ValuePrinter.short.description(exploration.states[failure.state]),
                                     event: exploration.events[failure.event].source, message: failure.message))
        }
    }

    /// With a `legitimo=` predicate: how many reached states it rejects, and the nearest one.
    private func showLegitimacy(model: Model, exploration: Exploration) {
        guard let predicate = model.legitimacyPredicate, (try? model.isLegitimate(exploration.states[0])) != nil else { return }
        var rejected = 0
        var nearest: Int?
        for (index, state) in exploration.states.enumerated() {
            do {
                if try model.isLegitimate(state) == false {
                    rejected += 1
                    if nearest == nil { nearest = index }
                }
            } catch let failure as RuntimeError {
                return show(Msg.Explore.predicateFailed(predicate, state: ValuePrinter.short.description(state),
                                                        message: failure.message))
            } catch {
                return
            }
        }
        show(Msg.Explore.illegitimateReached(rejected, of: exploration.states.count, predicate: predicate))
        if let nearest {
            show(Msg.Explore.illegitimateExample(ValuePrinter.short.description(exploration.states[nearest]),
                                                 steps: exploration.path(to: nearest).count))
        }
    }

    /// `:tabla [N]` and `:grafo [FORMATO] [N]`: how many rows or nodes to show.
    private func viewLimit(_ word: String?) -> Int? {
        guard let word else { return Self.viewLimit }
        guard let number = Int(word.replacingOccurrences(of: "_", with: "")), number > 0 else { return nil }
        return number
    }

    func handleTabla(_ arguments: String) {
        let words = arguments.split(separator: " ").map(String.init)
        guard words.count <= 1, let limit = viewLimit(words.first) else { return showError(Msg.Explore.tableUsage) }
        guard let (model, exploration) = explore(limit: max(Self.viewExplorationLimit, limit)) else { return }
        let table = TransitionTable.build(model: model, exploration: exploration, rowLimit: limit)
        show(Msg.Explore.tableLegend(table.file))
        // Laid out to fit: the lines need no wrapping.
        showVerbatim(TableLayout(table: table, width: width).lines().joined(separator: "\n"))
        if table.rows.count < table.totalRows {
            show(Msg.Explore.showingRows(table.rows.count, of: table.totalRows, complete: exploration.isComplete))
        } else if !exploration.isComplete {
            show(Msg.Explore.tableIncomplete(exploration.states.count))
        }
        if !table.unreachedCases.isEmpty { show(Msg.Explore.rowsNeverReached(table.unreachedCases)) }
    }

    func handleGrafo(_ arguments: String) {
        var words = arguments.split(separator: " ").map { $0.lowercased() }
        var format = "ascii"
        if let first = words.first, ["ascii", "mermaid", "dot"].contains(first) { format = first; words.removeFirst() }
        guard words.count <= 1, let limit = viewLimit(words.first) else { return showError(Msg.Explore.graphUsage) }
        let drawn = format == "ascii"
        guard let (model, exploration) = explore(limit: max(Self.viewExplorationLimit, limit)) else { return }
        // Mermaid and DOT are exports: the whole graph explored. The drawing shows what fits.
        var graph = TransitionGraph.build(model: model, exploration: exploration, nodeLimit: drawn ? limit : nil)
        if let current = machineState.timeline?.current { graph.current = graph.node(of: current, in: exploration) }
        switch format {
        // Exports are code to copy: a line of Mermaid broken in two is no longer Mermaid.
        case "mermaid": showVerbatim(graph.mermaid)
        case "dot": showVerbatim(graph.dot)
        default:
            let picture = drawing(of: graph)
            let lines = picture.styled.map { $0.ansi(color: style.enabled) }.joined(separator: "\n")
            // Boxes and arrows are laid out to the width; the compact form is words.
            if picture.isCompact { show(lines) } else { showVerbatim(lines) }
            if graph.nodes.count < graph.totalNodes {
                show(Msg.Explore.showingNodesHint(graph.nodes.count, of: graph.totalNodes, complete: exploration.isComplete))
            }
        }
    }

    /// The graph as boxes and arrows, the current state's node highlighted.
    private func drawing(of graph: TransitionGraph) -> GraphPicture {
        let nodes = graph.nodes.map { node in
            GraphNode(id: node.id, label: node.label, isInitial: node.id == graph.initial, isCurrent: node.id == graph.current)
        }
        let edges = graph.edges.map { GraphEdge(from: $0.from, to: $0.to, label: $0.label) }
        return GraphRenderer.draw(nodes: nodes, edges: edges, width: width)
    }

    func handleExportarTest(_ arguments: String) {
        guard let model = machineState.model, let machine = model.machine, let timeline = machineState.timeline else {
            return showError(Msg.Machine.noModelLoaded)
        }
        guard !timeline.past.isEmpty else { return showError(Msg.Explore.nothingToExport) }
        let path = arguments.trimmingCharacters(in: .whitespaces)
        // A `.swift` name (or a file an earlier export wrote) is the single file; anything else a package.
        guard path.isEmpty || path.hasSuffix(".swift") || ExistingFile.kind(at: path) == .regular else {
            return exportPackage(TestPackage(model: model, machine: machine, transitions: Array(timeline.past)), to: path)
        }
        let export = TestExport.source(model: model, machine: machine, transitions: Array(timeline.past))
        guard !path.isEmpty else {
            showVerbatim(export.source)
            return
        }
        // Only a regular file that lesson wrote may be replaced: never a device (/dev/full as
        // root), a FIFO (reading it would block), a folder or a link, whatever it points at.
        if let refusal = Self.refusal(path, kind: TestPackage.mayReplace(path, manifest: false)) { return showError(refusal) }
        do {
            try AtomicFile.write(Data(export.source.utf8), to: URL(fileURLWithPath: path), creatingFolders: false)
            show(Msg.Explore.exported(path, count: export.exported, skipped: export.skipped))
        } catch {
            showError(Msg.Explore.cannotWrite(path))
        }
    }

    /// Writes the package, after checking every folder and file it would touch: nothing is
    /// written when one of them is not lesson's to replace.
    private func exportPackage(_ package: TestPackage, to path: String) {
        let root = URL(fileURLWithPath: path)
        for folder in [""] + TestPackage.folders {
            let folderPath = folder.isEmpty ? path : root.appendingPathComponent(folder).path
            switch ExistingFile.kind(at: folderPath) {
            case .none, .directory: continue
            case .regular: return showError(Msg.Explore.notAFolder(folderPath, Msg.Explore.aFile))
            case .link: return showError(Msg.Explore.notAFolder(folderPath, Msg.Explore.aLink))
            case .fifo: return showError(Msg.Explore.notAFolder(folderPath, Msg.Explore.aFIFO))
            case .device: return showError(Msg.Explore.notAFolder(folderPath, Msg.Explore.aDevice))
            case .socket: return showError(Msg.Explore.notAFolder(folderPath, Msg.Explore.aSocket))
            }
        }
        for file in package.files {
            let filePath = root.appendingPathComponent(file.path).path
            let kind = TestPackage.mayReplace(filePath, manifest: file.path == "Package.swift")
            if let refusal = Self.refusal(filePath, kind: kind) { return showError(refusal) }
        }
        do {
            for folder in [""] + TestPackage.folders where ExistingFile.kind(at: root.appendingPathComponent(folder).path) == .none {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: false)
            }
            for file in package.files {
                try AtomicFile.write(Data(file.text.utf8), to: root.appendingPathComponent(file.path), creatingFolders: false)
            }
            show(Msg.Explore.exportedPackage(path, count: package.exported, skipped: package.skipped))
        } catch {
            showError(Msg.Explore.cannotWrite(path))
        }
    }

    /// Why an export will not write `path`, given what is there (nil: absent or lesson's own).
    private static func refusal(_ path: String, kind: ExistingFile.Kind?) -> String? {
        switch kind {
        case nil, .none?: return nil
        case .regular?: return Msg.Explore.wouldOverwrite(path)
        case .directory?: return Msg.Explore.notARegularFile(path, Msg.Explore.aDirectory)
        case .link?: return Msg.Explore.notARegularFile(path, Msg.Explore.aLink)
        case .fifo?: return Msg.Explore.notARegularFile(path, Msg.Explore.aFIFO)
        case .device?: return Msg.Explore.notARegularFile(path, Msg.Explore.aDevice)
        case .socket?: return Msg.Explore.notARegularFile(path, Msg.Explore.aSocket)
        }
    }
}
