import Foundation

/// What `ejercicios` needs of a learner's record (the record itself lives in Grading).
public struct ExerciseProgressSummary: Sendable {
    public var passed: Bool
    public var attempts: Int
    public var lastPassed: Int
    public var lastTotal: Int
    public var hintsShown: Int
    public var started: Bool
    public init(passed: Bool, attempts: Int, lastPassed: Int, lastTotal: Int, hintsShown: Int, started: Bool) {
        self.passed = passed; self.attempts = attempts; self.lastPassed = lastPassed
        self.lastTotal = lastTotal; self.hintsShown = hintsShown; self.started = started
    }
}

/// What exercises and `lesson check` say: the catalog, the report, why a run failed.
extension Msg {
    public enum Grading {
        // MARK: exercise.json

        public static let exerciseJSONMissing = "falta exercise.json"
        public static let exerciseNoFiles = "«archivos» debe nombrar al menos un archivo .swift del alumno"
        public static func exerciseBadFileName(_ name: String) -> String {
            "«archivos» contiene «\(name)»: cada archivo es un nombre .swift sin carpetas"
        }
        public static func exerciseFormasWithoutCount(_ type: String) -> String {
            "la comprobación «formas» de \(type) necesita «igual» con el número de formas esperado"
        }
        public static let exerciseBadTimeLimit = "«limite_segundos» debe ser un número mayor que 0"
        public static func jsonMissingKey(_ key: String) -> String { "falta la clave «\(key)»" }
        public static func jsonUnknownCheckKind(_ known: [String]) -> String {
            "tipo de comprobación desconocido; se admiten: \(known.joined(separator: ", "))"
        }

        public static func exerciseNotFound(_ query: String, suggestions: [String]) -> String {
            var text = "no hay ningún ejercicio «\(query)»."
            if !suggestions.isEmpty { text += " ¿Quisiste decir \(suggestions.map { "«\($0)»" }.joined(separator: " o "))?" }
            return text + " «lesson ejercicios» los lista."
        }
        public static func exerciseAmbiguous(_ query: String, candidates: [String]) -> String {
            "«\(query)» nombra varios ejercicios: \(candidates.joined(separator: ", ")). Escribe el nombre completo."
        }
        public static let catalogProblemsTitle = "Ejercicios que no se pudieron cargar:"

        // MARK: compiling

        public static let lineCompiles = "compila con swiftc"
        public static func learnerFileMissing(_ path: String, exercise: String) -> String {
            "no encuentro \(path). ¿Empezaste con «lesson empezar \(exercise)», o trabajas en otra carpeta (--dir D)?"
        }
        public static let suiteMissing = "el ejercicio no tiene pruebas ocultas (pruebas/*.swift): avisa a quien lo escribió"
        public static func internalProblem(_ detail: String) -> String { "problema interno al corregir: \(detail)" }
        public static func runnerDidNotCompile(_ output: String) -> String {
            "no pude preparar el programa de pruebas con este swiftc:\n\(output)"
        }
        public static let compileTimedOut = "swiftc tardó demasiado en compilar (más de 5 minutos)"
        public static let noCompiler =
            "no encuentro swiftc: instala Swift 6 o indica su ruta en la variable LESSON_SWIFTC"
        public static let compilerFailedWithoutDetails = "la compilación falló sin dar detalles"

        /// A declaration the hidden suite uses is missing or has another type or signature.
        public static func suiteNeeds(_ name: String?, compilerSays detail: String) -> String {
            let what = name.map { "falta `\($0)` o su tipo no es el esperado" }
                ?? "a tus declaraciones les falta algo que las pruebas necesitan, o su tipo no es el esperado"
            guard let spanish = Msg.Compiler.translate(detail) else { return "\(what) (\(Msg.Compiler.englishOriginal(detail)))" }
            return "\(what) (el compilador dice: \(spanish))"
        }

