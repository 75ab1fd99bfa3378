import Foundation
@testable import Grading
import Packs
import Testing

/// For each bundled exercise, the mistakes learners make, each written as the reference solution
/// with a few edits (no copies to keep in step). Mistakes that touch different tests share one
/// solution, so an exercise costs two compiles. Each failing line must carry the explanation
/// that fits its mistake — and none that belongs to another — in Spanish, without the hidden suite.
struct TypicalMistake: Sendable, CustomTestStringConvertible {
    var exercise: String
    var name: String
    /// Applied in order to the solution's file: (text, replacement); each text must be there.
    var edits: [(String, String)]
    /// Each failing line, by test function or by a piece of a check's name, and what its explanation says.
    var failing: [String: [String]]
    /// Explanations of other mistakes, which must not be given for this one.
    var absent: [String] = []
    var testDescription: String { "\(exercise)/\(name)" }
}

let typicalMistakes: [TypicalMistake] = [
    TypicalMistake(exercise: "booleanos-a-enum", name: "sin-transicion-y-guarda", edits: [
        ("    case let (.cargando, .llego(perfil)):\n        return .listo(perfil: perfil)\n", ""),
        ("where intentos < 3", "where intentos <= 3"),
    ], failing: [
        "cargandoLlego": ["llego(perfil:) no tiene transición todavía", "cargando(id: 7, intentos: 2)"],
        "falloAgotado": ["la guarda es intentos < 3"],
        "recorridoCompleto": ["al final se esperaba .listo(perfil: \"Grace\")"],
    ], absent: ["no deben quedar", "el error anterior"]),
    TypicalMistake(exercise: "booleanos-a-enum", name: "reintento-sin-sumar-y-llego-siempre", edits: [
        ("return .cargando(id: id, intentos: intentos + 1)", "return .cargando(id: id, intentos: intentos)"),
        ("case let (.cargando, .llego(perfil)):", "case let (_, .llego(perfil)):"),
    ], failing: [
        "falloReintentar": ["cada reintento suma uno a los intentos"],
        "paresIlegales": ["el evento .llego(perfil: \"Ada\") no tiene transición y debe descartarse"],
        "recorridoCompleto": ["tras reintentar se esperaba .cargando(id: 3, intentos: 2)"],
    ], absent: ["el error anterior", "no deben quedar"]),

    TypicalMistake(exercise: "quinto-estado", name: "reanuda-desde-cero-rotulo-y-default", edits: [
        ("    case let (.cancelada(url, progreso), .reintentar):\n        return .descargando(url: url, progreso: progreso)",
         "    case let (.cancelada(url, _), .reintentar):\n        return .descargando(url: url, progreso: 0)"),
        (#""Cancelada al \(progreso) %""#, #""Cancelada al \(progreso)""#),
        ("case (.enEspera, _), (.descargando, _), (.completada, _), (.fallida, _), (.cancelada, _):", "default:"),
    ], failing: [
        "canceladaReintentar": ["se reanuda con su progreso (40), no desde 0"],
        "rotuloCancelada": ["debe ser \"Cancelada al 40 %\" y es \"Cancelada al 40\""],
        "recorrido": ["reintentar debe reanudar"],
        "default": ["Descarga.swift:"],
    ], absent: ["todavía construye", "no tiene transición todavía"]),
    TypicalMistake(exercise: "quinto-estado", name: "cancelada-sin-transiciones", edits: [
        ("    case let (.cancelada(url, progreso), .reintentar):\n        return .descargando(url: url, progreso: progreso)\n", ""),
        ("    case let (.cancelada, .iniciar(url)):\n        return .descargando(url: url, progreso: 0)\n", ""),
    ], failing: [
        "canceladaReintentar": ["reintentar no tiene transición todavía"],
        "canceladaIniciar": ["iniciar(url:) no tiene transición todavía"],
        "recorrido": ["reintentar debe reanudar"],
    ], absent: ["todavía construye", "no desde 0"]),

    TypicalMistake(exercise: "carga-como-enum", name: "sin-vuelta-atras", edits: [
        ("    case (.fallida, .reintentarPulsado), (.cargada, .recargarPulsado):\n        state.carga = .cargando\n", ""),
    ], failing: [
        "reintentarTrasFallo": ["reintentarPulsado no tiene transición todavía"],
        "perfilRancio": ["recargarPulsado no tiene transición todavía"],
        "errorRancio": ["el perfil que llega después se ignora"],
    ], absent: ["no debe verse el error anterior", "de la carga anterior", "no debe sobrevivir"]),
    TypicalMistake(exercise: "carga-como-enum", name: "datos-guardados", edits: [
        ("    var esMayorDeEdad: Bool { edad >= 18 }", "    var esMayorDeEdad: Bool = false"),
        ("""
            var error: String? {
                switch carga {
                case let .fallida(mensaje): return mensaje
                case .inactiva, .cargando, .cargada: return nil
                }
            }
        """, "    var error: String? = nil"),
        ("        state.carga = .fallida(mensaje)", "        state.carga = .fallida(mensaje)\n        state.error = mensaje"),
    ], failing: [
        "reintentarTrasFallo": ["no debe verse el error anterior, y error vale \"sin red\""],
        "errorRancio": ["error debería ser nil y es \"sin red\""],
        "mayorDeEdad": ["calcúlalo a partir de edad"],
        "`State` tiene": ["se esperaban 4 formas"],
        "`Perfil` tiene": ["se esperaba 1 forma y tu tipo tiene 2"],
    ], absent: ["no tiene transición todavía"]),

    TypicalMistake(exercise: "asistente-por-fases", name: "sin-guardas-y-direccion-perdida", edits: [
        ("case let (.datosPersonales(datos), .avanzar) where datos.estanCompletos:", "case let (.datosPersonales(datos), .avanzar):"),
        ("case let (.pago(datos, direccion, tarjeta), .avanzar) where tarjeta != \"\":", "case let (.pago(datos, direccion, tarjeta), .avanzar):"),
        ("    case let (.pago(datos, direccion, _), .retroceder):\n        // La tarjeta muere; la dirección sobrevive porque se pasa a mano.\n        asistente = .direccion(datos: datos, direccion: direccion)",
         "    case let (.pago(datos, _, _), .retroceder):\n        asistente = .direccion(datos: datos, direccion: Direccion())"),
    ], failing: [
        "avanzarDatosIncompletos": ["sin correo no se puede pasar a la dirección"],
        "avanzarPagoSinTarjeta": ["no se confirma un pedido sin tarjeta"],
        "retrocederDesdePago": ["la dirección sobrevive porque se pasa a mano"],
        "idaYVuelta": ["se perdió la dirección escrita"],
    ], absent: ["no tiene transición todavía", "la tarjeta debe estar vacía"]),
    TypicalMistake(exercise: "asistente-por-fases", name: "sin-retroceder-con-default", edits: [
        ("    case let (.direccion(datos, _), .retroceder):\n        // La dirección escrita muere con su paso.\n        asistente = .datosPersonales(datos)\n", ""),
        ("    case let (.pago(datos, direccion, _), .retroceder):\n        // La tarjeta muere; la dirección sobrevive porque se pasa a mano.\n        asistente = .direccion(datos: datos, direccion: direccion)\n", ""),
        ("    case (.datosPersonales, _), (.direccion, _), (.pago, _), (.confirmacion, _):", "    default:"),
    ], failing: [
        "retrocederDesdeDireccion": ["retroceder desde la dirección no tiene transición todavía"],
        "retrocederDesdePago": ["retroceder desde el pago no tiene transición todavía"],
        "idaYVuelta": ["retroceder desde el pago no tiene transición todavía"],
        "default": ["Asistente.swift:"],
    ], absent: ["se perdió la dirección", "la tarjeta debe estar vacía"]),

    TypicalMistake(exercise: "destinos-exclusivos", name: "alerta-aparte", edits: [
        ("    case alerta(mensaje: String)\n}", "}"),
        ("""
            var alerta: String? {
                guard let destino = destino else { return nil }
                switch destino {
                case let .alerta(mensaje):
                    return mensaje
                case .detalle, .edicion, .compartir:
                    return nil
                }
            }
        """, "    var alerta: String? = nil"),
        ("pantalla.destino = .alerta(mensaje: \"¿Borrar la nota?\")", "pantalla.alerta = \"¿Borrar la nota?\""),
    ], failing: [
        "alertaCierraEdicion": ["no se apila sobre la edición"],
        "hojaCierraAlerta": ["la alerta debe desaparecer"],
        "cerrarLoCierraTodo": ["tras .borrarTocado, cerrarTocado no cambió nada"],
        "comoMuchoUno": ["destinos a la vez"],
        "`Destino` tiene": ["se esperaban 4 formas y tu tipo tiene 3"],
        "`PantallaDeNota` tiene": ["se esperaban 5 formas y tu tipo tiene 8"],
    ]),
    TypicalMistake(exercise: "destinos-exclusivos", name: "cerrar-no-hace-nada-y-default", edits: [
        ("        pantalla.destino = nil", "        break"),
        ("        case .detalle, .edicion, .compartir:\n            return nil", "        default:\n            return nil"),
    ], failing: [
        "cerrarLoCierraTodo": ["tras .detalleTocado, cerrarTocado no cambió nada"],
        "default": ["Nota.swift:"],
    ], absent: ["no debe quedar nada abierto"]),

    TypicalMistake(exercise: "valor-y-referencia", name: "decrementar-sin-guarda-y-default", edits: [
        ("        if contador.cuenta > 0 {\n            contador.cuenta -= 1\n        }", "        contador.cuenta -= 1"),
        ("    case .reiniciar:\n        contador.cuenta = 0", "    default:\n        break"),
    ], failing: [
        "decrementar": ["decrementar en 0 no hace nada: la cuenta debe quedarse en 0 y es -1"],
        "reiniciar": ["reiniciar todavía no hace nada"],
        "default": ["Contador.swift:"],
    ], absent: ["tras reiniciar la cuenta debe ser 0"]),
    TypicalMistake(exercise: "valor-y-referencia", name: "las-dos-son-structs", edits: [
        ("final class ContadorClase {", "struct ContadorClase {"),
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
        for (old, new) in mistake.edits {
            #expect(text.contains(old), "\(mistake.testDescription): la solución ya no dice «\(old)»")
            text = text.replacingOccurrences(of: old, with: new)
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
