import Arithmetic
import Interpreter
import Language
import Machines

/// The program `validar` compiles beside a model: it replays event sequences drawn from the
/// model and prints, after every step, the state's form and `print(estado)`. The interpreter
/// replays the same sequences; the two transcripts must agree line by line.
struct DifferentialDriver: Sendable {
    let source: String
    /// One line the compiled program must print, as the interpreter printed it.
    struct Line: Sendable {
        enum Kind: Sendable { case modelOutput, form, statePrint, separator }
        let text: String
        let kind: Kind
    }

    /// What the interpreter printed for the same sequences: the model's own prints, then the
    /// state's form and `print(estado)` after each step, and a separator after each sequence.
    let expected: [Line]
    let steps: Int
    /// States holding dates, tasks or UUIDs print differently on every run: only forms compare.
    let comparesPrintLines: Bool

    static let separator = "--"

    /// Sequences: the shortest path to each of the first reached states, followed by every event once.
    static func make(model: Model, machine: Machine, sequenceLimit: Int = 8) throws -> DifferentialDriver {
        let interpreter = model.interpreter
        let exploration = try Exploration.run(model: model, limit: 200, tracing: false)
        let events = exploration.events.filter { !$0.source.contains("…") }
        var sequences: [[Sample]] = []
        for index in exploration.states.indices.prefix(sequenceLimit) {
            let path = exploration.path(to: index)
            guard path.allSatisfy({ !$0.source.contains("…") }) else { continue }
            sequences.append(path + events)
        }
        var expected: [Line] = []
        let saved = interpreter.output
        // What the model prints during a step is part of the transcript, as in the compiled program.
        var pending = ""
        interpreter.output = { text in pending += text }
        defer { interpreter.output = saved }
        func flushModelOutput() {
            var lines = pending.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            expected += lines.map { Line(text: $0, kind: .modelOutput) }
            pending = ""
        }
        var sawOpaque = false
        var steps = 0
        for sequence in sequences {
            var state = try model.initialState()
            flushModelOutput()
            for event in sequence {
                state = try machine.advance(state, event.value, in: interpreter)
                flushModelOutput()
                sawOpaque = sawOpaque || containsOpaque(state)
                expected.append(Line(text: TestExport.form(state), kind: .form))
                expected.append(Line(text: interpreter.describe(state), kind: .statePrint))
                steps += 1
            }
            expected.append(Line(text: separator, kind: .separator))
        }
        return DifferentialDriver(source: driverSource(model: model, machine: machine, sequences: sequences),
                                  expected: expected, steps: steps, comparesPrintLines: !sawOpaque)
    }

    /// Compares the compiled program's output with the interpreter's; the first difference, if any.
    /// `print(estado)` lines are skipped when states hold dates or tasks, whose text changes every run.
    func firstDifference(in output: String) -> (line: Int, expected: String, actual: String)? {
        let actual = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in expected.enumerated() {
            if line.kind == .statePrint, !comparesPrintLines { continue }
            let got = index < actual.count ? actual[index] : "(nada)"
            if got != line.text { return (index + 1, line.text, got) }
        }
        return nil
    }

    private static func containsOpaque(_ value: Value) -> Bool {
        var seen = Set<ObjectIdentifier>()
        return containsOpaque(value, &seen)
    }

    private static func containsOpaque(_ value: Value, _ seen: inout Set<ObjectIdentifier>) -> Bool {
        switch value {
        case .opaque: return true
        case .optional(let wrapped): return wrapped.map { containsOpaque($0, &seen) } ?? false
        case .array(let elements): return elements.contains { containsOpaque($0, &seen) }
        case .tuple(let tuple): return tuple.elements.contains { containsOpaque($0, &seen) }
        case .enumCase(let e): return e.payload.contains { containsOpaque($0, &seen) }
        case .structure(let s): return s.fields.contains { containsOpaque($0, &seen) }
        case .instance(let object):
            // An instance that contains itself is looked into once.
            guard seen.insert(ObjectIdentifier(object)).inserted else { return false }
            return object.fields.contains { containsOpaque($0, &seen) }
        case .dictionary(let d): return (d.keys + d.values).contains { containsOpaque($0, &seen) }
        case .set(let s): return s.elements.contains { containsOpaque($0, &seen) }
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .range, .function, .metatype, .void: return false
        }
    }

    private static func driverSource(model: Model, machine: Machine, sequences: [[Sample]]) -> String {
        let state = machine.stateType.displayName
        let event = machine.eventType.displayName
        let initialExpression = machine.initialStateSource(expression: model.initialExpression, in: model.interpreter)
        let rows = sequences.map { "    [" + $0.map(\.source).joined(separator: ", ") + "]," }
        return ([
            "",
            "// ——— Programa de validación de lesson: repite secuencias de eventos e imprime cada estado. ———",
            "import Foundation",
            "func estadoInicialDeValidacion() -> \(state) { return \(initialExpression) }",
            "let secuenciasDeValidacion: [[\(event)]] = [",
        ] + rows + [
            "]",
            "for secuencia in secuenciasDeValidacion {",
            "    var estado = estadoInicialDeValidacion()",
            "    for evento in secuencia {",
            "        " + SwiftSource.step(machine, variable: "estado", event: "evento"),
            "        print(formaDeLaSesion(estado))",
            "        print(estado)",
            "    }",
            "    print(\"\(separator)\")",
            "}",
            "",
            TestExport.formHelperSource,
        ]).joined(separator: "\n")
    }
}
