/// What the front end of the language says: syntax errors (lexer and parser) and the static
/// checks run when a model is loaded. Tokens are quoted with '…' as the compiler does.
extension Msg {
    public enum Syntax {
        // How tokens are named inside messages.
        public static let endOfFile = "el final del texto"
        public static let aString = "una cadena"

        // MARK: Lexer
        public static let unterminatedComment = "comentario sin cerrar: falta el '*/' final"
        public static let unterminatedString = "cadena sin cerrar: falta la comilla '\"' final en esta línea"
        public static let unterminatedMultilineString = "cadena de varias líneas sin cerrar: falta el '\"\"\"' final"
        public static let multilineStringStart =
            "una cadena de varias líneas empieza en la línea siguiente a la apertura '\"\"\"'"
        public static let multilineStringEnd = "el '\"\"\"' que cierra la cadena debe ir solo en su línea"
        public static let unterminatedBacktick = "falta el '`' que cierra el nombre"
        public static func invalidCharacter(_ character: String) -> String {
            // A control character (NUL, ESC…) is named by its code: printed raw it is invisible.
            let shown = character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
                ? character.unicodeScalars.map { "U+" + String(format4($0.value)) }.joined(separator: " ") : character
            return "el carácter '\(shown)' no puede aparecer aquí"
        }
        private static func format4(_ value: UInt32) -> String {
            let hex = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        public static func anonymousWithNamedParameters(_ first: String) -> String {
            "un closure que nombra sus parámetros no puede usar $0, $1…: usa sus nombres (¿querías decir '\(first)'?)"
        }
        public static let protocolPropertyWithoutAccessors =
            "una propiedad de un protocolo dice cómo se usa: escribe '{ get }' o '{ get set }' tras su tipo"
        public static let lazyLet = "'lazy' no vale en un 'let': una propiedad perezosa se declara con 'lazy var'"
        public static let letInProtocol =
            "un protocolo no pide propiedades 'let': escribe 'var' con '{ get }' para una de solo lectura"
        public static let anonymousArgumentTooLarge =
            "el número tras '$' es demasiado grande: un cierre no recibe tantos argumentos"
        public static let moreErrors = "hay más errores; corrige estos primero y vuelve a intentarlo"
        public static let semicolonInPrecedenceGroup =
            "un precedencegroup no separa sus atributos con ';': escribe cada uno (higherThan:, associativity:…) en su línea"
        public static let postfixOperatorUnwrapping =
            "un operador sufijo no puede empezar por '?' ni por '!': se confundiría con desenvolver un opcional"
        public static let keyPathAssignment = "asignar a través de una ruta de clave ('valor[keyPath: ruta] = …')"
        public static let genericKeyPathRoot = "una ruta de clave de un tipo genérico ('\\Pila<Int>.elementos')"
        public static let singleQuotes = "en Swift las cadenas y los caracteres van entre comillas dobles: \"a\""
        public static func invalidEscape(_ escape: String) -> String {
            "secuencia de escape no válida '\(escape)' en la cadena"
        }
        public static func malformedNumber(_ text: String) -> String { "número mal escrito '\(text)'" }
        public static func numberTooLarge(_ text: String) -> String { "el número \(Msg.echo(text)) no cabe en un Int" }

        // MARK: Parser
        public static func unexpected(_ token: String) -> String { "símbolo inesperado \(token)" }
        public static func expected(_ what: String, found token: String) -> String {
            "se esperaba \(what), pero aparece \(token)"
        }
        public static func expectedBeforeLineEnd(_ what: String) -> String {
            "se esperaba \(what) antes del final de la línea"
        }
        public static func operand(of spelling: String) -> String { "una expresión después de '\(spelling)'" }
        public static func unclosed(_ closer: String, opener: String, line: Int) -> String {
            "se esperaba '\(closer)' para cerrar el '\(opener)' abierto en la línea \(line)"
        }
        public static func unclosedBlock(line: Int) -> String {
            "se esperaba '}' para cerrar el bloque abierto en la línea \(line)"
        }
        public static let consecutiveStatements =
            "dos sentencias en la misma línea deben separarse con ';' o con un salto de línea"
        public static let tooDeep = "el código está anidado demasiado hondo para leerlo"
        public static let tooManyOperators =
            "la expresión encadena demasiados operadores para leerla: pártela en partes con constantes intermedias"
        public static func notInSubset(_ what: String) -> String {
            "\(what) no está en el subconjunto de Swift que entiende lesson"
        }
        public static let expression = "una expresión"
        public static let declaration = "una declaración (case, var, let, func, init, enum, struct…)"
        public static let typeName = "un tipo"
        public static let pattern = "un patrón"
        public static let name = "un nombre"
        public static let memberName = "el nombre de un miembro después de '.'"
        public static let parameter = "un parámetro"
        public static func token(_ spelling: String) -> String { "'\(spelling)'" }
        public static let emptyCase =
            "un 'case' de un switch necesita al menos una sentencia; escribe 'break' si no hace nada"
        public static let statementOutsideCase =
            "dentro de un switch, cada sentencia va debajo de un 'case' o de 'default'"
        public static let caseOutsideSwitch = "'case' solo puede aparecer dentro de un switch o de un enum"
        public static let elseAfterGuard = "'else' después de las condiciones del guard"
        public static let whileAfterRepeat = "'while' después del bloque de 'repeat'"
        public static let inAfterForPattern = "'in' después del patrón del for"
        public static let prefixOperatorWithoutOperand = "falta el valor después del operador"
        public static func postfixOperator(_ spelling: String) -> String {
            "el operador '\(spelling)' pegado a la izquierda y separado a la derecha no está en el subconjunto; "
                + "deja un espacio a cada lado"
        }
        public static func unknownOperator(_ spelling: String) -> String {
            "el operador '\(spelling)' no existe en el subconjunto (uno propio se declara con 'infix operator \(spelling)')"
        }
        public static func nonAssociative(_ group: String) -> String {
            "dos operadores seguidos del grupo de precedencia '\(group)', que no es asociativo: pon paréntesis"
        }
        public static func unknownPrecedenceGroup(_ name: String) -> String {
            "no conozco el grupo de precedencia '\(name)'"
        }
        public static let operatorRedeclared = "el operador ya está declarado"
        public static let operatorWithoutDeclaration =
            "una función de operador sin su declaración: falta 'infix operator' (o 'prefix operator') con ese nombre"
        public static let operatorName = "el nombre del operador"
        public static func controlFlowExpression(_ keyword: String) -> String { "'\(keyword)' usado como expresión" }
        public static let initWithoutBody = "un 'init' necesita un cuerpo entre llaves"
        public static let staticSubscript = "un subíndice estático ('static subscript')"
        public static let genericSubscript = "un subíndice genérico ('subscript<T>')"
        public static let payloadDefault = "un valor por defecto en el valor asociado de un caso ('case rect(alto: Double = 1)')"
        public static let subscriptRequirement = "un subíndice sin cuerpo (el requisito de un protocolo)"
        public static let accessorBody = "se esperaba 'get', 'set', 'didSet' o 'willSet' con su cuerpo entre llaves"
    }
}

extension Msg {
    /// The static checks run when a model is loaded.
    public enum Check {
        /// The cycles swiftc refuses, in its words.
        public static func recursiveStruct(_ name: String) -> String {
            "el tipo de valor «\(name)» no puede tener una propiedad almacenada que lo contenga recursivamente"
        }
        public static func recursiveEnum(_ name: String) -> String {
            "el enum recursivo «\(name)» no está marcado como «indirect»"
        }
        public static func circularStatic(_ name: String) -> String {
            "referencia circular: el valor inicial de «\(name)» depende de sí mismo"
        }
        /// `el switch no es exhaustivo; faltan: .listo, .fallo(…)`.
        public static func notExhaustive(_ missing: [String]) -> String {
            missing.count == 1
                ? "el switch no es exhaustivo; falta: \(missing[0])"
                : "el switch no es exhaustivo; faltan: \(missing.joined(separator: ", "))"
        }