        /// A compiler error in Spanish (`Msg.Compiler`); one with no translation keeps its words.
        public static func translateCompilerMessage(_ message: String) -> String {
            Msg.Compiler.translate(message) ?? message
        }

        /// The hidden suite needs a declaration the learner's files lack, and one of theirs is
        /// spelled nearly so: a rename, not a cascade of missing members.
        public static func suiteNeedsRenamed(_ wanted: String, found: String, at place: String) -> String {
            "¿renombraste `\(wanted)`? Las pruebas lo usan con ese nombre y encontré `\(found)` (\(place)): "
                + "usa el nombre que pide el enunciado"
        }

        /// The learner made a struct of what the exercise keeps a class (or the reverse): the suite's
        /// errors follow from that, and naming them would only show the suite.
        public static func suiteNeedsKind(_ name: String, wanted: String, found: String, at place: String) -> String {
            "las pruebas usan `\(name)` como \(kindName(wanted)) y en tus archivos es \(kindName(found)) (\(place)): "
                + "vuelve a declararlo como `\(wanted)`, como pide el enunciado"
        }
        private static func kindName(_ keyword: String) -> String {
            switch keyword {
            case "class": return "una clase"
            case "struct": return "un struct"
            case "enum": return "un enum"
            default: return "`\(keyword)`"
            }
        }

        // MARK: running

        public static let lineRunCompleted = "el programa de pruebas llega hasta el final"
        public static let lineOutsideTests = "sin fallos fuera de las pruebas"
        public static func runTimedOut(seconds: Double, test: String?) -> String {
            "se agotó el tiempo: el programa seguía en marcha tras \(format(seconds)) s de CPU\(during(test)). ¿Un bucle que no termina?"
        }
        public static func runWaitedTooLong(seconds: Double, test: String?) -> String {
            "se agotó el tiempo: el programa seguía en marcha tras \(format(seconds)) s de reloj\(during(test)). ¿Espera algo que nunca llega, o un bucle que no termina?"
        }
        public static func runFlooded(bytes: Int, test: String?) -> String {
            "el programa escribió demasiado (más de \(bytes / 1024) KiB)\(during(test)); se detuvo. ¿Un `print` dentro de un bucle sin fin?"
        }
        public static func runWroteTooMuch(test: String?) -> String {
            "el programa intentó escribir un archivo demasiado grande\(during(test)); se detuvo"
        }
        public static func runCrashed(signal: String?, message: String?, test: String?) -> String {
            var text = "el programa se detuvo por un error en tiempo de ejecución\(during(test))"
            if let signal { text += " (señal \(signal))" }
            if let message { text += ":\n\(message)" }
            return text
        }
        public static func runNeverStarted(code: Int32) -> String {
            "el programa terminó (código \(code)) sin llegar a ejecutar las pruebas"
        }
        public static func runExitedEarly(code: Int32, test: String?) -> String {
            "el programa terminó (código \(code)) antes de que acabaran las pruebas\(during(test)). "
                + "¿Llamas a `exit` o a algo que cierra el programa? Lo que imprima el programa no cuenta: "
                + "solo cuentan las pruebas que terminan"
        }
        public static func runOddExit(code: Int32) -> String {
            "las pruebas terminaron, pero el programa acabó con un código inesperado (\(code))"
        }
        public static func runInconsistent(code: Int32) -> String {
            "el resultado del programa (código \(code)) no coincide con el de las pruebas; no se puede dar por bueno"
        }
        public static let suiteHasNoTests = "las pruebas ocultas no contienen ninguna prueba: avisa a quien escribió el ejercicio"
        public static let testDidNotFinish = "esta prueba empezó y no terminó"
        public static let testDidNotRun = "esta prueba no llegó a ejecutarse"

