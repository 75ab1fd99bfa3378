/// What the strict `validar` adds: files no manifest lists, folders and names that do not match.
extension Msg.Validate {
    public static func lessonNotListed(_ path: String, pack: String, name: String) -> String {
        "\(path): esta lección no está en Lessons/\(pack)/pack.json, así que no se carga; añade \"\(name)\" a «lecciones»"
    }
    public static func notUTF8(_ path: String) -> String { "\(path): el archivo no está en UTF-8" }
    public static func unknownLesson(_ lesson: String, suggestion: String?) -> String {
        "«leccion» nombra «\(lesson)», que no es ninguna lección cargada" + Msg.suggestionSuffix(suggestion)
    }
    public static func folderMissing(_ path: String, folder: String) -> String {
        switch folder {
        case "plantilla": return "\(path): falta la carpeta plantilla/ (lo que copia «lesson empezar»)"
        case "solucion": return "\(path): falta la carpeta solucion/ (la solución de referencia)"
        default: return "\(path): faltan las pruebas ocultas (pruebas/*.swift)"
        }
    }
    public static func fileMissing(_ file: String, folder: String) -> String {
        "«archivos» nombra \(file), que no está en \(folder)/"
    }
    public static func unknownTestName(_ name: String, key: String, suggestion: String?) -> String {
        "«\(key)» nombra «\(name)», que no es el nombre de ninguna prueba oculta" + Msg.suggestionSuffix(suggestion)
    }
    public static func notAPackOrExercise(_ path: String) -> String {
        "«\(path)» no es una raíz de paquetes, ni un paquete (con pack.json), ni un ejercicio (con exercise.json)"
    }
}

extension Msg.CLI.Help {
    public static let validarJSON = "el informe en JSON"
}

extension Msg.Packs {
    public static func manifestUnknownKey(_ key: String, suggestion: String?) -> String {
        "clave desconocida «\(key)» en pack.json" + Msg.suggestionSuffix(suggestion) + " (solo valen «titulo» y «lecciones»)"
    }
}

extension Msg.Validate {
    public static func attributeRefused(_ attribute: String, _ message: String) -> String {
        "\(attribute) no vale para este modelo: \(message)"
    }
    public static func initialNotExpression(_ initial: String) -> String {
        "inicial=\(initial) debe ser una sola expresión Swift con el estado inicial (p. ej. inicial=.inactivo)"
    }
    public static func predicateMissing(_ name: String, suggestion: String?) -> String {
        "legitimo=\(name): el modelo no declara ninguna función «\(name)»" + Msg.suggestionSuffix(suggestion)
    }
    public static func predicateWrongType(_ name: String) -> String {
        "legitimo=\(name): «\(name)» debe ser un predicado de un parámetro que devuelve Bool, (T) -> Bool"
    }
}

extension Msg.Grading {
    public static func templateLacks(_ files: [String]) -> String {
        "el ejercicio no trae \(files.joined(separator: ", ")) en su plantilla: créalo tú (y avisa a quien escribió el ejercicio)"
    }
}

extension Msg.Grading {
    public static func proofSuiteDoesNotCompile(_ path: String) -> String {
        "\(path): las pruebas ocultas no compilan con la solución de referencia: el problema está en las pruebas, no en la solución"
    }
}

/// Names shared with another loaded root (the bundled one or one of `LESSON_PATH`).
extension Msg.Validate {
    public static func modelCollision(_ name: String, other: String, qualified: String) -> String {
        "el modelo «\(name)» se llama igual que uno de otra raíz cargada (\(other)): con las dos, «:cargar \(name)» es ambiguo y hay que escribir «\(qualified)»"
    }
    public static func packCollision(_ name: String, path: String, other: String) -> String {
        "\(path)/Lessons/\(name): el paquete «\(name)» se llama igual que uno de otra raíz cargada (\(other)): con las dos, solo se carga uno"
    }
    public static func exerciseCollision(_ name: String, path: String, other: String) -> String {
        "\(path): el ejercicio «\(name)» se llama igual que uno de otra raíz cargada (\(other)): con las dos, hay que nombrarlo con su raíz"
    }
}
