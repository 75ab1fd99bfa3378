/// What lesson packs say: problems in `pack.json` and lessons (to instructors), lookups of lessons
/// and models, listings and the words of the lesson renderer (to learners).
extension Msg {
    public enum Packs {
        // MARK: pack.json

        public static func manifestSyntax(_ detail: String) -> String { "pack.json no es JSON válido: \(detail)." }
        public static let jsonUnexpectedEnd = "el archivo termina antes de tiempo (¿falta una «}», una «]» o unas comillas?)"
        public static func jsonUnexpected(_ c: String) -> String { "no se esperaba «\(c)» aquí" }
        public static func jsonExpected(_ what: String, found: String?) -> String {
            found.map { "se esperaba \(what) y hay «\($0)» (¿falta una coma?)" } ?? "se esperaba \(what)"
        }
        public static let jsonBadEscape = "secuencia de escape «\\» no válida dentro de una cadena"
        public static let jsonControlCharacter = "salto de línea o carácter de control dentro de una cadena (¿faltan unas comillas de cierre?)"
        public static func jsonDuplicateKey(_ key: String) -> String { "la clave «\(key)» aparece dos veces" }
        public static let jsonTrailingText = "hay texto después del objeto principal"
        public static let manifestNotObject =
            "pack.json debe ser un objeto: {\"titulo\": \"…\", \"lecciones\": [\"01-…\", …]}."
        public static let manifestMissingTitle = "a pack.json le falta \"titulo\"; se usa el nombre de la carpeta."
        public static let manifestTitleNotString = "\"titulo\" debe ser un texto no vacío entre comillas."
        public static let manifestMissingLessons =
            "a pack.json le falta \"lecciones\", la lista de lecciones en orden (nombres de archivo sin .md)."
        public static let manifestLessonsNotList =
            "\"lecciones\" debe ser una lista de nombres entre corchetes: [\"01-…\", \"02-…\"]."
        public static let manifestLessonNotString = "cada elemento de \"lecciones\" debe ser un nombre de archivo entre comillas."
        public static func manifestLessonBadName(_ name: String) -> String {
            "«\(name)» no es un nombre de lección válido: va el nombre del archivo .md de esta carpeta, sin rutas."
        }
        public static func manifestLessonRepeated(_ name: String) -> String { "la lección «\(name)» aparece dos veces en la lista." }
        public static func manifestMissing(_ pack: String) -> String {
            "el paquete «\(pack)» no tiene pack.json, así que no se carga. Crea uno con {\"titulo\": \"…\", \"lecciones\": [\"01-…\"]}."
        }

        // MARK: Lessons and models

        public static func lessonMissing(_ name: String, path: String) -> String {
            "la lección «\(name)» está en la lista pero no existe el archivo \(path)."
        }
        public static func notUTF8(_ path: String) -> String {
            "\(path) no es UTF-8 válido; los bytes que sobran se muestran como «�»."
        }
        public static let lessonWithoutTitle = "la lección no tiene título: su primera línea de título debe empezar por «# »."
        public static let unterminatedFence = "bloque de código sin cerrar: falta la línea ``` que lo termina."
        public static let unterminatedFenceNote =
            "el bloque se traga el resto de la lección; si era de un modelo, ese bloque no se carga."
        public static func modelNotSwift(_ language: String) -> String {
            let shown = language.isEmpty ? "sin lenguaje" : "de «\(language)»"
            return "modelo= solo vale en bloques ```swift, y este bloque es \(shown)."
        }
        public static let attributeWithoutModel = "inicial=, legitimo= y maquina= solo tienen sentido en un bloque con modelo=NOMBRE."
        public static func badModelName(_ name: String) -> String {
            "«\(name)» no es un nombre de modelo válido: usa letras, números, «-», «_» o «.», sin espacios ni «/»."
        }
        public static func conflictingAttribute(_ key: String, model: String, first: String, second: String) -> String {
            "el modelo «\(model)» ya tenía \(key)=\(first); este bloque dice \(key)=\(second). Se queda el primero."
        }
        public static func attributeWithoutValue(_ key: String) -> String {
            "el atributo \(key)= no tiene valor; escribe, por ejemplo, \(key)=\(example(for: key))."
        }
        public static func attributeUnclosedQuote(_ key: String) -> String { "el valor de \(key)= abre comillas y no las cierra." }
        public static func unknownAttribute(_ key: String) -> String {
            "atributo desconocido «\(key)»; los de un bloque de modelo son modelo=, oculto, inicial= y legitimo=."
        }
        public static func flagWithValue(_ key: String) -> String { "«\(key)» no lleva valor: basta con escribir \(key)." }
        public static func repeatedAttribute(_ key: String) -> String { "el atributo «\(key)» aparece dos veces en el mismo bloque." }
        public static func duplicateModel(_ name: String, firstPath: String, firstLine: Int) -> String {
            "el modelo «\(name)» ya está definido en \(firstPath):\(firstLine); este se ignora. Los bloques de un modelo van en una sola lección."
        }
        public static func duplicatePack(_ name: String, kept root: String) -> String {
            "ya hay un paquete «\(name)» (en \(root)); este, con el mismo nombre, se ignora. Cambia el nombre de su carpeta."
        }
        public static func rootMissing(_ path: String) -> String { "la raíz de paquetes \(path) (de LESSON_PATH) no existe o no es una carpeta." }
        public static func rootWithoutPacks(_ path: String) -> String {
            "\(path) (de LESSON_PATH) no es una raíz de paquetes: no tiene carpeta Lessons/ ni Exercises/."
        }

