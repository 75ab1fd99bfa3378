/// What the REPL shell says: prompts, help, unknown commands, warnings about input and history.
extension Msg {
    public enum REPL {
        public static let prompt = "lesson> "
        /// While braces, parentheses or brackets are open.
        public static let continuationPrompt = "   ...> "
        /// The prompt once a model is loaded, e.g. `pantalla> `.
        public static func prompt(model: String) -> String { "\(model)> " }

        public static func welcome(version: String) -> String {
            """
            lesson \(version) — máquinas de estado con enums de Swift.
            Escribe :ayuda para ver los comandos; :salir o Ctrl-D para salir.
            """
        }
        public static let goodbye = "¡Hasta luego!"

        public static let helpHeader = "Comandos del REPL (entre paréntesis, el alias en inglés):"
        public static let helpFooter = """
            Cualquier otra línea es Swift y se evalúa en el ámbito del modelo cargado.
            Una línea que empieza por «.», como .cargar(id: 7), envía ese evento.
            Mientras haya llaves, paréntesis o corchetes abiertos, la entrada sigue en la línea siguiente.
            Teclas: ↑/↓ historial, Ctrl-R buscar en el historial, Tab completar,
            Ctrl-C borra la línea o interrumpe una evaluación, Ctrl-D sale.
            """
        public static func helpUnknownTopic(_ topic: String) -> String {
            "No hay ningún comando «\(Msg.echo(topic))». Escribe :ayuda para ver la lista."
        }

        public static func unknownCommand(_ command: String) -> String {
            "Comando desconocido: \(Msg.echo(command))."
        }
        public static func didYouMean(_ command: String) -> String { "¿Quisiste decir \(command)?" }
        public static let seeHelp = "Escribe :ayuda para ver la lista de comandos."
        public static let emptyCommand = "Falta el nombre del comando después de «:». Escribe :ayuda para ver la lista."
        public static func takesNoArguments(_ command: String) -> String {
            "\(command) no lleva argumentos."
        }

        public static func invalidUTF8(line: Int) -> String {
            "La línea \(line) de la entrada no es UTF-8 válido; se ignora."
        }
        public static func incompleteInput(missing closers: String) -> String {
            "La entrada terminó con \(closers) sin cerrar; se descarta lo escrito desde la última línea completa."
        }
        public static let interrupted = "Interrumpido."
        public static let stdinClosed = "aviso: la entrada estándar está cerrada; no hay nada que leer."

        public static func homeUnusable(path: String, reason: String) -> String {
            "aviso: no se puede usar LESSON_HOME (\(path)): \(reason). El historial no se guardará en esta sesión."
        }
        public static let homeUnknown =
            "aviso: no se sabe dónde guardar el historial (no hay LESSON_HOME, XDG_DATA_HOME ni HOME). El historial no se guardará en esta sesión."
        public static func historyUnreadable(path: String) -> String {
            "aviso: no se puede leer el historial \(path); se deja como está y esta sesión no lo guardará."
        }
        public static func historyNotSaved(path: String) -> String {
            "aviso: no se pudo guardar el historial en \(path); el archivo anterior queda intacto."
        }
    }
}

extension Msg.REPL {
    public static let notADirectory = "existe pero no es un directorio"

    /// The Spanish reason for a failed file-system call, by `errno`.
    public static func fileSystemReason(_ code: Int32) -> String {
        switch code {
        case 1, 13: return "permiso denegado"                      // EPERM, EACCES
        case 2: return "no existe"                                  // ENOENT
        case 17: return "ya existe"                                 // EEXIST
        case 20: return "una parte de la ruta no es un directorio"  // ENOTDIR
        case 21: return "es un directorio"                          // EISDIR
        case 28: return "no queda espacio en el disco"              // ENOSPC
        case 30: return "el sistema de archivos es de solo lectura"  // EROFS
        case 36: return "la ruta es demasiado larga"                // ENAMETOOLONG
        case 122: return "se superó la cuota de disco"              // EDQUOT
        default: return "error \(code) del sistema"
        }
    }
}
