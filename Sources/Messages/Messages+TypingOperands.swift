/// What the type checker says of an operand that a library operator cannot take.
extension Msg.Typing {
    /// `nombres += "Ana"` for a `[String]`: the text is a sequence of characters, not of names.
    public static func sequenceElementsDiffer(_ op: String, _ element: String, _ given: String) -> String {
        "el operador '\(op)' añade los elementos de una secuencia: necesita que '\(element)' y '\(given)' sean el mismo tipo"
    }
}

extension Msg.Typing {
    /// `xs.joined()` of an `[Int]`: no version of the method takes a sequence of numbers.
    public static func noExactMatches(_ method: String) -> String {
        "ninguna versión del método '\(method)' encaja con esta llamada"
    }
}

extension Msg.Typing {
    /// `let x = valor()` with `valor() -> Int` and `valor() -> String`: nothing tells which.
    public static func ambiguousUse(_ name: String) -> String {
        "uso ambiguo de '\(name)': hay versiones que solo se distinguen por el tipo que devuelven (escribe el tipo: 'let x: Int = …')"
    }
}

extension Msg.Typing {
    /// `Forma()` with `Forma` a protocol: only the types that conform to it are built.
    public static func protocolNotConstructible(_ name: String) -> String {
        "no se puede construir un valor de 'any \(name)': es un protocolo, sin inicializadores; construye uno de los tipos que lo cumplen"
    }
}

extension Msg.Typing {
    /// `d.keys[0]`: the keys and values of a dictionary are indexed by the dictionary's own indices.
    public static func dictionaryViewIndexedByInt(_ view: String) -> String {
        "ninguna versión del subíndice encaja: '\(view)' de un diccionario no se indexa con un Int (usa Array(d.\(view))[i], o recórrelo con for)"
    }
}

extension Msg.Typing {
    /// `override var nombre: String { … }` of a superclass's `let nombre`.
    public static func overridesLetProperty(_ name: String) -> String {
        "no se puede sobrescribir la propiedad 'let' '\(name)', que es inmutable, con el getter de un 'var'"
    }
}

extension Msg.Typing {
    /// `animales[0] as Perro`: `as` only converts what always fits; a downcast may fail.
    public static func notConvertibleWithAs(_ actual: String, _ target: String) -> String {
        "'\(actual)' no se convierte en '\(target)' con 'as': puede no serlo; usa 'as?' (o 'as!' si seguro que lo es)"
    }
}
