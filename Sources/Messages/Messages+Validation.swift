/// What `lesson validar` tells an instructor.
extension Msg {
    public enum Validate {
        public static let packs = "paquetes"
        public static let modelWithoutMachine = "carga y compila; no define máquina, así que no hay secuencias que comparar"
        public static let modelCompiles = "carga y compila con swiftc"
        public static func modelAgrees(steps: Int, printsCompared: Bool) -> String {
            "carga, compila con swiftc y el intérprete imprime lo mismo en \(steps) \(steps == 1 ? "paso" : "pasos")"
                + (printsCompared ? "" : " (se comparan formas: sus estados guardan fechas o tareas)")
        }
        public static func compiledProgramFailed(_ how: String) -> String {
            "el programa compilado con swiftc no terminó bien (\(how))"
        }
        public static func outputsDiffer(line: Int, interpreter: String, compiled: String) -> String {
            "el intérprete y swiftc no imprimen lo mismo (línea \(line) de la salida):\n      intérprete: \(interpreter)\n      swiftc:     \(compiled)"
        }
        public static func scratchFailed(_ detail: String) -> String { "no pude preparar la compilación: \(detail)" }
        public static func compilerError(_ location: String, _ message: String) -> String {
            "\(location): error (swiftc): \(message)"
        }
        public static func driverError(_ message: String) -> String {
            "el programa de validación no compila junto al modelo: \(message)"
        }
        public static func compilerFailed(_ output: String) -> String { "swiftc no compiló el modelo:\n\(output)" }
        public static let noCompiler = "no encuentro swiftc: instala Swift 6 o indica su ruta en LESSON_SWIFTC"
        public static let exerciseSound = "la solución pasa todas las comprobaciones y la plantilla falla alguna"
        public static func header(_ roots: [String]) -> String { "Validando \(roots.joined(separator: ", ")):" }
        public static func allGood(lessons: Int, models: Int, exercises: Int) -> String {
            func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
            return "Todo en orden: \(count(lessons, "lección", "lecciones")), \(count(models, "modelo", "modelos")) y \(count(exercises, "ejercicio", "ejercicios"))."
        }
        public static func problems(_ count: Int) -> String {
            count == 1 ? "Hay 1 problema." : "Hay \(count) problemas."
        }
        public static func notARoot(_ path: String) -> String {
            "«\(path)» no es una raíz de paquetes: no tiene Lessons/ ni Exercises/"
        }
        public static let lesson = "lección"
        public static let model = "modelo"
        public static let exercise = "ejercicio"
        public static let pack = "paquete"
    }
}
