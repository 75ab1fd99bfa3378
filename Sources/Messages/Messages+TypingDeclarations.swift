/// What the type checker says about declarations whose shape swiftc refuses: raw types,
/// required initializers, opaque types, jumps between cases.
extension Msg.Typing {
    public static let rawTypeWithPayload = "un enum con tipo en bruto no puede tener casos con carga"
}

extension Msg.Typing {
    public static func opaqueReturnsDiffer(_ written: String) -> String {
        "la función declara el tipo opaco '\(written)', pero sus 'return' no devuelven todos el mismo tipo"
    }
    public static let opaquePropertyWithoutValue =
        "la propiedad declara un tipo opaco ('some …'), pero no tiene un valor inicial del que deducir su tipo"
    public static func requiredInitializerMissing(_ initializer: String, _ superclass: String) -> String {
        "la subclase de '\(superclass)' tiene que escribir su inicializador 'required' '\(initializer)'"
    }
    /// `override init()` of a superclass's `required init()` (swiftc: «use the 'required' modifier…»).
    public static let overrideOfRequiredNeedsRequired =
        "para sobrescribir un inicializador 'required' hay que escribir 'required' (no 'override')"
    public static let requiredOnEveryOverride =
        "todo inicializador que sobrescribe uno 'required' tiene que llevar 'required' también"

    public static func escapingClosureCapturesInout(_ name: String) -> String {
        "un cierre que escapa captura el parámetro inout '\(name)' (copia su valor en un 'var' antes del cierre)"
    }
    public static func fallthroughIntoBinding(_ name: String) -> String {
        "'fallthrough' desde un caso que no liga la variable '\(name)' del caso siguiente"
    }
    public static func convenienceOutsideClass(isEnum: Bool) -> String {
        "los inicializadores de un \(isEnum ? "enum" : "struct") no se marcan 'convenience'"
    }
}

extension Msg.Typing {
    public static func extensionNeedsSameType(_ method: String, _ type: String, _ element: String, _ wanted: String) -> String {
        "el método '\(method)' de '\(type)' solo existe si sus elementos son '\(wanted)', y estos son '\(element)'"
    }
    public static func extensionNeedsConformance(_ method: String, _ type: String, _ element: String, _ proto: String) -> String {
        "el método '\(method)' de '\(type)' solo existe si sus elementos cumplen '\(proto)', y '\(element)' no lo cumple"
    }
}

extension Msg.Typing {
    public static let escapingClosureCapturesMutatingSelf =
        "un cierre que escapa captura el 'self' de un método mutating (un struct no puede cambiar después de la llamada)"
    public static let setterWithoutGetter = "una propiedad con 'set' también necesita 'get'"
}

extension Msg.Typing {
    public static func existentialMemberUnavailable(_ member: String, _ type: String) -> String {
        "el miembro '\(member)' no se puede usar en un valor de tipo '\(type)', porque lo que recibe depende del tipo de dentro: usa un genérico, <T: \(type.dropFirst(4))>"
    }
}

extension Msg.Everyday {
    public static func overrideWithStoredProperty(_ name: String) -> String {
        "no se puede sobrescribir '\(name)' con una propiedad almacenada (usa una calculada, o 'didSet')"
    }
}

/// Types a function body declares (`struct P` inside `func f()`).
extension Msg.Typing {
    /// swiftc: «struct declaration cannot close over value 'k' defined in outer scope».
    public static func localTypeCapture(_ kind: String, _ name: String) -> String {
        "una declaración '\(kind)' no puede capturar el valor '\(name)', definido en un ámbito exterior"
    }
    /// swiftc: «type 'W' cannot be nested in generic function 'f'».
    public static func localTypeInGeneric(_ type: String, _ body: String) -> String {
        "el tipo '\(type)' no puede declararse dentro \(body)"
    }
    /// The uses of a type refused where it is declared (swiftc: «'W' cannot be constructed
    /// because it has no accessible initializers»).
    public static func typeWithoutInitializers(_ type: String) -> String {
        "'\(type)' no se puede construir: no tiene inicializadores accesibles"
    }
    public static let localTypeShadowing =
        "un tipo local con el mismo nombre que otro tipo del programa"
}

extension Msg.Typing {
    /// A computed property's getter, as a message names the body it is in.
    public static func getterName(_ property: String) -> String { "del getter de '\(property)', de un tipo genérico" }
    public static func genericFunctionName(_ function: String) -> String { "de la función genérica '\(function)'" }
}
