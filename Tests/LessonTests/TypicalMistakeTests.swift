import Foundation
@testable import Grading
import Packs
import Testing

/// For each bundled exercise, the mistakes learners make, each written as the reference solution
/// with a few edits (no copies to keep in step: a block is named by its first line, not quoted). Mistakes that touch different tests share one
/// solution, so an exercise costs two compiles. Each failing line must carry the explanation
/// that fits its mistake — and none that belongs to another — in Spanish, without the hidden suite.
struct TypicalMistake: Sendable, CustomTestStringConvertible {
    var exercise: String
    var name: String
    /// Applied in order to the solution's file; each must find what it changes.
    var edits: [Edit]
    /// Each failing line, by test function or by a piece of a check's name, and what its explanation says.
    var failing: [String: [String]]
    /// Explanations of other mistakes, which must not be given for this one.
    var absent: [String] = []
    var testDescription: String { "\(exercise)/\(name)" }

    enum Edit: Sendable {
        /// This text, wherever it stands, by the replacement.
        case text(String, String)
        /// The block the first line holding this text opens (a `case` arm, a computed property,
        /// an `if`) replaced whole: that line, the lines indented deeper below it and the `}`
        /// that closes it, by the replacement's lines (none when it is empty).
        case block(String, String)
    }

    /// `text` with the block the first line holding `head` opens replaced; nil when no line holds
    /// `head`, or a line opening a brace is not closed at its own indentation.
    static func replacingBlock(_ head: String, with replacement: String, in text: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(head) }) else { return nil }
        func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        let indent = indentation(lines[start])
        var end = start + 1
        while end < lines.count, !lines[end].isEmpty, indentation(lines[end]) > indent { end += 1 }
        if lines[start].hasSuffix("{") {
            guard end < lines.count, lines[end] == String(repeating: " ", count: indent) + "}" else { return nil }
            end += 1
        }
        lines.replaceSubrange(start..<end, with: replacement.isEmpty ? [] : replacement.components(separatedBy: "\n"))
        return lines.joined(separator: "\n")
    }
}

