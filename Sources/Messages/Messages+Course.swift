/// What the course says about where the learner is: hints, what comes next, the progress file.
extension Msg {
    public enum Course {
        public static func hintNumberOutOfRange(_ text: String, count: Int, exercise: String) -> String {
            "«\(Msg.echo(text))» no es una pista de \(exercise): tiene \(count == 1 ? "1 pista" : "\(count) pistas") (de 1 a \(count))"
        }
        public static func hintFor(_ failing: String) -> String { "Para lo que falla ahora («\(failing)»):" }
        public static let hintForCompiling = "Para lo que falla ahora (tus archivos no compilan):"
        public static func hintsRead(_ read: Int, of total: Int, exercise: String) -> String {
            "Has leído \(read) de \(total). «lesson pista \(exercise) N» vuelve a mostrar la pista N; «--todas», todas."
        }

        // MARK: progreso.json

        public static func progressUnreadable(_ path: String, backup: String) -> String {
            "aviso: no puedo leer \(path) (¿está dañado?); lo guardo tal cual en \(backup) y empiezo un registro nuevo: no se pierde nada"
        }
        public static func progressBackupTaken(_ path: String, backup: String) -> String {
            "aviso: no puedo leer \(path) y ya hay una copia en \(backup): no toco ninguno de los dos y esta vez no se guarda el progreso"
        }
        public static func progressNewer(_ path: String, version: Int) -> String {
            "aviso: \(path) es de una versión más nueva de lesson (formato \(version)); no lo toco y esta vez no se guarda el progreso"
        }

        // MARK: validar

        public static func hintTiedToNothing(_ path: String, number: Int, name: String) -> String {
            "\(path): error: la pista \(number) está ligada a «\(name)», que no es ninguna prueba ni comprobación del ejercicio"
        }
        public static func testPassesOnTemplate(_ path: String, test: String, lacking name: String) -> String {
            "\(path): la plantilla ya supera «\(test)», aunque no tiene el caso .\(name): esa prueba no distingue lo que falta por hacer"
        }

        // MARK: siguiente

        public static func nextLesson(_ id: String, title: String) -> String {
            "Lo siguiente: la lección \(id), «\(title)». Léela con «lesson leer \(id)»."
        }
        public static func nextExercise(_ id: String, title: String, started: Bool) -> String {
            started ? "Lo siguiente: termina el ejercicio \(id), «\(title)». Corrígelo con «lesson check \(id)»; si te atascas, «lesson pista \(id)»."
                : "Lo siguiente: el ejercicio \(id), «\(title)». Empiézalo con «lesson empezar \(id)»."
        }
        public static let courseDone = "Has leído todas las lecciones y superado todos los ejercicios. ¡Enhorabuena!"
        public static let nothingToFollow = "No hay lecciones ni ejercicios en ningún paquete (revisa LESSON_PATH)."
        public static func lessonsReadLine(_ read: Int, of total: Int) -> String { "Lecciones leídas: \(read) de \(total)" }
    }
}
