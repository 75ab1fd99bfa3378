/// What the type checker says: swiftc's errors for the subset, in Spanish, with types spelled
/// as swiftc spells them ('Int?', '[String]').
extension Msg {
    public enum Typing {
        public enum Place: Sendable {
            case specified, argument, returned, assigned, element, condition, payload, dictionaryKey, dictionaryValue, rawValue
        }

        public static func cannotConvert(_ actual: String, _ expected: String, place: Place) -> String {
            switch place {
            case .specified: return "no se puede convertir un valor de tipo '\(actual)' al tipo indicado '\(expected)'"
            case .argument, .payload:
                return "no se puede convertir un valor de tipo '\(actual)' al tipo de argumento esperado '\(expected)'"
            case .returned: return "no se puede convertir el valor devuelto de tipo '\(actual)' al tipo de retorno '\(expected)'"
            case .assigned: return "no se puede asignar un valor de tipo '\(actual)' a algo de tipo '\(expected)'"
            case .element: return "no se puede convertir un valor de tipo '\(actual)' al tipo de elemento esperado '\(expected)'"
            case .condition: return notACondition(actual)
            case .dictionaryKey:
                return "no se puede convertir un valor de tipo '\(actual)' al tipo de clave esperado '\(expected)'"
            case .dictionaryValue:
                return "no se puede convertir un valor de tipo '\(actual)' al tipo de valor esperado '\(expected)'"
            case .rawValue:
                return "no se puede convertir un valor de tipo '\(actual)' al tipo de valor en bruto '\(expected)'"
            }
        }
        public static func nilNotAllowed(_ expected: String, place: Place) -> String {
            "'nil' no es compatible con el tipo '\(expected)', que no es opcional"
        }
        public static let stringSubscriptInt =
            "una cadena no se indexa con un Int: usa un String.Index (s[s.startIndex], s.index(after: i)) o Array(s)"
        public static func mustUnwrap(_ optional: String, _ wrapped: String) -> String {
            "hay que desenvolver el valor de tipo opcional '\(optional)' para usarlo como '\(wrapped)' (con if let, guard let, ?? o !)"
        }
        public static func mustUnwrapForMember(_ optional: String, _ member: String, _ wrapped: String) -> String {
            "hay que desenvolver el valor de tipo opcional '\(optional)' para usar su miembro '\(member)' de '\(wrapped)' (con ?. o !)"
        }
        public static let nilNeedsType = "'nil' necesita un tipo de contexto: escribe el tipo, por ejemplo 'let x: Int? = nil'"
        public static let needsTypeOrValue = "una variable necesita un tipo o un valor inicial"
        public static let emptyCollectionNeedsType =
            "una colección vacía necesita un tipo explícito, por ejemplo 'let xs: [Int] = []'"
        public static let heterogeneousArray =
            "los elementos del array tienen tipos distintos: indica el tipo del array de forma explícita"
        public static let heterogeneousDictionary =
            "las claves o los valores del diccionario tienen tipos distintos: indica el tipo del diccionario de forma explícita"
        public static func unknownName(_ name: String) -> String { "no encuentro '\(name)' en este ámbito" }
        /// `let t = 1` and `let t = 2` in one file, or in one block: at the prompt, a later entry
        /// may declare it again.
        public static func redeclaredName(_ name: String, inBlock: Bool) -> String {
            "'\(name)' ya está declarado más arriba " + (inBlock ? "en el mismo bloque" : "en el mismo archivo (o en la misma entrada)")
        }
        public static func redeclaration(_ name: String) -> String {
            "'\(name)' ya está declarado: no se puede declarar otro tipo con el mismo nombre"
        }
        public static func unknownType(_ name: String) -> String { "no encuentro el tipo '\(name)' en este ámbito" }
        public static func noNestedType(_ name: String, in type: String) -> String {
            "'\(name)' no es un tipo miembro de '\(type)'"
        }
        public static func aliasCycle(_ name: String) -> String { "el alias de tipo '\(name)' se refiere a sí mismo" }
        public static func aliasToUnknownType(_ name: String) -> String {
            "el alias de tipo '\(name)' nombra un tipo que no existe (no se declaró después)"
        }
        public static func typeHasNoMember(_ type: String, _ member: String) -> String {
            "el tipo '\(type)' no tiene ningún miembro '\(member)'"
        }
        public static func valueHasNoMember(_ type: String, _ member: String) -> String {
            "un valor de tipo '\(type)' no tiene ningún miembro '\(member)'"
        }
        public static func caseNotFound(_ name: String, _ type: String) -> String {
            "el enum '\(type)' no tiene ningún caso '\(name)'"
        }
        public static func implicitMemberWithoutContext(_ name: String) -> String {
            "no sé de qué tipo es '.\(name)': escribe el tipo delante (Tipo.\(name)) o dale un tipo al contexto"
        }
        public static func caseHasNoPayload(_ name: String) -> String { "el caso '\(name)' no tiene valores asociados" }
        public static func patternPayloadOnPlainCase(_ name: String) -> String {
            "un patrón con valores asociados no encaja con el caso '\(name)', que no tiene"
        }
        public static func tuplePatternLength(_ type: String) -> String {
            "el patrón de tupla no tiene tantos elementos como el tipo '\(type)'"
        }
        public static let rawValueNotUnique = "el valor en bruto de este caso del enum no es único"
        public static func notHashable(_ type: String) -> String {
            "el tipo '\(type)' no cumple el protocolo 'Hashable' (un Set y las claves de un diccionario lo necesitan)"
        }
        public static func argumentOrder(_ label: String, before other: Substring) -> String {
            "el argumento '\(label)' debe ir antes del argumento '\(other)'"
        }
        public static func tupleCountConversion(_ type: String, _ pattern: String) -> String {
            "'\(type)' no se puede convertir a '\(pattern)': las tuplas tienen distinto número de elementos"
        }
        public static let initializerLeavesProperties =
            "el init termina sin dar valor a todas las propiedades almacenadas"
        public static func caseExpectsPayload(_ name: String, _ types: [String]) -> String {
            types.count == 1 ? "el caso '\(name)' necesita un valor de tipo '\(types[0])'"
                : "el caso '\(name)' necesita valores de tipo " + types.map { "'\($0)'" }.joined(separator: ", ")
        }
        public static func requiresComparable(_ op: String, _ type: String) -> String {
            "el operador '\(op)' necesita que '\(type)' cumpla el protocolo 'Comparable'"
        }
        public static func tupleSubscript(_ type: String) -> String {
            "los elementos de una tupla de tipo '\(type)' no se leen con un subíndice: usa '.0', '.1'…"
        }
        public static func noSubscriptFor(_ type: String, _ index: String) -> String {
            "ningún subíndice de '\(type)' acepta un índice de tipo '\(index)'"
        }
        public static func staticOnInstance(_ name: String, _ type: String) -> String {
            "el miembro estático '\(name)' no se puede usar desde un valor de tipo '\(type)': escríbelo como \(type).\(name)"
        }
        public static func binaryOperandsSame(_ op: String, _ type: String) -> String {
            "el operador '\(op)' no se puede aplicar a dos operandos de tipo '\(type)'"
        }
        public static func callOfNonFunction(_ type: String) -> String {
            "no se puede llamar a un valor de tipo '\(type)', que no es una función"
        }
        public static func patternCannotMatch(_ type: String) -> String {
            "el patrón no puede encajar con valores de tipo '\(type)'"
        }
        public static func tuplePatternOnNonTuple(_ type: String) -> String {
            "un patrón de tupla no puede encajar con valores de '\(type)', que no es una tupla"
        }
        public static func patternLabel(_ label: String, _ expected: String) -> String {
            "la etiqueta '\(label)' del patrón debería ser '\(expected)'"
        }
        public static func optionalPatternOnNonOptional(_ type: String) -> String {
            "un patrón 'x?' solo encaja con un opcional, y '\(type)' no lo es"
        }
        public static func expressionPattern(_ pattern: String, _ type: String) -> String {
            "un patrón de tipo '\(pattern)' no puede encajar con valores de tipo '\(type)'"
        }
        public static func patternTypeMismatch(_ declared: String, _ actual: String) -> String {
            "el patrón de tipo '\(declared)' no encaja con valores de tipo '\(actual)'"
        }
        public static func numberAsCondition(_ type: String) -> String {
            "un '\(type)' no sirve como condición: compáralo, por ejemplo '!= 0'"
        }
        public static func optionalAsCondition(_ type: String) -> String {
            "un opcional '\(type)' no sirve como condición: compáralo con nil ('!= nil') o usa 'if let'"
        }
        public static func notACondition(_ type: String) -> String {
            "una condición debe ser 'Bool', y esta es de tipo '\(type)'"
        }
        public static func bindingNeedsOptional(_ type: String) -> String {
            "'if let' y 'guard let' necesitan un valor opcional, y este es de tipo '\(type)'"
        }
        public static func ternaryMismatch(_ a: String, _ b: String) -> String {
            "las dos ramas de '? :' tienen tipos distintos: '\(a)' y '\(b)'"
        }
        public static func comparesFunction(_ op: String, _ type: String) -> String {
            "el operador '\(op)' no se puede aplicar a un valor de tipo '\(type)', que es una función"
        }
        public static func binaryOperands(_ op: String, _ a: String, _ b: String) -> String {
            "el operador '\(op)' no se puede aplicar a operandos de tipo '\(a)' y '\(b)'"
        }
        public static func prefixOperand(_ op: String, _ type: String) -> String {
            "el operador '\(op)' no se puede aplicar a un operando de tipo '\(type)'"
        }
        public static func chainOnNonOptional(_ type: String) -> String {
            "'?' solo se usa con opcionales, y '\(type)' no lo es"
        }
        public static func forceOnNonOptional(_ type: String) -> String {
            "'!' solo desenvuelve opcionales, y '\(type)' no lo es"
        }
        public static func optionalSequence(_ type: String) -> String {
            "hay que desenvolver el opcional '\(type)' antes de recorrerlo con for-in"
        }
        public static func notASequence(_ type: String) -> String { "for-in necesita una secuencia, y '\(type)' no lo es" }
        public static func notCallable(_ type: String) -> String { "un valor de tipo '\(type)' no es una función" }
        public static func noInitializers(_ type: String) -> String { "'\(type)' no tiene ningún init que se pueda llamar así" }
        public static func noMatchingOverload(_ name: String) -> String {
            "ninguna versión de '\(name)' acepta estos argumentos"
        }
        public static func closureArity(_ type: String, expected: Int, used: Int) -> String {
            "el tipo de cierre esperado '\(type)' recibe \(arguments(expected)), pero el cuerpo del cierre usa \(used)"
        }
        public static func closureIgnoresArguments(_ expected: Int) -> String {
            expected == 1 ? "el contexto da al cierre 1 argumento, que no se puede ignorar sin nombrarlo (usa $0 o «_ in»)"
                : "el contexto da al cierre \(expected) argumentos, que no se pueden ignorar sin nombrarlos (usa $0, $1… o «_, _ in»)"
        }
        private static func arguments(_ count: Int) -> String { count == 1 ? "1 argumento" : "\(count) argumentos" }
        public static func missingLabels(_ labels: [String]) -> String {
            labels.count == 1 ? "falta la etiqueta de argumento '\(labels[0]):' en la llamada"
                : "faltan las etiquetas de argumento '\(labels.map { $0 + ":" }.joined())' en la llamada"
        }
        public static func extraneousLabels(_ labels: [String]) -> String {
            labels.count == 1 ? "sobra la etiqueta de argumento '\(labels[0]):' en la llamada"
                : "sobran las etiquetas de argumento '\(labels.map { $0 + ":" }.joined())' en la llamada"
        }
        public static func wrongLabels(have: String, expected: String, plural: Bool) -> String {
            (plural ? "etiquetas de argumento incorrectas" : "etiqueta de argumento incorrecta")
                + " en la llamada (hay '\(have)', se esperaba '\(expected)')"
        }
        public static func missingArgument(_ label: String?) -> String {
            label.map { "falta el argumento del parámetro '\($0)' en la llamada" } ?? "falta un argumento en la llamada"
        }
        public static func missingArguments(_ labels: [String]) -> String {
            "faltan los argumentos de los parámetros " + labels.map { "'\($0)'" }.joined(separator: ", ") + " en la llamada"
        }
        public static func extraArgument(_ label: String?) -> String {
            label.map { "sobra el argumento '\($0)' en la llamada" } ?? "sobra un argumento en la llamada"
        }
        public static func missingReturn(kind: String, _ type: String) -> String {
            "falta un 'return' en \(kind) que debe devolver '\(type)'"
        }
        public static let globalFunction = "una función"
        public static let instanceMethod = "un método"
        public static let getter = "una propiedad calculada"
        public static let closure = "un closure"
        public static func missingReturnValue(_ type: String) -> String { "'return' sin valor en una función que devuelve '\(type)'" }
        public static func initializedTwice(_ name: String) -> String {
            "la constante '\(name)' solo puede recibir su valor una vez"
        }
        public static func usedBeforeInitialized(_ name: String, isLet: Bool) -> String {
            (isLet ? "la constante" : "la variable") + " '\(name)' se usa antes de tener valor en algún camino"
        }
        public static func libraryTypeNotInSubset(_ name: String) -> String {
            Msg.Syntax.notInSubset("'\(name)' (de la biblioteca de Swift)")
        }
        public static func noOperatorFor(_ op: String, _ accumulated: String, _ element: String) -> String {
            "no hay un operador '\(op)' que tome '\(accumulated)' y '\(element)' y dé '\(accumulated)'"
        }
        public static func unboundInSomePattern(_ name: String) -> String {
            "'\(name)' tiene que enlazarse en todos los patrones de este case"
        }
        public static func propertyNotInitializedAtSuperInit(_ name: String) -> String {
            "la propiedad 'self.\(name)' no tiene valor al llamar a super.init: dáselo antes"
        }
        public static func constantInitializedTwice(_ name: String) -> String {
            "la constante 'self.\(name)' solo puede recibir su valor una vez"
        }
        /// `'self' used (in method call 'm' | in property access 'p') before …`: the words after 'self'.
        private static func selfUse(method: String?, property: String?) -> String {
            if let method { return "se usa 'self' en la llamada al método '\(method)'" }
            if let property { return "se usa 'self' al leer la propiedad '\(property)'" }
            return "se usa 'self'"
        }
        public static func selfBeforeAllStored(method: String? = nil, property: String? = nil) -> String {
            selfUse(method: method, property: property) + " antes de que todas las propiedades almacenadas tengan valor"
        }
        public static func selfBeforeSuperInit(method: String? = nil, property: String? = nil) -> String {
            selfUse(method: method, property: property) + " antes de llamar a 'super.init'"
        }
        public static let superInitNotOnAllPaths = "el init puede terminar sin llamar a 'super.init': llámalo en todos los caminos"
        public static let selfBeforeSelfInit = "se usa 'self' antes de llamar a 'self.init' o de asignar 'self'"
        public static let selfCapturedBeforeAllMembers =
            "un closure captura 'self' antes de que todas las propiedades almacenadas tengan valor"
        public static func propertyUsedBeforeValue(_ name: String) -> String { "la variable 'self.\(name)' se usa antes de tener valor" }
        public static func propertyPassedBeforeValue(_ name: String) -> String {
            "la variable 'self.\(name)' se pasa por referencia (inout) antes de tener valor"
        }
        public static func propertyCapturedBeforeValue(_ name: String) -> String {
            "un closure captura la variable 'self.\(name)' antes de que tenga valor"
        }
        public static let ifExpressionWithoutElse = "un 'if' usado como valor necesita un 'else' que siempre se cumpla"
        public static let multiStatementBranch = "un 'if' o un 'switch' usado como valor cuyas ramas no son una sola expresión"
        public static func branchTypesDiffer(_ first: String, _ second: String) -> String {
            "las ramas dan valores de tipos distintos: '\(first)' y '\(second)'"
        }
        public static func closureResultMismatch(_ declared: String, _ returned: String) -> String {
            "el resultado que declara el closure, '\(declared)', no es compatible con el tipo que devuelve, '\(returned)'"
        }
        public static let prefixModifierMissing = "al operador de un solo operando le falta el modificador 'prefix'"
        public static func memberOperatorWithoutOwnType(_ type: String) -> String {
            "un operador declarado en '\(type)' necesita al menos un operando de tipo '\(type)'"
        }
        public static let prefixNeedsOneParameter = "'prefix' pide una función de un solo parámetro"
        public static func genericParameterNotInferred(_ parameter: String) -> String {
            "no se puede deducir el parámetro genérico '\(parameter)'"
        }
        public static func conflictingGenericArguments(_ parameter: String, _ first: String, _ second: String) -> String {
            "argumentos en conflicto para el parámetro genérico '\(parameter)' ('\(first)' frente a '\(second)')"
        }
        /// `Swift.max` inside a type with its own `max`: the library's, past the program's.
        public static func moduleQualifiedHidden(_ name: String) -> String {
            Msg.Syntax.notInSubset("'Swift.\(name)' donde el programa tiene su propio '\(name)'")
        }
        public static func genericParameterNotInferred(_ parameter: String, of type: String?) -> String {
            let example = type.map { "'\($0)<Int>()'" } ?? "'let v: [Int] = …'"
            return "no se puede deducir el parámetro genérico '\(parameter)': nada dice qué tipo es; escríbelo (como en \(example))"
        }
        public static func genericParameterMember(_ parameter: String, _ member: String) -> String {
            "un miembro estático de un parámetro genérico ('\(parameter).\(member)')"
        }
        public static func genericFunctionAsValue(_ function: String) -> String {
            "una función genérica que usa su parámetro como tipo ('\(function)') como valor, sin llamarla"
        }
        public static func genericArgumentUntold(_ parameter: String, _ function: String) -> String {
            "llamar a «\(function)» sin que se sepa aquí qué tipo es su parámetro genérico '\(parameter)', que su cuerpo usa como tipo"
        }
        public static func metatypeValue(_ type: String) -> String { "un tipo como valor ('\(type).self')" }
        public static func ownershipOfNonClass(_ ownership: String, _ type: String) -> String {
            "'\(ownership)' solo vale para instancias de una clase (o de un protocolo solo para clases), no para '\(type)'"
        }
        public static let characterSetNotNamed =
            "un CharacterSet que no es uno de los de Foundation por su nombre (.whitespaces, .punctuationCharacters, .decimalDigits…)"
        public static func walkingTextView(_ type: String) -> String { "recorrer un \(type) (sus elementos)" }
        public static let decimalPower =
            "pow de un literal con un exponente Int (Swift elige el pow(Decimal, Int) de Foundation; escribe pow(2.0, 10.0) para un Double)"
        public static let ambiguousPower =
            "uso ambiguo de 'pow': sirven pow(Double, Double) y el pow(Decimal, Int) de Foundation (escribe el exponente como Double: pow(2.5, 2.0))"
        public static let noMatchingPower =
            "ninguna versión de 'pow' acepta un Double y un Int (convierte el exponente: pow(x, Double(n)))"
        public static func numberTypeNotInSubset(_ name: String) -> String {
            "los números de tipo '\(name)' no están en el subconjunto de Swift que entiende lesson: usa Int, Double o Float"
        }
        public static func inoutNeedsAmpersand(_ type: String) -> String {
            "un valor de tipo '\(type)' pasado a un parámetro inout necesita '&' delante"
        }
        public static func ampersandWithoutInout(_ type: String) -> String {
            "'&' solo va delante de un argumento inout, y este parámetro de tipo '\(type)' no lo es"
        }
        public static func instanceMemberOnType(_ member: String, _ type: String) -> String {
            "'\(member)' es un miembro de los valores de '\(type)', no del tipo: llámalo sobre un valor (o decláralo 'static')"
        }
        public static func classWithoutInitializers(_ type: String) -> String {
            "la clase '\(type)' no tiene ningún init: dale un valor inicial a cada propiedad o escribe un init que se lo dé"
        }
        public static func cannotConstruct(_ type: String) -> String {
            "no se puede construir un valor de '\(type)': la clase no tiene ningún init"
        }
        /// `String(format:)` in a file without `import Foundation`.
        public static func needsFoundation(_ construct: String) -> String {
            "\(construct) es de Foundation: escribe «import Foundation» al principio del archivo"
        }
        public static func stringOfValue(_ type: String) -> String {
            "ningún String(…) toma un valor de tipo '\(type)': escribe String(describing:) o una interpolación \"\\(…)\""
        }
        public static let enumInitializerLeavesSelf =
            "el init del enum termina sin dar valor a 'self' en algún camino: asígnale un caso ('self = .…') en todos"
        public static let storedPropertyInExtension =
            "una extensión no puede añadir propiedades almacenadas: declárala en el tipo, o hazla calculada ({ … })"
        public static let rawValueWithoutRawType =
            "un caso no puede tener valor en bruto si el enum no declara su tipo (escribe, por ejemplo, 'enum Dia: Int')"
        public static func deinitOutsideClass(_ type: String) -> String {
            "solo una clase puede tener 'deinit': '\(type)' no es una clase"
        }
        public static let initializerReturnsValue = "un init no devuelve ningún valor: el único 'return' con valor que admite es 'return nil' (en un init?)"
        public static func subscriptLabel(_ label: String) -> String { "sobra la etiqueta '\(label):' en el subíndice" }
        public static func methodNotCalled(_ name: String) -> String {
            "'\(name)' es un método: para su resultado hay que llamarlo, '\(name)()' (un método sin llamar, como valor, no está en el subconjunto)"
        }
        public static func nonEscapingAssigned(_ name: String) -> String {
            "el parámetro '\(name)' no es '@escaping': guardarlo en una variable le deja vivir más que la llamada (escribe '@escaping' en su tipo)"
        }
        public static func nonEscapingStored(_ name: String) -> String {
            "el parámetro '\(name)' no es '@escaping': meterlo en una colección le deja vivir más que la llamada (escribe '@escaping' en su tipo)"
        }
        public static func implicitSelfPropertyInClosure(_ name: String) -> String {
            "en un closure que se guarda, la propiedad '\(name)' de la clase se escribe 'self.\(name)' (así se ve que el closure retiene self)"
        }
        public static func implicitSelfMethodInClosure(_ name: String) -> String {
            "en un closure que se guarda, el método '\(name)' de la clase se llama con 'self.\(name)(…)' (así se ve que el closure retiene self)"
        }
        public static func weakOfNonClass(_ type: String) -> String { ownershipOfNonClass("weak", type) }
        public static let convenienceWithoutSelfInit =
            "un init de conveniencia tiene que llamar a otro init de su clase, 'self.init(…)', en todos los caminos"
        public static let caseAfterDefault = "no puede haber más casos después del 'default' de un 'switch': el 'default' va el último"
        public static let breakOutsideLoop =
            "'break' solo puede ir dentro de un bucle o de un switch (para salir de un if o de un do hace falta una etiqueta)"
        public static let continueOutsideLoop = "'continue' solo puede ir dentro de un bucle"
        public static func jumpOutOfDefer(_ word: String) -> String { "'\(word)' no puede salir de un defer" }
        public static let unexpectedReturnValue = "esta función no devuelve nada: sobra el valor del 'return'"
        public static func eventType(_ event: String, _ expected: String) -> String {
            "el evento debe ser un '\(expected)', y este es de tipo '\(event)'"
        }
    }
}

