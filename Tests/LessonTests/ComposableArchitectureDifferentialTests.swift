import Foundation
import Interpreter
import Language
import Machines
import Packs
import Testing

/// A TCA feature run by the REPL's prelude against the same feature compiled by swiftc with the
/// same TCA surface written for it (`ComposableArchitecture.compiledSurface`): from the initial
/// state, a breadth-first search sends the explorer's sample actions to every state it reaches
/// and prints each step as «from, action, to, effect». Both must give the same steps. swiftc
/// cannot expand TCA's macros, so the compiled copy writes `@Reducer` out as the conformance
/// it adds and drops `@ObservableState`, which changes nothing a reducer does.
@Suite("Una feature de TCA da los mismos pasos y efectos en el REPL que compilada con swiftc")
struct ComposableArchitectureDifferentialTests {
    static let limit = 200
    static let fixtures = ["contador.swift", "descarga.swift"]

    @Test("una feature de prueba, paso a paso en el REPL y compilada", arguments: fixtures)
    func feature(_ name: String) throws {
        let text = try String(contentsOf: fixture("tca/\(name)"), encoding: .utf8)
        try compare(name: name, source: SourceFile(path: name, text: text))
    }

    @Test("la feature de la lección 2, paso a paso en el REPL y compilada")
    func lessonFeature() throws {
        let root = fixture("").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let found = try PackLoader.load(roots: [root]).model("carga-tca").get()
        try compare(name: "carga-tca", source: found.source)
    }

    static let rejected: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixture("tca/rechazados").path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    @Test("una feature que swiftc rechaza junto a la misma parte de TCA se rechaza en la misma línea y columna", arguments: rejected)
    func rejectedFeature(_ name: String) throws {
        let text = try String(contentsOf: fixture("tca/rechazados/\(name)"), encoding: .utf8)
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("main.swift")
        try ComposableArchitecture.compiledProgram(text).write(to: file, atomically: true, encoding: .utf8)
        let compiler = try CompiledSwift.diagnostics(of: file)
        #expect(!compiler.accepted, "swiftc acepta \(name)")
        let first = compiler.output.split(separator: "\n").first { !$0.hasPrefix(" ") && $0.contains(": error:") }
        let position = try #require(first).split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) }
        let loaded = Model.load(name: name, source: SourceFile(path: name, text: text), output: { _ in })
        guard case .failure(let failure) = loaded else {
            Issue.record("lesson acepta \(name); swiftc:\n\(compiler.output)")
            return
        }
        let ours = try #require(failure.diagnostics.first?.location)
        #expect([ours.line, ours.column] == position, "\(failure.diagnostics[0].rendered)\nswiftc:\n\(compiler.output)")
    }

    private func compare(name: String, source: SourceFile) throws {
        let model = try Model.load(name: name, source: source, output: { _ in }).get()
        let machine = try #require(model.machine)
        #expect(machine.shape == .feature)
        let events = try Exploration.run(model: model, limit: 10).events
        let initial = try model.initialState()
        // The REPL's side: the same search, each step through the machine, with its effect.
        var states = [initial]
        var seen = [TestExport.form(initial): 0]
        var expected: [String] = []
        var next = 0
        while next < states.count {
            let state = states[next]
            for (index, event) in events.enumerated() {
                let step = try machine.step(state, event.value, in: model.interpreter)
                let form = TestExport.form(step.to)
                var target = form
                if seen[form] == nil {
                    if states.count < Self.limit {
                        seen[form] = states.count
                        states.append(step.to)
                    } else {
                        target = "…"
                    }
                }
                expected.append("\(TestExport.form(state))\t\(index)\t\(target)\t\(Self.text(step.effect))")
            }
            next += 1
        }
        let program = search(source: ComposableArchitecture.forSwiftc(source.text), machine: machine,
                             initial: machine.initialStateSource(expression: nil, in: model.interpreter),
                             events: events.map(\.source))
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("main.swift")
        try program.write(to: file, atomically: true, encoding: .utf8)
        let binary = try CompiledSwift.executable(for: [file])
        let output = try CompiledSwift.run(binary)
        #expect(output.status == 0, "\(name): \(output.output)")
        let compiled = output.output.split(separator: "\n").map(String.init)
        #expect(compiled.filter { $0.hasPrefix("estados ") } == ["estados \(states.count)"], "\(name): estados alcanzados")
        let edges = compiled.filter { !$0.hasPrefix("estados ") }
        #expect(edges == expected, "\(name): pasos y efectos")
        // Every kind of effect is exercised: the comparison says something about each.
        for kind in [".none", ".send(", ".run"] { #expect(expected.contains { $0.contains("\t" + kind) }, "\(name): \(kind)") }
    }

    static func text(_ effect: ReducerEffect?) -> String {
        switch effect {
        case .none?: return ".none"
        case .send(let action)?: return ".send(\(TestExport.form(action)))"
        case .run?: return ".run"
        case nil: return "sin efecto"
        }
    }

    /// The TCA surface, the feature, and the same search with each step's effect.
    private func search(source: String, machine: Machine, initial: String, events: [String]) -> String {
        let feature = machine.owner?.qualifiedName ?? ""
        let effect = """
            func efectoDeLaBusqueda(_ efecto: Effect<\(feature).Action>) -> String {
                switch efecto {
                case .none: return ".none"
                case .send(let accion): return ".send(\\(formaDeLaSesion(accion)))"
                case .run: return ".run"
                }
            }
            """
        return SearchProgram.source(declarations: ComposableArchitecture.compiledSurface + source + "\n" + effect,
                                    stateType: feature + ".State", eventType: feature + ".Action", initial: initial,
                                    events: events, step: "let efecto = \(feature)().reduce(into: &nuevo, action: evento)",
                                    column: "efectoDeLaBusqueda(efecto)", limit: Self.limit)
    }
}
