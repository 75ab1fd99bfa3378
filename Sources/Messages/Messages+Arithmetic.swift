/// What the representable-state arithmetic says: `:contar`, `:comparar`, `:destinos` (DESIGN §7).
/// «Formas» is the lessons' word for the shapes a type can take.
extension Msg {
    public enum Arithmetic {
        // MARK: Summary

        public static let representableLabel = "representables"
        public static let legitimateLabel = "legítimas"
        public static let leftOverLabel = "sobran"

        public static func atLeast(_ number: String) -> String { "al menos \(number)" }
        public static func atMost(_ number: String) -> String { "como mucho \(number)" }
        public static let unlimited = "sin límite"
        public static let unknownLeftOver = "no se sabe (faltan las legítimas)"

        public static func byPredicate(_ name: String) -> String { "(las que acepta \(name))" }
        public static func byReachability(initial: String, complete: Bool) -> String {
            complete
                ? "(las alcanzables desde el estado inicial, \(initial))"
                : "(alcanzables desde \(initial); la exploración se detuvo antes de terminar)"
        }

        // MARK: Why the legitimate ones are not known

        public static let noModelCriterion = "no se sabe: sin un modelo cargado, nada dice cuáles tienen sentido"
        public static let noCriterion =
            "no se sabe: la lección no dice qué valores de este tipo son legítimos, y no es el estado de la máquina del modelo"
        public static let legitimateUnlimited = "no se pueden listar: el tipo es recursivo"
        public static func tooManyShapes(_ total: String, limit: Int) -> String {
            "no se cuentan: son \(total) formas y solo se comprueban \(limit) como mucho"
        }
        public static func noSample(_ type: String) -> String {
            "no se cuentan: no sé construir un valor de \(type) para comprobar si es legítimo"
        }
        public static func predicateMissing(_ name: String) -> String {
            "no se cuentan: la lección dice que \(name)(_:) decide qué es legítimo, pero el modelo no define esa función"
        }
        public static func predicateFailed(_ name: String, value: String) -> String {
            "no se cuentan: \(name) se detuvo con \(value) (el error va aparte)"
        }
        public static func predicateNotBool(_ name: String, value: String, answer: String) -> String {
            "no se cuentan: \(name) devolvió \(answer) con \(value); tiene que devolver un Bool"
        }
        public static func interrupted(asked: Int, of total: Int) -> String {
            "interrumpido (Ctrl-C) tras preguntar por \(asked) de \(total) formas"
        }
        public static let explorationFailed =
            "no se cuentan: no se pudo explorar la máquina desde su estado inicial"

        // MARK: Notes

        /// «Int cuenta 1 forma (sus valores no tienen límite).»
        public static func unboundedNote(_ names: [String]) -> String {
            if names.count == 1 { return "\(names[0]) cuenta 1 forma (sus valores no tienen límite)." }
            return "\(Msg.andList(names)) cuentan 1 forma cada uno (sus valores no tienen límite)."
        }
        public static func recursiveNote(_ name: String) -> String {
            "\(name) es recursivo: se contiene a sí mismo, cada nivel de anidamiento es una forma nueva y sus formas no tienen límite."
        }

        // MARK: Tree

        public static func nodeStruct(fields: Int, _ arithmetic: String) -> String {
            fields == 0 ? "struct sin campos" : "struct: \(arithmetic)"
        }
        public static func nodeClass(fields: Int, _ arithmetic: String) -> String {
            fields == 0 ? "clase sin campos guardados" : "clase, producto de sus campos guardados: \(arithmetic)"
        }
        public static func nodeTuple(elements: Int, _ arithmetic: String) -> String {
            elements == 0 ? "tupla vacía" : "tupla: \(arithmetic)"
        }
        public static func nodeEnum(cases: Int, _ arithmetic: String) -> String {
            cases == 0 ? "enum sin casos: ningún valor" : "enum: \(arithmetic)"
        }
        public static func nodeCase(_ arithmetic: String) -> String { "caso: \(arithmetic)" }
        public static func nodeOptional(_ arithmetic: String) -> String { "opcional: \(arithmetic)" }
        public static let nodeUnbounded = "sus valores no tienen límite"
        public static let nodeUninhabited = "ningún valor"
        public static let nodeConstant = "constante (let con valor inicial)"
        public static func nodeRecursive(_ name: String) -> String { "recursivo: vuelve a contener \(name)" }
        public static func treeTruncated(shown: Int) -> String {
            "… (el árbol sigue; se muestran \(shown) líneas: pide :contar con el tipo de un campo para ver esa parte)"
        }

