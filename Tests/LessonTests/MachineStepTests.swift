import Interpreter
import Language
import Machines
import Testing

/// The machine step API as data: every `switch` that ran with its arm, bindings and false
/// guards, the fields that changed, and «changed» decided by value, class instances included.
@Suite("Machines: un paso como datos")
struct MachineStepTests {
    private func model(_ text: String) throws -> Model {
        try Model.load(name: "prueba", source: SourceFile(path: "prueba.swift", text: text), output: { _ in }).get()
    }

    private let lampara = """
    enum Nivel { case bajo, alto }
    struct Lampara { var encendida = false; var nivel = Nivel.bajo; var usos = 0 }
    enum Orden { case pulsar, subir(Int) }
    func nivel(tras orden: Orden, desde nivel: Nivel) -> Nivel {
        switch orden {
        case .subir(let cuanto) where cuanto > 5: return .alto
        case .subir, .pulsar: return nivel
        }
    }
    func paso(_ l: Lampara, con orden: Orden) -> Lampara {
        var nueva = l
        switch orden {
        case .pulsar: nueva.encendida.toggle(); nueva.usos += 1
        case .subir(let cuanto) where cuanto > 100: nueva.usos = 0
        case .subir(let cuanto): nueva.nivel = nivel(tras: .subir(cuanto), desde: l.nivel)
        }
        return nueva
    }
    """

    @Test("un paso nombra cada switch que corrió, con su brazo, lo que enlazó y las guardas falsas")
    func everySwitch() throws {
        let model = try model(lampara)
        let machine = try #require(model.machine)
        let file = SourceFile(path: "<entrada 1>", text: ".subir(7)")
        let transition = try machine.send(file, from: try model.initialState(), in: model.interpreter, types: model.types).get()
        #expect(transition.switches.count == 2)
        let own = try #require(transition.machineSwitch)
        #expect(own.depth == 1)
        #expect(own.bindings.map(\.name) == ["cuanto"])
        #expect(own.failedGuards.count == 1, "`where cuanto > 100` no se cumple con 7")
        let inner = transition.switches[1]
        #expect(inner.depth == 2)
        #expect(inner.failedGuards.isEmpty)
        #expect(inner.matchedLabel != nil)
        #expect(transition.changed)
        #expect(transition.changedFields.map(\.name) == ["nivel"])
        #expect(ValuePrinter.short.debugDescription(transition.changedFields[0].new) == ".alto")
    }

    @Test("un brazo que coincide y no cambia nada no «se descarta»; uno que no es del tipo de eventos no se envía")
    func discardedAndRefused() throws {
        let model = try model(lampara)
        let machine = try #require(model.machine)
        let initial = try model.initialState()
        let same = try machine.send(SourceFile(path: "<e>", text: ".subir(2)"), from: initial, in: model.interpreter, types: model.types).get()
        #expect(same.outcome == .unchanged)
        #expect(!same.isDiscarded)
        #expect(same.changedFields.isEmpty)
        switch machine.send(SourceFile(path: "<e>", text: "let x = 1"), from: initial, in: model.interpreter, types: model.types) {
        case .failure(.notAnEvent): break
        case let other: Issue.record("esperaba notAnEvent, llegó \(other)")
        }
        for refused in [".subir(", ".subir(\"siete\")", "Nivel.alto"] {
            switch machine.send(SourceFile(path: "<e>", text: refused), from: initial, in: model.interpreter, types: model.types) {
            case .failure(.refused(let diagnostics)): #expect(!diagnostics.isEmpty, "\(refused)")
            case let other: Issue.record("esperaba que \(refused) se rechazara, llegó \(other)")
            }
        }
    }

    @Test("con una clase en el estado, cambiar sus campos cuenta como cambio, y la historia comparte la instancia como en Swift")
    func instanceFields() throws {
        let model = try model("""
        final class Contador { var cuenta = 0 }
        struct Estado { var contador = Contador(); var nombre = "a" }
        enum Evento { case sumar, nada }
        func paso(_ e: Estado, con evento: Evento) -> Estado {
            switch evento {
            case .sumar: e.contador.cuenta += 1
            case .nada: break
            }
            return e
        }
        """)
        let machine = try #require(model.machine)
        #expect(machine.stateMayHoldInstances)
        let initial = try model.initialState()
        let sumar = try machine.send(SourceFile(path: "<e>", text: ".sumar"), from: initial, in: model.interpreter, types: model.types).get()
        #expect(sumar.changed)
        #expect(sumar.changedFields.map(\.name) == ["contador"])
        // As in a Swift program's history, the instance is shared: the state before sees the change,
        // and the transition keeps what it was to show the difference.
        #expect(ValuePrinter.short.debugDescription(initial).contains("cuenta: 1"), "la historia comparte la instancia")
        #expect(ValuePrinter.short.debugDescription(sumar.from).contains("cuenta: 0"))
        let nada = try machine.send(SourceFile(path: "<e>", text: ".nada"), from: sumar.to, in: model.interpreter, types: model.types).get()
        #expect(nada.isDiscarded)
        #expect(sameState(sumar.to, nada.to))
        #expect(sumar.changedSince.isEmpty)
        _ = try machine.send(SourceFile(path: "<e>", text: ".sumar"), from: nada.to, in: model.interpreter, types: model.types).get()
        #expect(sumar.changedSince.map(\.name) == ["contador"], "la instancia cambió después de llegar")
        // Probing and exploring never touch the session's instances: they step on a copy.
        let probe = try machine.step(nada.to, .enumCase(EnumValue(type: try #require(machine.eventEnum), caseName: "sumar", payload: [])),
                                     in: model.interpreter)
        #expect(!sameState(probe.to, nada.to))
    }

    @Test("la exploración de estados con clases distingue por campos, no por el texto")
    func exploresInstances() throws {
        let model = try model("""
        final class Caja { var n = 0 }
        struct Estado { var caja = Caja() }
        enum Evento { case sumar, reiniciar }
        func paso(_ e: Estado, con evento: Evento) -> Estado {
            switch evento {
            case .sumar: if e.caja.n < 3 { e.caja.n += 1 }
            case .reiniciar: e.caja.n = 0
            }
            return e
        }
        """)
        let exploration = try Exploration.run(model: model, limit: 100)
        #expect(exploration.isComplete)
        #expect(exploration.states.count == 4)
        #expect(exploration.firedArms.count == 2)
    }
}