extension Msg.Typing {
    public static let guardFallsThrough =
        "el cuerpo de un 'guard' no puede llegar a su final: sal del ámbito con 'return', 'break', 'continue' o 'throw'"
}

extension Msg.Typing {
    /// `print(s.startIndex)`: compiled Swift writes the index's place in the UTF-8 bytes (`2[utf8]`).
    public static let showsStringIndex = Msg.Syntax.notInSubset("mostrar un String.Index")
        + ": muestra su distancia al principio, s.distance(from: s.startIndex, to: i)"
    /// `print(xs.reversed().prefix(2))`: Swift writes a `Slice` or a `PrefixSequence` with its indices.
    public static func showsSequencePiece(_ member: String, of type: String) -> String {
        Msg.Syntax.notInSubset("mostrar el resultado de '\(member)' de un '\(type)'") + " (conviértelo antes con Array(…))"
    }
    /// `let a: [Int] = conjunto.prefix(2)`: swiftc finds no `prefix` that gives the array.
    public static func pieceIsNoArray(_ member: String, _ type: String) -> String {
        "ningún '\(member)' da el tipo que pide el contexto, '\(type)'"
    }
    /// `"ab".flatMap { [$0, "-"] }`: swiftc's solver makes the pieces `[Any]` and, over a
    /// `String`, chooses the deprecated `flatMap` that keeps them whole (`[["a", "-"], …]`).
    public static func flatMapMixedLiteral(_ element: String) -> String {
        Msg.Syntax.notInSubset("'flatMap' de un array que mezcla un literal con valores de tipo '\(element)'")
            + ": escribe el tipo de lo que da, { c -> [\(element)] in … }"
    }
    /// `let p = xs.reversed().prefix(2)`: what is kept would later be shown or named as an array.
    public static func storesSequencePiece(_ member: String, of type: String) -> String {
        Msg.Syntax.notInSubset("guardar el resultado de '\(member)' de un '\(type)'") + " (conviértelo antes con Array(…))"
    }
}

/// swiftc folds arithmetic on integer constants while it compiles, and refuses what overflows.
extension Msg.Typing {
    /// `let b: UInt8 = 300`.
    public static func literalOverflows(_ literal: String, _ type: String) -> String {
        "el literal entero '\(literal)' se desborda al guardarlo en un '\(type)'"
    }
    /// `let b: UInt8 = -1`.
    public static func negativeIntoUnsigned(_ literal: String, _ type: String) -> String {
        "el entero negativo '\(literal)' se desborda al guardarlo en el tipo sin signo '\(type)'"
    }
    public static func constantOverflow(_ operation: String, type: String) -> String {
        "la operación aritmética '\(operation)' (en el tipo '\(type)') se desborda"
    }
    /// `-Int.min`: swiftc names the negation `0 - x` on a signed 64-bit integer.
    public static func constantNegationOverflow(_ operation: String) -> String {
        "la operación aritmética '\(operation)' (en un entero con signo de 64 bits) se desborda"
    }
    public static func constantDivisionOverflow(_ operation: String) -> String {
        "la división '\(operation)' se desborda"
    }
    public static let constantDivisionByZero = "división por cero"
}