        /// The runtime's trap messages, in Spanish.
        public static func translateRuntimeMessage(_ message: String) -> String {
            if message.contains("failed to allocate") {
                return "error fatal: se acabó la memoria que puede usar el programa (2 GiB). ¿Una colección que crece sin fin?"
            }
            var text = message
            let replacements = [
                ("Fatal error: Unexpectedly found nil while unwrapping an Optional value",
                 "error fatal: se encontró nil al desenvolver un opcional con `!`"),
                ("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value",
                 "error fatal: se encontró nil al desenvolver implícitamente un opcional"),
                ("Fatal error: Index out of range", "error fatal: índice fuera de rango"),
                ("Fatal error: Division by zero", "error fatal: división por cero"),
                ("Fatal error: ", "error fatal: "),
                ("Precondition failed: ", "precondición incumplida: "),
                ("Precondition failed", "precondición incumplida"),
                ("Assertion failed: ", "aserción fallida: "),
                ("Assertion failed", "aserción fallida"),
            ]
            for (english, spanish) in replacements where text.contains(english) {
                text = text.replacingOccurrences(of: english, with: spanish)
                break
            }
            return text
        }

        /// Swift Testing's words for a failure that has no comment or comparison.
        public static func translateIssueText(_ text: String) -> String {
            if text.hasPrefix("Expectation failed: ") { return "no se cumple: " + text.dropFirst("Expectation failed: ".count) }
            if text.hasPrefix("Requirement failed: ") { return "no se cumple: " + text.dropFirst("Requirement failed: ".count) }
            if text.hasPrefix("Caught error: ") { return "se lanzó un error: " + text.dropFirst("Caught error: ".count) }
            return text
        }

        // MARK: static checks

        public static func lineFormas(_ type: String, expected: Int) -> String {
            "`\(type)` tiene \(expected) \(expected == 1 ? "forma" : "formas")"
        }
        public static func formasCounted(_ type: String, formula: String) -> String { formula }
        public static func formasUnbounded(_ type: String) -> String {
            "`\(type)` es recursivo (`indirect`): sus formas no tienen límite"
        }
        public static func formasWrong(expected: Int, got: String) -> String {
            let more = (Int(got) ?? Int.max) > expected
            let why = more ? "cada forma de más es un estado que puede representarse sin ser legítimo"
                           : "faltan formas: hay situaciones legítimas que tu tipo no puede representar"
            return "se esperaba\(expected == 1 ? "" : "n") \(expected) \(expected == 1 ? "forma" : "formas") y tu tipo tiene \(got): \(why)"
        }
        public static func typeNotDeclared(_ type: String) -> String {
            "no encuentro la declaración de `\(type)` en tus archivos"
        }
        public static func lineSinDefault(_ type: String) -> String { "ningún `switch` sobre `\(type)` usa `default`" }
        public static func catchAllChain(_ type: String) -> String {
            "este `if`/`guard` pregunta por `\(type)` y deja el resto a un `else`: es un `default` con otro nombre; usa un `switch` que nombre cada caso"
        }
        public static func bareDefault(_ type: String) -> String {
            "este `switch` decide sobre `\(type)` con un `default`: nombra cada caso, y el compilador te avisará cuando añadas uno nuevo"
        }

        // MARK: validar

        public static func proofSolutionFails(_ path: String, failing: [String], reason: String?) -> String {
            var text = "\(path): la solución de referencia no supera todo: \(failing.map { "«\($0)»" }.joined(separator: ", "))"
            if let reason { text += " (\(reason))" }
            return text
        }
        public static func proofTemplatePasses(_ path: String) -> String {
            "\(path): la plantilla ya supera todas las comprobaciones: no deja nada por hacer"
        }

        // MARK: report

