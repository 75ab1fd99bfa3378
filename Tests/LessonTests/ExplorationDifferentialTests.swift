import Foundation
import Interpreter
import Language
import Machines
import Packs
import Testing

/// The explorer's graph against the same breadth-first search compiled by swiftc: for each
/// model, a Swift program sends the explorer's own sample events to every state it reaches, in
/// the same order and up to the same limit, and prints every transition as «from, event, to»
/// (states by their form). Both must list the same transitions and reach the same states.
@Suite("El grafo del explorador es el de la misma búsqueda compilada con swiftc")
struct ExplorationDifferentialTests {
    static let limit = 300

    static let fixtures = ["cerradura.swift", "termostato.swift", "casa.swift", "perfil.swift", "generica.swift"]
    static let lessonModels = ["destinos-enum", "perfil-banderas", "asistente", "carga", "carga-campos-sueltos"]

    @Test("un modelo de prueba, explorado y compilado", arguments: fixtures)
    func fixtureModel(_ name: String) throws {
        let url = fixture("machines/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        try compare(name: name, source: SourceFile(path: name, text: text), initial: nil, legitimate: nil)
    }

    @Test("un modelo de las lecciones, explorado y compilado", arguments: lessonModels)
    func lessonModel(_ name: String) throws {
        let root = fixture("").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let found = try PackLoader.load(roots: [root]).model(name).get()
        try compare(name: name, source: found.source, initial: found.initial, legitimate: found.legitimate)
    }

    private func compare(name: String, source: SourceFile, initial: String?, legitimate: String?) throws {
        let model = try Model.load(name: name, source: source, initial: initial, legitimate: legitimate, output: { _ in }).get()
        let machine = try #require(model.machine)
        let exploration = try Exploration.run(model: model, limit: Self.limit)
        var expected: [String] = []
        for state in 0..<exploration.exploredCount {
            for edge in exploration.edges(from: state) {
                let target = edge.to >= 0 ? TestExport.form(exploration.states[edge.to]) : "…"
                expected.append("\(TestExport.form(exploration.states[state]))\t\(edge.event)\t\(target)")
            }
        }
        #expect(exploration.failures.isEmpty, "\(name): un paso falló al explorar")
        let program = search(source: source.text, machine: machine,
                             initial: machine.initialStateSource(expression: initial, in: model.interpreter),
                             events: exploration.events.map(\.source))
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("busqueda.swift")
        try program.write(to: file, atomically: true, encoding: .utf8)
        let binary = try CompiledSwift.executable(for: [file])
        let output = try CompiledSwift.run(binary)
        #expect(output.status == 0, "\(name): \(output.output)")
        let compiled = output.output.split(separator: "\n").map(String.init)
        let states = compiled.filter { $0.hasPrefix("estados ") }
        let edges = compiled.filter { !$0.hasPrefix("estados ") }
        #expect(states == ["estados \(exploration.states.count)"], "\(name): estados alcanzados")
        #expect(Set(edges) == Set(expected), "\(name): transiciones por evento")
        #expect(edges.count == expected.count)
        // Every event sent reached some arm: no model here has an arm that payloads cannot fire.
        #expect(exploration.armsNeverFired().isEmpty, "\(name): brazos sin disparar")
    }

    /// The model, the form helper and a breadth-first search over the explorer's events.
    private func search(source: String, machine: Machine, initial: String, events: [String]) -> String {
        SearchProgram.source(declarations: source, stateType: machine.stateType.displayName,
                             eventType: machine.eventType.displayName, initial: initial, events: events,
                             step: SwiftSource.step(machine, variable: "nuevo", event: "evento"), limit: Self.limit)
    }
}
