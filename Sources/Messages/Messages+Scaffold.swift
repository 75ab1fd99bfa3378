/// What `lesson nuevo` and `lesson publicar` write and say.
extension Msg {
    public enum Scaffold {
        public static func badName(_ name: String) -> String {
            "«\(name)» no vale como nombre: usa letras, números, - y _ (sin espacios ni barras)"
        }
        public static func badLessonName(_ name: String) -> String {
            "«\(name)» no vale: una lección nueva se escribe PAQUETE/NOMBRE (letras, números, - y _)"
        }
        public static func noPack(_ pack: String) -> String {
            "no hay ningún paquete «\(pack)» aquí (Lessons/\(pack)/pack.json); créalo con «lesson nuevo paquete \(pack)»"
        }
        public static func brokenPack(_ path: String) -> String { "\(path) tiene errores: arréglalo antes (lesson validar)" }
        public static func exists(_ path: String) -> String { "\(path) ya existe: no lo sobrescribo" }
        public static func cannotWrite(_ path: String) -> String { "no puedo escribir \(path)" }
        public static func created(_ files: [String]) -> String {
            "Creado:\n" + files.map { "  " + $0 }.joined(separator: "\n") + "\nCompruébalo con «lesson validar .»."
        }
        public static let unknownKind = "«lesson nuevo» crea un paquete, una leccion o un ejercicio: lesson nuevo paquete|leccion|ejercicio NOMBRE"

        public static func lesson(title: String, model: String, code: String) -> String {
            """
            # \(title)

            Escribe aquí la lección. Cada bloque `swift modelo=…` es parte de un modelo que el REPL
            carga con `:cargar \(model)`; los bloques sin `modelo=` solo se muestran.

            ```swift modelo=\(model) inicial=.apagada
            \(code)
            ```

            """
        }

        public static func statement(_ name: String) -> String {
            """
            # \(name)

            Un interruptor solo puede estar apagado o encendido. Modela su estado con un enum de dos
            casos y escribe `siguiente(_:ante:)`: cada pulsación lo cambia. Nombra cada caso en el
            `switch`, sin `default`.

            Corrige con `lesson check \(name)`.

            """
        }
        public static let hint = "Dos casos bastan: apagado y encendido."
        public static let suite = """
            import Testing

            @Test("pulsar enciende un interruptor apagado")
            func enciende() {
                #expect(siguiente(.apagado, ante: .pulsar) == .encendido, "apagado y pulsar debería dar encendido")
            }

            @Test("pulsar apaga un interruptor encendido")
            func apaga() {
                #expect(siguiente(.encendido, ante: .pulsar) == .apagado, "encendido y pulsar debería dar apagado")
            }

            """

        // publicar
        public static func destinationNotEmpty(_ path: String) -> String {
            "\(path) ya existe y no está vacío: «publicar» solo escribe en una carpeta nueva o vacía"
        }
        public static func published(_ destination: String, exercises: Int, withoutSuites: Bool) -> String {
            "Copia para alumnos en \(destination): \(exercises) \(exercises == 1 ? "ejercicio" : "ejercicios") sin solucion/"
                + (withoutSuites ? " ni pruebas/ (se corrigen en el curso)." : ".")
        }
        public static let gradedByTheCourse =
            "este ejercicio se publicó sin sus pruebas: lo corrige el curso (con «lesson corregir» o Gradescope), no «lesson check» aquí"
    }
}

extension Msg.CLI.Help {
    public static let nuevo = "crea un paquete, una lección o un ejercicio que «validar» acepta (para instructores)"
    public static let nuevoDetails = """
        lesson nuevo paquete NOMBRE      Lessons/NOMBRE/ con pack.json y una lección con un modelo
        lesson nuevo leccion PAQ/NOMBRE  una lección más en Lessons/PAQ/ (y en su pack.json)
        lesson nuevo ejercicio NOMBRE    Exercises/NOMBRE/ con enunciado, plantilla que falla, solución que pasa y pruebas
        Se escribe en la raíz actual (o --raiz R). Nunca sobrescribe nada.
        """
    public static let raiz = "la raíz de paquetes donde crear (por defecto, la carpeta actual)"
    public static let publicar = "una copia para alumnos de una raíz de paquetes, sin soluciones (para instructores)"
    public static let publicarDetails = """
        Copia Lessons/ y Exercises/ de RAIZ en DESTINO (nuevo o vacío) sin las carpetas solucion/; con
        --sin-pruebas, tampoco pruebas/, y entonces «check» dice que ese ejercicio lo corrige el curso.
        """
    public static let sinPruebas = "tampoco copia las pruebas ocultas"
}
