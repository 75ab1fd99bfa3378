/// What `lesson autograder` says, and what its bundle says on Gradescope when it cannot grade.
extension Msg {
    public enum Autograder {
        public static let couldNotRun =
            "no se pudo ejecutar lesson para corregir esta entrega: avisa a quien da el curso (el registro está en results/lesson.log)"
        public static func written(_ path: String, exercise: String) -> String {
            "Autocorrector de Gradescope para \(exercise) en \(path): súbelo como «Autograder» (setup.sh y run_autograder en la raíz). Para probarlo aquí: descomprímelo en $AUTOGRADER_ROOT/source, pon una entrega en $AUTOGRADER_ROOT/submission y ejecuta $AUTOGRADER_ROOT/source/run_autograder."
        }
        public static func wouldOverwrite(_ path: String) -> String {
            "\(path) ya existe y no es un autocorrector de lesson: no lo sobrescribo (elige otro nombre con --salida F.zip)"
        }
        public static func cannotWrite(_ path: String, reason: String) -> String { "no puedo escribir \(path): \(reason)" }
        public static let noSuite = "el ejercicio no tiene pruebas ocultas (pruebas/*.swift): Gradescope no tendría nada que corregir"
        public static func notZip(_ path: String) -> String { "\(path): el nombre del autocorrector debe acabar en .zip" }
    }
}

extension Msg.CLI.Help {
    public static let autograder = "un autocorrector de Gradescope para un ejercicio (para instructores)"
    public static let autograderDetails = """
        Escribe F.zip (por defecto ./EJ-autograder.zip) con setup.sh, run_autograder, este lesson y el
        ejercicio EJ sin su solución. En Gradescope, run_autograder corrige $AUTOGRADER_ROOT/submission
        (por defecto /autograder/submission) y deja results/results.json con la nota y cada prueba.
        """
    public static let zip = "dónde escribir el autocorrector (.zip)"
}
