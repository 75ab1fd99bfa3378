import Interpreter
import Language

/// `:exportar-test`: the session's transitions as a Swift Testing table test (the shape the
/// lessons recommend: pairs of state and event, and what must come out), which compiles beside
/// the model's source. States are compared by their *form* — case names, fields and plain
/// values, with dates, tasks and errors as `…` — so the test is as deterministic as the machine.
public enum TestExport {
    public struct Output {
        public let source: String
        public let exported: Int
        /// Transitions left out because a value in them cannot be written as Swift.
        public let skipped: Int
    }

    /// `module`: the target the model lives in, when the test goes into a package of its own
    /// (`@testable import Modelo`); nil for a file compiled beside the model.
    public static func source(model: Model, machine: Machine, transitions: [Transition], module: String? = nil) -> Output {
        var rows: [String] = []
        var skipped = 0
        var needsTestError = false
        for transition in transitions {
            guard let state = SwiftSource.expression(transition.from, needsTestError: &needsTestError),
                  let event = SwiftSource.expression(transition.event, needsTestError: &needsTestError) else {
                skipped += 1
                continue
            }
            rows.append("    (\(state), \(event), \(form(transition.to).debugDescription)),")
        }
        let stateType = machine.stateType.displayName
        let eventType = machine.eventType.displayName
        let call = """
                var nuevo = estado
                \(SwiftSource.step(machine, variable: "nuevo", event: "evento"))
                #expect(formaDeLaSesion(nuevo) == esperado)
            """
        var lines = [
            "// Exportado por lesson desde la sesión del modelo «\(model.name)»: \(rows.count) transiciones.",
            module == nil ? "// Compílalo junto al modelo; cada fila es un estado, un evento y la forma del estado siguiente."
                : "// Ejecuta `swift test` en la carpeta del paquete; cada fila es un estado, un evento y la forma del estado siguiente.",
            "import Foundation",
            "import Testing",
        ]
        if let module { lines.append("@testable import \(module)") }
        lines += [
            "",
            "@Test(\"las transiciones de la sesión de \(model.name)\", arguments: [",
        ]
        lines += rows
        lines += [
            "] as [(\(stateType), \(eventType), String)])",
            "func transicionesDeLaSesion(_ estado: \(stateType), _ evento: \(eventType), _ esperado: String) {",
            call,
            "}",
            "",
        ]
        if needsTestError { lines += ["/// Un error cualquiera para los estados que guardan uno.", "struct ErrorDeLaPrueba: Error {}", ""] }
        lines += formHelper.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Output(source: lines.joined(separator: "\n"), exported: rows.count, skipped: skipped)
    }

    /// The form of a value, as `formaDeLaSesion` computes it in compiled Swift.
    public static func form(_ value: Value) -> String {
        var seen = Set<ObjectIdentifier>()
        return form(value, &seen)
    }

    /// `seen`: class instances being written, so one that contains itself ends as `…`.
    private static func form(_ value: Value, _ seen: inout Set<ObjectIdentifier>) -> String {
        switch value {
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float: return ValuePrinter.short.debugDescription(value)
        case .optional(let wrapped):
            guard let wrapped else { return "nil" }
            return form(wrapped, &seen)
        case .array(let elements): return "[" + forms(elements, &seen).joined(separator: ", ") + "]"
        case .tuple(let tuple): return "(" + forms(tuple.elements, &seen).joined(separator: ", ") + ")"
        case .enumCase(let e):
            if e.type.conformances.contains("Error") { return "…" }
            return e.payload.isEmpty ? ".\(e.caseName)" : ".\(e.caseName)(" + forms(e.payload, &seen).joined(separator: ", ") + ")"
        case .structure(let s):
            if s.type.conformances.contains("Error") { return "…" }
            return fields(s.type, s.fields, &seen)
        case .instance(let object):
            guard seen.insert(ObjectIdentifier(object)).inserted else { return "…" }
            defer { seen.remove(ObjectIdentifier(object)) }
            return fields(object.type, object.fields, &seen)
        case .dictionary, .set, .range: return ValuePrinter.short.debugDescription(value)
        case .opaque, .function, .metatype, .void: return "…"
        }
    }

    private static func forms(_ values: [Value], _ seen: inout Set<ObjectIdentifier>) -> [String] {
        var result: [String] = []
        for value in values { result.append(form(value, &seen)) }
        return result
    }

    private static func fields(_ type: TypeInfo, _ values: [Value], _ seen: inout Set<ObjectIdentifier>) -> String {
        type.name + "(" + zip(type.fieldNames, forms(values, &seen)).map { "\($0): \($1)" }
            .joined(separator: ", ") + ")"
    }

    /// The same form, in Swift, through `Mirror`.
    public static var formHelperSource: String { formHelper }

    static let formHelper = #"""
    /// La forma de un valor: casos, campos y valores simples; fechas, tareas, UUID y errores como «…».
    func formaDeLaSesion(_ valor: Any) -> String {
        if valor is Error || valor is Date || valor is UUID || "\(type(of: valor))".hasPrefix("Task<") { return "…" }
        switch valor {
        case let numero as Int: return String(numero)
        case let numero as Double: return "\(numero)"
        case let bandera as Bool: return bandera ? "true" : "false"
        case let texto as String: return texto.debugDescription
        default: break
        }
        let espejo = Mirror(reflecting: valor)
        let hijos = espejo.children.map { $0 }
        switch espejo.displayStyle {
        case .enum?:
            guard let caso = hijos.first else { return ".\(valor)" }
            let carga = Mirror(reflecting: caso.value)
            let partes = carga.displayStyle == .tuple ? carga.children.map { formaDeLaSesion($0.value) } : [formaDeLaSesion(caso.value)]
            return ".\(caso.label ?? "")(" + partes.joined(separator: ", ") + ")"
        case .struct?, .class?:
            let campos = hijos.map { "\($0.label ?? ""): \(formaDeLaSesion($0.value))" }
            return "\(type(of: valor))(" + campos.joined(separator: ", ") + ")"
        case .optional?:
            return hijos.first.map { formaDeLaSesion($0.value) } ?? "nil"
        case .tuple?:
            return "(" + hijos.map { formaDeLaSesion($0.value) }.joined(separator: ", ") + ")"
        case .collection?:
            return "[" + hijos.map { formaDeLaSesion($0.value) }.joined(separator: ", ") + "]"
        default:
            return "…"
        }
    }
    """#
}