let typicalMistakes: [TypicalMistake] = [
    TypicalMistake(exercise: "booleanos-a-enum", name: "sin-transicion-y-guarda", edits: [
        .block("case let (.cargando, .llego(perfil)):", ""),
        .text("where intentos < 3", "where intentos <= 3"),
    ], failing: [
        "cargandoLlego": ["llego(perfil:) no tiene transición todavía", "cargando(id: 7, intentos: 2)"],
        "falloAgotado": ["la guarda es intentos < 3"],
        "recorridoCompleto": ["al final se esperaba .listo(perfil: \"Grace\")"],
    ], absent: ["no deben quedar", "el error anterior"]),
    TypicalMistake(exercise: "booleanos-a-enum", name: "reintento-sin-sumar-y-llego-siempre", edits: [
        .text("return .cargando(id: id, intentos: intentos + 1)", "return .cargando(id: id, intentos: intentos)"),
        .text("case let (.cargando, .llego(perfil)):", "case let (_, .llego(perfil)):"),
    ], failing: [
        "falloReintentar": ["cada reintento suma uno a los intentos"],
        "paresIlegales": ["el evento .llego(perfil: \"Ada\") no tiene transición y debe descartarse"],
        "recorridoCompleto": ["tras reintentar se esperaba .cargando(id: 3, intentos: 2)"],
    ], absent: ["el error anterior", "no deben quedar"]),

    TypicalMistake(exercise: "quinto-estado", name: "reanuda-desde-cero-rotulo-y-default", edits: [
        .block("case let (.cancelada(url, progreso), .reintentar):",
               "    case let (.cancelada(url, _), .reintentar):\n        return .descargando(url: url, progreso: 0)"),
        .text(#""Cancelada al \(progreso) %""#, #""Cancelada al \(progreso)""#),
        .text("case (.enEspera, _), (.descargando, _), (.completada, _), (.fallida, _), (.cancelada, _):", "default:"),
    ], failing: [
        "canceladaReintentar": ["se reanuda con su progreso (40), no desde 0"],
        "rotuloCancelada": ["debe ser \"Cancelada al 40 %\" y es \"Cancelada al 40\""],
        "recorrido": ["reintentar debe reanudar"],
        "default": ["Descarga.swift:"],
    ], absent: ["todavía construye", "no tiene transición todavía"]),
    TypicalMistake(exercise: "quinto-estado", name: "cancelada-sin-transiciones", edits: [
        .block("case let (.cancelada(url, progreso), .reintentar):", ""),
        .block("case let (.cancelada, .iniciar(url)):", ""),
    ], failing: [
        "canceladaReintentar": ["reintentar no tiene transición todavía"],
        "canceladaIniciar": ["iniciar(url:) no tiene transición todavía"],
        "recorrido": ["reintentar debe reanudar"],
    ], absent: ["todavía construye", "no desde 0"]),

    TypicalMistake(exercise: "carga-como-enum", name: "sin-vuelta-atras", edits: [
        .block("case (.fallida, .reintentarPulsado), (.cargada, .recargarPulsado):", ""),
    ], failing: [
        "reintentarTrasFallo": ["reintentarPulsado no tiene transición todavía"],
        "perfilRancio": ["recargarPulsado no tiene transición todavía"],
        "errorRancio": ["el perfil que llega después se ignora"],
    ], absent: ["no debe verse el error anterior", "de la carga anterior", "no debe sobrevivir"]),
    TypicalMistake(exercise: "carga-como-enum", name: "datos-guardados", edits: [
        .text("    var esMayorDeEdad: Bool { edad >= 18 }", "    var esMayorDeEdad: Bool = false"),
        .block("var error: String? {", "    var error: String? = nil"),
        .text("        state.carga = .fallida(mensaje)", "        state.carga = .fallida(mensaje)\n        state.error = mensaje"),
    ], failing: [
        "reintentarTrasFallo": ["no debe verse el error anterior, y error vale \"sin red\""],
        "errorRancio": ["error debería ser nil y es \"sin red\""],
        "mayorDeEdad": ["calcúlalo a partir de edad"],
        "`State` tiene": ["se esperaban 4 formas"],
        "`Perfil` tiene": ["se esperaba 1 forma y tu tipo tiene 2"],
    ], absent: ["no tiene transición todavía"]),

    TypicalMistake(exercise: "asistente-por-fases", name: "sin-guardas-y-direccion-perdida", edits: [
        .text("case let (.datosPersonales(datos), .avanzar) where datos.estanCompletos:", "case let (.datosPersonales(datos), .avanzar):"),
        .text("case let (.pago(datos, direccion, tarjeta), .avanzar) where tarjeta != \"\":", "case let (.pago(datos, direccion, tarjeta), .avanzar):"),
        .block("case let (.pago(datos, direccion, _), .retroceder):",
               "    case let (.pago(datos, _, _), .retroceder):\n        asistente = .direccion(datos: datos, direccion: Direccion())"),
    ], failing: [
        "avanzarDatosIncompletos": ["sin correo no se puede pasar a la dirección"],
        "avanzarPagoSinTarjeta": ["no se confirma un pedido sin tarjeta"],
        "retrocederDesdePago": ["la dirección sobrevive porque se pasa a mano"],
        "idaYVuelta": ["se perdió la dirección escrita"],
    ], absent: ["no tiene transición todavía", "la tarjeta debe estar vacía"]),
    TypicalMistake(exercise: "asistente-por-fases", name: "sin-retroceder-con-default", edits: [
        .block("case let (.direccion(datos, _), .retroceder):", ""),
        .block("case let (.pago(datos, direccion, _), .retroceder):", ""),
        .text("    case (.datosPersonales, _), (.direccion, _), (.pago, _), (.confirmacion, _):", "    default:"),
    ], failing: [
        "retrocederDesdeDireccion": ["retroceder desde la dirección no tiene transición todavía"],
        "retrocederDesdePago": ["retroceder desde el pago no tiene transición todavía"],
        "idaYVuelta": ["retroceder desde el pago no tiene transición todavía"],
        "default": ["Asistente.swift:"],
    ], absent: ["se perdió la dirección", "la tarjeta debe estar vacía"]),

    TypicalMistake(exercise: "destinos-exclusivos", name: "alerta-aparte", edits: [
        .block("case alerta(mensaje: String)", ""),
        .block("var alerta: String? {", "    var alerta: String? = nil"),
        .text("pantalla.destino = .alerta(mensaje: \"¿Borrar la nota?\")", "pantalla.alerta = \"¿Borrar la nota?\""),
    ], failing: [
        "alertaCierraEdicion": ["no se apila sobre la edición"],
        "hojaCierraAlerta": ["la alerta debe desaparecer"],
        "cerrarLoCierraTodo": ["tras .borrarTocado, cerrarTocado no cambió nada"],
        "comoMuchoUno": ["destinos a la vez"],
        "`Destino` tiene": ["se esperaban 4 formas y tu tipo tiene 3"],
        "`PantallaDeNota` tiene": ["se esperaban 5 formas y tu tipo tiene 8"],
    ]),
    TypicalMistake(exercise: "destinos-exclusivos", name: "cerrar-no-hace-nada-y-default", edits: [
        .text("        pantalla.destino = nil", "        break"),
        .block("case .detalle, .edicion, .compartir:", "        default:\n            return nil"),
    ], failing: [
        "cerrarLoCierraTodo": ["tras .detalleTocado, cerrarTocado no cambió nada"],
        "default": ["Nota.swift:"],
    ], absent: ["no debe quedar nada abierto"]),

    TypicalMistake(exercise: "valor-y-referencia", name: "decrementar-sin-guarda-y-default", edits: [
        .block("if contador.cuenta > 0 {", "        contador.cuenta -= 1"),
        .block("case .reiniciar:", "    default:\n        break"),
    ], failing: [
        "decrementar": ["decrementar en 0 no hace nada: la cuenta debe quedarse en 0 y es -1"],
        "reiniciar": ["reiniciar todavía no hace nada"],
        "default": ["Contador.swift:"],
    ], absent: ["tras reiniciar la cuenta debe ser 0"]),
    TypicalMistake(exercise: "valor-y-referencia", name: "las-dos-son-structs", edits: [
        .text("final class ContadorClase {", "struct ContadorClase {"),
    ], failing: [
        "compila": ["las pruebas usan `ContadorClase` como una clase y en tus archivos es un struct", "Contador.swift:4"],
    ], absent: ["b.cuenta", "constante"]),
]

@Suite("Los errores típicos de cada ejercicio incluido, con la explicación que les toca")
struct TypicalMistakeTests {
    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-errores-tipicos-\(getpid())")

    static func exercise(_ id: String) throws -> Exercise {
        let root = try #require(PackRoots.bundled())
        return try #require(try? ExerciseCatalog(roots: [root]).find(id).get())
    }

    /// The reference solution with the mistake's edits, in a folder of its own.
    static func write(_ mistake: TypicalMistake, for exercise: Exercise) throws -> URL {
        let file = try #require(exercise.files.first)
        var text = try String(contentsOf: exercise.solutionDirectory.appendingPathComponent(file), encoding: .utf8)
        for edit in mistake.edits {
            switch edit {
            case .text(let old, let new):
                #expect(text.contains(old), "\(mistake.testDescription): la solución ya no dice «\(old)»")
                text = text.replacingOccurrences(of: old, with: new)
            case .block(let head, let new):
                let edited = TypicalMistake.replacingBlock(head, with: new, in: text)
                #expect(edited != nil, "\(mistake.testDescription): la solución ya no tiene un bloque «\(head)» entero")
                text = edited ?? text
            }
        }
        let directory = scratch.appendingPathComponent("\(mistake.exercise)/\(mistake.name)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
        return directory
    }

    @Test("cada error típico falla donde debe, con su explicación, en español y sin enseñar la suite oculta",
          arguments: typicalMistakes)
    func mistake(_ mistake: TypicalMistake) async throws {
        let exercise = try Self.exercise(mistake.exercise)
        let directory = try Self.write(mistake, for: exercise)
        let report = try await offPool { try grader().check(exercise, directory: directory, displayBase: Self.scratch) }
        let text = report.rendered()
        #expect(!report.passed && report.reason == nil, "\(text)")
        let failed = report.lines.filter { !$0.passed }
        func matches(_ key: String, _ line: GradingReport.Line) -> Bool {
            line.function?.prefix { $0 != "(" } == Substring(key) || line.name.contains(key)
        }
        func key(of line: GradingReport.Line) -> String? { mistake.failing.keys.first { matches($0, line) } }
        for line in failed {
            guard let key = key(of: line) else {
                Issue.record("\(mistake.testDescription): falla también «\(line.name)»:\n\(text)")
                continue
            }
            let explanation = line.explanation().joined(separator: "\n")
            for piece in mistake.failing[key] ?? [] {
                #expect(explanation.contains(piece), "\(mistake.testDescription), «\(line.name)» no dice «\(piece)»:\n\(explanation)")
            }
        }
        for key in mistake.failing.keys where !failed.contains(where: { matches(key, $0) }) {
            Issue.record("\(mistake.testDescription): «\(key)» debía fallar:\n\(text)")
        }
        for piece in mistake.absent { #expect(!text.contains(piece), "\(mistake.testDescription): dice «\(piece)»:\n\(text)") }
        try Self.expectNothingHidden(text, exercise: exercise, context: mistake.testDescription)
    }

    /// No English from Swift or swiftc, no module names, and no line, path or helper of the hidden suite.
    static func expectNothingHidden(_ text: String, exercise: Exercise, context: String) throws {
        for english in ["Expectation failed", "Optional(", "Ejercicio.", "error: expected", "cannot ", "in scope", "en inglés"] {
            #expect(!text.contains(english), "\(context): «\(english)» en\n\(text)")
        }
        for leak in ["oculto", "pruebas/", "Pruebas", "#expect", "Issue.record", "private func"] {
            #expect(!text.contains(leak), "\(context): «\(leak)» en\n\(text)")
        }
        let suiteFiles = try FileManager.default.contentsOfDirectory(at: exercise.suiteDirectory, includingPropertiesForKeys: nil)
        for file in suiteFiles where file.pathExtension == "swift" {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.count >= 16 && !$0.hasPrefix("\"") && !$0.hasPrefix("//") && !$0.hasPrefix("@Test") }
            for line in lines { #expect(!text.contains(line), "\(context): la suite asoma: «\(line)»") }
        }
    }
}
