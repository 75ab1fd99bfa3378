/// What the type checker and the interpreter say about protocols, generics, errors and class
/// inheritance: swiftc's errors in Spanish, and the run-time stops of compiled Swift.
extension Msg {
    public enum Everyday {
        // MARK: - Protocols and generics

        public static func doesNotConform(_ type: String, _ proto: String) -> String {
            "el tipo '\(type)' no cumple el protocolo '\(proto)'"
        }
        public static func initializerNotRequired(_ initializer: String, _ type: String) -> String {
            "el requisito '\(initializer)' solo lo cumple un 'required init' en la clase '\(type)', que no es final (sus subclases también lo necesitan)"
        }
        /// swiftc's «has different argument labels from those required by protocol».
        public static func witnessLabels(_ method: String, _ proto: String, _ requirement: String) -> String {
            "el método '\(method)' tiene etiquetas de argumento distintas de las que pide el protocolo '\(proto)' ('\(requirement)')"
        }
        public static func witnessInitializerLabels(_ initializer: String, _ proto: String, _ requirement: String) -> String {
            "el inicializador '\(initializer)' tiene etiquetas de argumento distintas de las que pide el protocolo '\(proto)' ('\(requirement)')"
        }
        public static func requiresConformance(kind: GenericOwner, _ name: String, _ type: String, _ proto: String) -> String {
            "\(kind.spelling) '\(name)' requiere que '\(type)' cumpla '\(proto)'"
        }
        public enum GenericOwner: Sendable {
            case function, method, structType, classType, enumType
            var spelling: String {
                switch self {
                case .function: return "la función genérica"
                case .method: return "el método genérico"
                case .structType: return "el struct genérico"
                case .classType: return "la clase genérica"
                case .enumType: return "el enum genérico"
                }
            }
        }

        /// `extension Collection { … }`: the library's protocols are not extended by lesson.
        public static let sliceExtension = "extender 'ArraySlice'"
        public static func librarySubscript(_ type: String) -> String { "un subíndice propio en una extensión de '\(type)'" }
        public static func textExtensionClash(_ name: String) -> String {
            "un mismo miembro ('\(name)') en extensiones de dos de String, Character y Substring"
        }
        /// `var h = Hasher()`: only the one `hash(into:)` receives is run (its `finalize()` changes from run to run).
        public static let ownHasher = Msg.Syntax.notInSubset("un Hasher creado por el programa ('Hasher()'; hash(into:) recibe el suyo)")
        /// `weak var` where lesson cannot let the instance go: a struct's field, a local or global variable.
        public static func weakOutsideClass(inStruct: Bool) -> String {
            Msg.Syntax.notInSubset(inStruct ? "un 'weak var' en un struct (sí en una clase)"
                                            : "un 'weak var' local o global (sí como propiedad de una clase)")
        }
        public static func sequenceMemberOffArray(_ member: String, _ proto: String, _ type: String) -> String {
            "«\(member)» de 'extension \(proto)' sobre un valor de tipo '\(type)' (lesson lo da solo a los arrays)"
        }
        public static func libraryProtocolExtension(_ name: String) -> String {
            Msg.Syntax.notInSubset("extender un protocolo de la biblioteca ('extension \(name)')")
        }

        // MARK: - Errors

        public static let callNotMarkedWithTry = "la llamada puede lanzar un error, pero no está marcada con 'try'"
        /// `aplicar({ try doble($0) })` where `aplicar` takes a `(Int) -> Int`.
        public static func throwingClosureToNonThrowing(_ expected: String) -> String {
            "este closure lanza errores y se pasa donde se espera una función que no los lanza, de tipo '\(expected)' (escribe 'throws' en el tipo del parámetro)"
        }
        /// `try xs.forEach { try f($0) }` in a function not declared `throws`.
        public static let rethrowingCallNotHandled =
            "la llamada puede lanzar un error (lo lanza el closure que recibe), pero no se trata: la función no está declarada 'throws' ni hay un 'catch' que lo recoja"
        public static let errorsNotHandled =
            "los errores lanzados aquí no se tratan: la función no está declarada 'throws' ni hay un 'catch' que los recoja"
        public static func thrownNotError(_ type: String) -> String {
            "el tipo '\(type)' de la expresión lanzada no cumple 'Error'"
        }
        /// `Result<Int, E> { try f() }`: the closure throws `any Error`, the Result keeps only `E`.
        public static func thrownErrorNotFailure(_ failure: String) -> String {
            "conversión no válida del tipo de error lanzado 'any Error' a '\(failure)'"
        }

        // MARK: - Classes

        public static let overrideWithoutSuper = "el método no sobrescribe ningún método de su superclase"
        public static let mutatingInClass =
            "'mutating' no vale en los métodos de una clase: un método de clase ya puede cambiar sus propiedades"
        public static let overrideOutsideClass = "'override' solo puede escribirse en los miembros de una clase"
        public static let overridesNoProperty = "la propiedad no sobrescribe ninguna propiedad de su superclase"
        public static func observesReadOnly(_ name: String) -> String {
            "no se puede observar la propiedad de solo lectura '\(name)': no puede cambiar"
        }
        public static func overrideOfOtherType(_ name: String, _ own: String, _ theirs: String) -> String {
            "la propiedad '\(name)' de tipo '\(own)' no puede sobrescribir una propiedad de tipo '\(theirs)'"
        }
        public static let overrideNeedsKeyword = "una declaración que sobrescribe otra necesita la palabra 'override'"
        public static func overridesFinal(_ name: String) -> String { "'\(name)' es 'final' y no se puede sobrescribir" }
        public static func inheritsFromNonProtocol(_ name: String) -> String {
            "no se puede heredar de '\(name)', que no es un protocolo (solo una clase hereda, y solo de otra clase)"
        }
        public static func inheritsFromFinal(_ name: String) -> String { "no se puede heredar de la clase final '\(name)'" }

        // MARK: - Run time

        /// `try!` on a call that threw: compiled Swift stops with this.
        public static func forcedTryFailed(_ error: String) -> String {
            "'try!' recibió un error y el programa se detiene: \(error)"
        }
        /// A `throw` nothing caught at the top level of a program.
        public static func uncaughtError(_ error: String) -> String {
            "un error lanzado llegó al nivel superior sin un 'catch' y el programa se detiene: \(error)"
        }
        /// `as!` that fails.
        public static func forcedCastFailed(_ value: String, _ target: String) -> String {
            "'as!' no puede convertir un valor de tipo '\(value)' a '\(target)' y el programa se detiene"
        }
    }
}
