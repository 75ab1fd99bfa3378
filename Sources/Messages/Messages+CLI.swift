/// What the command line says: usage, help of each subcommand, usage errors.
extension Msg {
    public enum CLI {
        public static let tagline = "lesson — aprende a modelar máquinas de estado con enums de Swift."
        public static let usageTitle = "Uso:"
        public static let commandsTitle = "Órdenes (entre paréntesis, el alias en inglés):"
        public static let optionsTitle = "Opciones:"
        public static let globalOptions = """
            Opciones generales:
              -h, --help      esta ayuda; «lesson ORDEN --help» o «lesson ayuda ORDEN» explica una orden
              -V, --version   la versión de lesson
            """
        public static let environment = """
            Variables de entorno:
              LESSON_PATH   más raíces de paquetes de lecciones, separadas por «:»
              LESSON_HOME   dónde se guardan el progreso y el historial
                            (por defecto $XDG_DATA_HOME/lesson o ~/.local/share/lesson)
              NO_COLOR      si tiene valor, la salida va sin colores
            """
        public static let exitCodes =
            "Códigos de salida: 0 bien · 1 la comprobación falló o hay un error en tu trabajo · 2 uso incorrecto."
        public static let noArgumentsStartsREPL = "Sin orden, «lesson» abre el REPL."

        public static func versionLine(_ version: String) -> String { "lesson \(version)" }

        // Usage errors: always followed by the relevant usage and exit status 2.
        public static func unknownCommand(_ name: String) -> String {
            "lesson: orden desconocida «\(Msg.echo(name))»."
        }
        public static func didYouMean(_ name: String) -> String { "¿Quisiste decir «\(name)»?" }
        public static func unknownOption(_ option: String, command: String) -> String {
            "lesson \(command): opción desconocida «\(Msg.echo(option))»."
        }
        public static func missingValue(_ option: String, command: String) -> String {
            "lesson \(command): la opción \(option) necesita un valor."
        }
        public static func flagTakesNoValue(_ option: String, command: String) -> String {
            "lesson \(command): la opción \(option) no lleva valor."
        }
        public static func missingArgument(_ name: String, command: String) -> String {
            "lesson \(command): falta el argumento \(name)."
        }
        public static func unexpectedArgument(_ argument: String, command: String) -> String {
            "lesson \(command): sobra el argumento «\(Msg.echo(argument))»."
        }
        public static func seeHelp(_ command: String?) -> String {
            if let command { return "Escribe «lesson \(command) --help» para ver cómo se usa." }
            return "Escribe «lesson --help» para ver las órdenes."
        }

        /// One-line summaries and longer explanations of each subcommand, by Spanish name.
        public enum Help {
            public static let repl = "abre el REPL (también sin orden: «lesson»)"
            public static let replDetails = """
                Abre el REPL: carga modelos de las lecciones, envía eventos y mira cada transición.
                Con un terminal usa edición de línea (historial, Tab, Ctrl-R); sin terminal lee
                las líneas de la entrada estándar, así que se le puede pasar un guion:
                  echo ':ayuda' | lesson
                """
            public static let modelo = "carga el modelo M al empezar"

            public static let lecciones = "paquetes, lecciones y los modelos que define cada una"
            public static let leccionesDetails =
                "Lista los paquetes de lecciones (el incluido y los de LESSON_PATH), sus lecciones y los modelos de cada una."

            public static let leer = "muestra una lección en el terminal"
            public static let leerDetails = """
                Muestra la lección ID con títulos, tablas, código resaltado y diagramas.
                ID es «paquete/lección», el nombre del archivo sin .md, o su número, si no hay ambigüedad.
                """

            public static let ejercicios = "ejercicios y tu progreso"
            public static let ejerciciosDetails = "Lista los ejercicios de todos los paquetes y tu progreso en cada uno."

            public static let empezar = "copia el enunciado y los archivos iniciales de un ejercicio"
            public static let empezarDetails = """
                Copia el enunciado y los archivos iniciales del ejercicio EJ en el directorio D
                (por defecto ./EJ). Nunca sobrescribe un archivo que ya exista.
                """
            public static let dir = "directorio de trabajo"

            public static let check = "corrige tu solución de un ejercicio"
            public static let checkDetails = """
                Compila tus archivos del ejercicio EJ con el compilador de Swift junto con las pruebas
                ocultas y comprueba su forma. Directorio: --dir D, si no ./EJ, si no el actual.
                Sale con 0 si todo pasa y con 1 si algo falla.
                """
            public static let json = "informe en JSON, para otras herramientas"

            public static let pista = "la pista que toca: la de lo que falla ahora"
            public static let pistaDetails = """
                Comprueba tus archivos del ejercicio EJ y muestra la pista ligada a lo primero que falla;
                si ninguna lo está, la siguiente que no has leído. «lesson pista EJ N» vuelve a mostrar
                la pista N; --todas, todas las que hay.
                """
            public static let todas = "todas las pistas, en orden"

            public static let siguiente = "qué toca ahora en el curso"
            public static let siguienteDetails = """
                Dice cuál es la siguiente lección sin leer o el siguiente ejercicio sin superar, según
                tu progreso (el que guardan «leer» y «check»), y cómo empezarlo.
                """

            public static let vigilar = "vuelve a corregir cada vez que guardas"
            public static let vigilarDetails = "Corrige el ejercicio EJ y vuelve a hacerlo cada vez que guardas un archivo. Ctrl-C termina."

            public static let validar = "comprueba un paquete de lecciones (para instructores)"
            public static let validarDetails = """
                Comprueba la raíz de paquetes RAIZ (por defecto, las cargadas): cada lección se lee,
                cada modelo se carga y compila con swiftc, el intérprete y el programa compilado
                imprimen lo mismo, y cada solución pasa mientras cada plantilla falla.
                """

            public static let ayuda = "explica una orden"
            public static let ayudaDetails = "Muestra la ayuda general, o la de la orden ORDEN."
        }
    }
}

extension Msg.CLI.Help {
    public static let thisHelp = "esta ayuda"
}
