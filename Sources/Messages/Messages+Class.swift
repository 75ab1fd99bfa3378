/// What `lesson corregir` says to an instructor grading a class.
extension Msg {
    public enum Class {
        public static func classNotAFolder(_ path: String) -> String {
            "\(path) no es una carpeta: «corregir» espera una carpeta con una subcarpeta por alumno"
        }
        public static func classUnreadable(_ path: String) -> String { "no puedo leer la carpeta \(path)" }
        public static func notFolders(_ names: [String]) -> String {
            "no son carpetas de alumno y no se corrigen: \(names.joined(separator: ", "))"
        }
        public static func sameLearner(_ ids: [String]) -> String {
            "\(ids.map { "«\($0)»" }.joined(separator: " y ")) parecen el mismo alumno (solo cambian mayúsculas, acentos o separadores): se corrigen por separado; revisa cuál vale"
        }
        public static func folderLinksOut(_ name: String, target: String) -> String {
            "no se corrige: «\(name)» es un enlace a \(target), fuera de la carpeta de la clase"
        }
        public static func fileLinksOut(_ file: String) -> String {
            "no se corrige: \(file) es un enlace a un archivo fuera de la carpeta del alumno"
        }
        public static func wouldOverwrite(_ path: String) -> String {
            "\(path) ya existe y no lo escribió «lesson corregir»: no lo sobrescribo (elige otra carpeta con --salida DIR)"
        }
        public static func cannotWrite(_ path: String, reason: String) -> String {
            "no puedo escribir las notas en \(path): \(reason)"
        }
        public static func badJobs(_ value: String) -> String {
            "--trabajos espera un número entero mayor que 0, no «\(value)»"
        }
        public static func heading(_ id: String, title: String, learners: Int, jobs: Int) -> String {
            "Ejercicio \(id): \(title) — \(learners) \(learners == 1 ? "alumno" : "alumnos"), \(jobs) a la vez"
        }
        public static let noLearners = "la carpeta no tiene ninguna subcarpeta de alumno"
        public static func row(_ learner: String, passed: Int, total: Int, points: String, maximum: String, status: String) -> String {
            "\(learner)  \(passed) de \(total)  \(points) de \(maximum) puntos  \(status)"
        }
        public static func summary(passed: Int, learners: Int, seconds: Double) -> String {
            "Aprobados: \(passed) de \(learners) (\(String(format: "%.1f", seconds)) s)."
        }
        public static func written(csv: String, json: String) -> String { "Notas en \(csv) y \(json)." }
        public static func notGraded(_ count: Int) -> String {
            count == 1 ? "1 carpeta no se pudo corregir (ver arriba)." : "\(count) carpetas no se pudieron corregir (ver arriba)."
        }
        public static func progress(_ done: Int, of total: Int) -> String { "\(done)/\(total) alumnos" }
    }
}

extension Msg.CLI.Help {
    public static let corregir = "corrige una clase entera: una carpeta por alumno (para instructores)"
    public static let corregirDetails = """
        Corrige el ejercicio EJ en cada subcarpeta de CARPETA (su nombre es el del alumno), como lo
        haría «lesson check», varias a la vez, y escribe notas.csv y notas.json en DIR (por defecto,
        CARPETA). No guarda nada en tu progreso. Sale con 0 si pudo corregir todas las carpetas, sean
        cuales sean las notas; una carpeta sin los archivos saca 0 con su motivo.
        """
    public static let salida = "carpeta donde escribir notas.csv y notas.json"
    public static let trabajos = "cuántos alumnos corregir a la vez (por defecto, los núcleos de la máquina)"
}