        public static func reportHeading(_ id: String, title: String) -> String { "Ejercicio \(id): \(title)" }
        public static func reportDirectory(_ path: String) -> String { "  (en \(path))" }
        public static func reportTestCase(_ arguments: String) -> String { "con \(arguments)" }
        public static func reportExpression(_ expression: String) -> String { "al evaluar: \(expression)" }
        public static func reportExpected(_ value: String) -> String { "esperado: \(value)" }
        public static func reportObtained(_ value: String) -> String { "obtenido: \(value)" }
        public static func reportMoreIssues(_ count: Int) -> String {
            count == 1 ? "… y 1 fallo más en esta prueba" : "… y \(count) fallos más en esta prueba"
        }
        public static let reportProgramOutput = "Tu programa escribió (no cuenta para la nota):"
        public static func reportAllPassed(_ total: Int) -> String { "✔ Todo correcto: \(total) de \(total)." }
        public static func reportSomeFailed(_ passed: Int, of total: Int) -> String {
            "✘ \(passed) de \(total) superadas. Corrige lo marcado con ✘ y vuelve a comprobar."
        }
        public static let reportFromCache = "(mismos archivos que la última vez: resultado guardado)"

        // MARK: ejercicios, empezar, pista, vigilar

        public static let noExercises = "No hay ejercicios en ningún paquete (revisa LESSON_PATH)."
        public static func exercisesHeading(passed: Int, total: Int) -> String {
            "Ejercicios: \(passed) de \(total) superados"
        }
        public static let exercisesFooter =
            "✔ superado · … en curso · · sin empezar. Empieza uno con «lesson empezar EJ»; corrígelo con «lesson check EJ»."
        public static func exerciseStatus(_ record: ExerciseProgressSummary, hints: Int) -> String {
            var parts: [String] = []
            if record.passed { parts.append("superado") }
            else if record.attempts > 0 { parts.append("último intento: \(record.lastPassed) de \(record.lastTotal)") }
            else if record.started { parts.append("empezado") }
            else { parts.append("sin empezar") }
            if record.hintsShown > 0 { parts.append("pistas: \(record.hintsShown) de \(hints)") }
            return parts.joined(separator: " · ")
        }
        public static func cannotStart(_ path: String, reason: String) -> String {
            "no puedo preparar \(path): \(reason)"
        }
        public static func startedHeading(_ id: String, title: String) -> String { "Ejercicio \(id): \(title)" }
        public static func startedCreated(_ directory: String, files: [String]) -> String {
            "Copiados en \(directory)/: \(files.joined(separator: ", "))"
        }
        public static func startedKept(_ directory: String, files: [String]) -> String {
            "Ya existían y no se tocaron (tu trabajo está a salvo): \(files.map { "\(directory)/\($0)" }.joined(separator: ", "))"
        }
        public static func startedNext(statement: String, files: [String], exercise: String, dirOption: String?) -> String {
            let check = "lesson check \(exercise)" + (dirOption.map { " --dir \($0)" } ?? "")
            return """
                Lee el enunciado en \(statement), edita \(files.joined(separator: ", ")) y comprueba con «\(check)».
                Si te atascas: «lesson pista \(exercise)». Para corregir cada vez que guardas: «lesson vigilar \(exercise)\(dirOption.map { " --dir \($0)" } ?? "")».
                """
        }
        public static func noHints(_ id: String) -> String { "El ejercicio \(id) no tiene pistas." }
        public static func hintHeading(_ number: Int, of total: Int, exercise: String) -> String {
            "Pista \(number) de \(total) (\(exercise)):"
        }
        public static let lastHint = "Es la última pista: con ella tienes todo lo necesario."
        public static func watching(_ directory: String, exercise: String, time: String) -> String {
            "[\(time)] vigilando \(directory) (\(exercise))"
        }
        public static let watchingChecking = "comprobando (swiftc compila y corren las pruebas)…"
        public static let watchingHowToLeave = "Guarda un archivo para volver a corregir; Ctrl-C para salir."

        private static func during(_ test: String?) -> String { test.map { " durante «\($0)»" } ?? "" }
        private static func format(_ seconds: Double) -> String {
            seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        }
    }
}