        public static let needsDefault =
            "el switch no es exhaustivo: los casos no cubren todos los valores; añade un caso default"

        public static func cannotAssign(_ reason: String) -> String { "no se puede asignar: \(reason)" }
        public static func cannotPassInout(_ reason: String) -> String { "no se puede pasar como inout: \(reason)" }
        public static func cannotCallMutating(_ method: String, _ reason: String) -> String {
            "no se puede llamar al método mutating «\(method)»: \(reason)"
        }
        /// Reading a struct's `lazy var` the first time stores its value: the struct must be able to change.
        public static func cannotReadLazy(_ property: String, _ reason: String) -> String {
            "no se puede leer la propiedad lazy «\(property)» de un valor que no puede cambiar: \(reason)"
        }

        public static func constant(_ name: String) -> String {
            "«\(name)» es una constante (let); decláralo con var si tiene que cambiar"
        }
        public static func capture(_ name: String) -> String {
            "«\(name)» es una captura del closure, y lo que captura una lista de captura no cambia (captura la variable sin ponerla en la lista si tiene que cambiar)"
        }
        public static func parameter(_ name: String) -> String {
            "«\(name)» es un parámetro, y los parámetros son constantes (márcalo inout o cópialo en un var)"
        }
        public static func letProperty(_ name: String) -> String { "la propiedad «\(name)» es una constante (let)" }
        public static func readOnly(_ name: String) -> String { "«\(name)» es una propiedad calculada sin 'set'" }
        public static let immutableSelf = "self no puede cambiar en un método que no es mutating"
        public static func getOnlySubscript(_ type: String) -> String { "el subíndice de '\(type)' solo se puede leer" }
    }
}