        // MARK: :comparar

        public static let typeRow = "tipo"
        public static let formulaRow = "fórmula"
        public static func legitimateOf(_ type: String, _ text: String) -> String { "legítimas de \(type): \(text)" }
        public static func sameCount(_ first: String, _ second: String, _ count: String) -> String {
            "\(first) y \(second) representan las mismas formas: \(count)."
        }
        public static func moreShapes(_ larger: String, than smaller: String, by difference: String) -> String {
            "\(larger) representa \(difference) \(difference == "1" ? "forma" : "formas") más que \(smaller)."
        }
        public static func unlimitedVersus(_ unlimited: String, _ finite: String) -> String {
            "\(unlimited) no tiene límite de formas; \(finite), sí."
        }
        public static let bothUnlimited = "Ninguno de los dos tiene límite de formas."

        // MARK: :destinos

        public static let destinosHeader = ["n destinos", "banderas: 2^n", "opcional de enum: n + 1", "sobran con banderas"]
        /// The same header in two short lines, for a table of long numbers in a narrow terminal.
        public static let destinosShortHeader = [["", "banderas", "opcional", "sobran con"], ["n", "2^n", "n + 1", "banderas"]]
        public static func destinosSummary(n: Int, flags: String, optionalEnum: String, leftOver: String) -> String {
            "Con \(n) \(n == 1 ? "destino" : "destinos"): \(flags) formas con una bandera por destino contra \(optionalEnum) con un opcional de un enum; sobran \(leftOver)."
        }

        // MARK: Bad input (REPL)

        public static let countNoModel =
            "No hay ningún modelo cargado: escribe :contar TIPO (por ejemplo, :contar Bool?) o carga uno con :cargar M."
        public static let countNoTypes =
            "El modelo cargado no declara ningún tipo: escribe :contar TIPO (por ejemplo, :contar Bool?)."
        /// With the nearest names when some are near, else the model's own types (a few).
        public static func unknownType(_ name: String, suggestions: [String], declared: [String]) -> String {
            let base = "No conozco ningún tipo «\(Msg.echo(name))»."
            if !suggestions.isEmpty { return base + " ¿Quisiste decir " + suggestions.joined(separator: ", ") + "?" }
            if declared.isEmpty { return base + " Sin un modelo cargado solo conozco los tipos de Swift (Bool, Int, String…)." }
            let shown = declared.prefix(8).joined(separator: ", ") + (declared.count > 8 ? "…" : "")
            return base + " Los tipos del modelo son: " + shown + "."
        }
        public static func notAType(_ text: String) -> String {
            "«\(Msg.echo(text))» no es un tipo de Swift; escribe, por ejemplo, Destino, Destino? o (Bool, Bool)."
        }
        public static let compareUsage =
            "Uso: :comparar T1 T2 (por ejemplo, :comparar FotoConBanderas FotoConDestino)."
        public static func compareArgumentCount(_ count: Int) -> String {
            ":comparar compara dos tipos y escribiste \(count == 1 ? "uno" : String(count)). " + compareUsage
        }
        public static let destinosUsage = "Uso: :destinos N, con N un número entero de 1 a \(maximumDestinos) (por ejemplo, :destinos 5)."
        public static func destinosNotANumber(_ text: String) -> String {
            "«\(Msg.echo(text))» no es un número entero. " + destinosUsage
        }
        public static func destinosTooLarge(_ text: String) -> String {
            "N = \(Msg.echo(text)) es demasiado grande: la tabla llega como mucho a n = \(maximumDestinos) (2^\(maximumDestinos) ya tiene 31 cifras)."
        }
        /// Kept equal to `DestinosTable.maximumN` (Messages depends on no other module).
        public static let maximumDestinos = 100
    }
}