        private static func example(for key: String) -> String {
            switch key {
            case "inicial", "initial": return ".inactivo"
            case "legitimo", "legítimo", "legitimate": return "esLegitimo"
            default: return "perfil"
            }
        }

        // MARK: Lookups

        public static func unknownLesson(_ query: String, suggestions: [String]) -> String {
            ["No hay ninguna lección «\(Msg.echo(query))».", didYouMean(suggestions),
             "Escribe «lesson lecciones» (o :lecciones en el REPL) para verlas todas."].compactMap { $0 }.joined(separator: " ")
        }
        public static func unknownModel(_ query: String, suggestions: [String]) -> String {
            ["No hay ningún modelo «\(Msg.echo(query))».", didYouMean(suggestions),
             "Escribe :modelos para ver los de todos los paquetes."].compactMap { $0 }.joined(separator: " ")
        }
        public static func ambiguousLesson(_ query: String, candidates: [String]) -> String {
            "«\(Msg.echo(query))» es ambiguo: puede ser \(alternatives(candidates)). Escribe el id completo (paquete/lección)."
        }
        public static func ambiguousModel(_ query: String, candidates: [String]) -> String {
            "«\(Msg.echo(query))» es ambiguo: hay un modelo con ese nombre en varios paquetes (\(alternatives(candidates))). Escribe paquete/modelo."
        }
        public static let missingLessonID = "Falta el id de la lección. Uso: lesson leer ID (por ejemplo, lesson leer 1)."
        public static let missingLessonIDREPL = "Falta el id de la lección. Uso: :leer ID (por ejemplo, :leer 1)."

        private static func didYouMean(_ suggestions: [String]) -> String? {
            suggestions.isEmpty ? nil : "¿Quisiste decir \(alternatives(suggestions))?"
        }
        /// «a», «a o b», «a, b o c».
        static func alternatives(_ names: [String]) -> String {
            guard names.count > 1 else { return names.first ?? "" }
            return names.dropLast().joined(separator: ", ") + " o " + names.last!
        }

        // MARK: Listings

        public static let noPacks =
            "No se encontró ningún paquete de lecciones. Un paquete vive en Lessons/<paquete>/ de una raíz; añade raíces con LESSON_PATH."
        public static let noModels = "Ningún paquete cargado define modelos (bloques ```swift modelo=NOMBRE)."
        public static func lessonModels(_ names: [String]) -> String {
            (names.count == 1 ? "modelo: " : "modelos: ") + names.joined(separator: ", ")
        }
        public static let listFooter = "Lee una lección con «lesson leer ID» o por su número: «lesson leer 1»."
        public static let listFooterREPL = "Lee una lección con «:leer ID» o por su número: «:leer 1»; carga un modelo con «:cargar NOMBRE»."
        public static let modelsHeader = "Modelos de los paquetes (cárgalos con «:cargar NOMBRE»):"
        public static func modelDetails(lesson: String, initial: String?) -> String {
            "lección \(lesson)" + (initial.map { ", estado inicial \($0)" } ?? "")
        }
        public static func problemsHeader(_ count: Int) -> String {
            count == 1 ? "Hay 1 problema en los paquetes (lo demás se cargó):"
                       : "Hay \(count) problemas en los paquetes (lo demás se cargó):"
        }

        // MARK: Rendering

        public static let calloutNote = "Nota"
        public static let calloutWarning = "Atención"
        public static let calloutTip = "Consejo"
        public static let calloutKey = "Clave"
        public static let calloutGoals = "Objetivos"
        public static let calloutChallenge = "Reto"
        public static func modelCaption(_ name: String) -> String { "modelo «\(name)» · :cargar \(name)" }
        /// For narrow terminals.
        public static func modelCaptionShort(_ name: String) -> String { "modelo «\(name)»" }
        public static let diagram = "Diagrama"
        public static func image(_ alt: String) -> String { alt.isEmpty ? "[imagen]" : "[imagen: \(alt)]" }
    }
}

/// What `validar` says of a lesson's ```` ```repl ```` transcripts.
extension Msg.Packs {
    public static let transcriptBadAttributes =
        "un bloque repl solo admite modelo=NOMBRE (el modelo que se carga antes de la primera línea)"
    public static let transcriptEmpty =
        "este bloque repl no tiene ninguna entrada: cada entrada empieza por el prompt, como «perfil> .cargar(id: 7)»"
    public static func transcriptModelFailed(_ model: String) -> String {
        "el bloque repl pide el modelo «\(model)», pero no se pudo cargar"
    }
    public static func transcriptMismatch(input: String, expected: String?, actual: String?) -> String {
        let entry = "tras «\(Msg.echo(input.replacingOccurrences(of: "\n", with: " ⏎ ")))»"
        switch (expected, actual) {
        case let (expected?, actual?):
            return "la transcripción no coincide \(entry):\n  se esperaba: \(expected)\n  salió:       \(actual)"
        case let (expected?, nil):
            return "la transcripción no coincide \(entry): se esperaba «\(expected)» y el REPL no dijo nada más"
        case let (nil, actual?):
            return "la transcripción no coincide \(entry): el REPL dijo además «\(actual)» (usa una línea «…» si no importa)"
        case (nil, nil):
            return "la transcripción no coincide \(entry)"
        }
    }
}

extension Msg.Packs {
    /// The caption of a rendered ```` ```repl ```` block.
    public static let transcriptCaption = "en el REPL"
    public static func transcriptCaption(model: String) -> String { "en el REPL, tras «:cargar \(model)»" }
}
