/// What the interpreter says when a run stops, and how it names things.
extension Msg {
    public enum Run {
        public static func unknownName(_ name: String) -> String { "no encuentro «\(name)» en este ámbito" }
        /// A global of the file read (from a function) before the top-level code gives it its value.
        public static func globalReadBeforeValue(_ name: String) -> String {
            "se lee la variable global «\(name)» antes de que el programa le dé su valor (el programa compilado "
                + "leería memoria sin inicializar)"
        }
        public static func libraryParameterUntold(_ name: String) -> String {
            "'\(name)' como tipo en la extensión de una colección vacía (sus valores no dicen qué tipo es)"
        }
        public static func unknownType(_ name: String) -> String { "no conozco el tipo «\(name)»" }
        public static func unknownMember(_ name: String, of type: String) -> String {
            "«\(type)» no tiene ningún miembro llamado «\(name)»"
        }
        public static func libraryMemberOutsideSubset(_ name: String, of type: String) -> String {
            Msg.Syntax.notInSubset("«\(name)» de \(type)")
        }
        public static func implicitMemberWithoutType(_ name: String) -> String {
            "no sé a qué tipo pertenece «.\(name)»: escribe el tipo delante (Tipo.\(name))"
        }
        public static func ambiguousImplicitMember(_ name: String, _ types: [String]) -> String {
            "«.\(name)» es ambiguo: existe en \(types.joined(separator: ", ")); escribe el tipo delante"
        }
        public static func noMatchingCall(_ name: String, _ labels: String) -> String {
            "no hay ninguna función «\(name)» que acepte los argumentos \(labels)"
        }
        public static func missingArgument(_ label: String, _ function: String) -> String {
            "falta el argumento «\(label)» en la llamada a «\(function)»"
        }
        public static func extraArguments(_ function: String) -> String { "sobran argumentos en la llamada a «\(function)»" }
        public static func assignToConstant(_ name: String) -> String {
            "no se puede asignar a «\(name)»: es una constante (let)"
        }
        public static let assignToSelfInNonMutating =
            "no se puede modificar self en un método que no es mutating"
        public static let notAssignable = "esta expresión no se puede asignar"
        public static let notAFunction = "esta expresión no es una función: no se puede llamar"
        public static let unownedReleased =
            "el closure usa una referencia 'unowned' a una instancia que ya no existe (con 'weak' sería un opcional que vale nil)"
        public static func typeMismatch(_ operation: String, _ detail: String) -> String {
            "«\(operation)» no se puede aplicar a \(detail)"
        }
        public static let conditionNotBool = "la condición no es un Bool"
        /// `var doble: Int { … }` at the top level or in a body: computed, but not a type's member.
        public static let computedVariableOutsideType = "una variable calculada fuera de un tipo («var x: T { … }»)"
        public static let unwrapNil = "se desenvolvió con «!» un opcional que vale nil"
        public static func indexOutOfRange(_ index: Int, _ count: Int) -> String {
            "índice fuera de rango: \(index) en un array de \(count == 1 ? "1 elemento" : "\(count) elementos")"
        }
        public static func sliceIndexOutOfRange(_ index: Int, _ start: Int, _ end: Int) -> String {
            "índice fuera de rango: \(index) en un ArraySlice de índices \(start)..<\(end)"
        }
        /// `d[...]` of a dictionary, a set…: only arrays, slices, strings and ranges are taken whole.
        public static func unboundedSubscript(_ type: String) -> String { "el subíndice [...] de un valor de tipo '\(type)'" }
        public static func sliceOutOfRange(_ low: Int, _ high: Int, _ count: Int) -> String {
            "rango \(low)…\(high) fuera de los límites: la colección tiene \(count == 1 ? "1 elemento" : "\(count) elementos")"
        }
        public static let stringIndexOutOfRange = "índice de la cadena fuera de sus límites"
        public static let emptyCollection = "la colección está vacía: no hay ningún elemento que quitar"
        public static let swapOutOfRange = "swapAt con un índice fuera de los límites del array"
        public static let duplicateKeys = "claves repetidas en Dictionary(uniqueKeysWithValues:)"
        public static let badRadix = "la base ('radix') tiene que estar entre 2 y 36"
        public static let strideZero = "stride con un paso de 0"
        public static let randomInEmptyRange = "random(in:) de un rango vacío: no hay ningún valor que elegir"
        public static let divisionByZero = "división por cero"
        public static let negativeMaxSplits = "split necesita un maxSplits de cero o más"
        public static let overflow = "desbordamiento aritmético: el resultado no cabe en un Int"
        public static let uint8Overflow = "desbordamiento aritmético: el resultado no cabe en un UInt8 (de 0 a 255)"
        public static let uint8Conversion = "el valor no cabe en un UInt8 (de 0 a 255)"
        /// `Int8(100) + 100`: `type` and its bounds (`de -128 a 127`).
        public static func fixedOverflow(_ type: String, _ bounds: String) -> String {
            "desbordamiento aritmético: el resultado no cabe en un \(type) (\(bounds))"
        }
        /// `Int8(300)`, `Int(UInt64.max)`.
        public static func fixedConversion(_ type: String) -> String { "el valor no cabe en un \(type)" }
        public static let notASCII = "UInt8(ascii:) necesita un carácter ASCII"
        public static func stepBudget(_ steps: Int) -> String {
            "la evaluación se detuvo tras \(steps) pasos: ¿hay un bucle infinito?"
        }
        public static func depthLimit(_ depth: Int) -> String {
            "la evaluación se detuvo a \(depth) llamadas de profundidad: ¿hay una recursión infinita?"
        }
        public static let tooDeep =
            "la evaluación se detuvo: se anida sin fin (¿un valor que se construye a sí mismo, o una recursión infinita?)"
        public static let valueTooDeepToWrite =
            "el valor está anidado demasiado hondo para escribirlo entero (el programa compilado se estrellaría aquí)"
        public static let interrupted = "evaluación interrumpida (Ctrl-C)"
        public static func moreElements(_ count: Int) -> String { "… (\(count) más)" }
        public static func outOfMemory(_ bytes: Int) -> String {
            "el programa necesita más memoria de la permitida (\(bytes >> 20) MiB para los valores de una entrada): "
                + "¿crece sin fin un array o un String?"
        }
        public static let noCaseMatched = "ningún caso del switch coincide con el valor"
        public static let guardFellThrough = "el else de un guard debe salir del ámbito (return, break, continue…)"
        public static func fatalError(_ message: String) -> String {
            message.isEmpty ? "fatalError: el programa se detuvo" : "fatalError: \(message)"
        }
        public static func preconditionFailed(_ message: String) -> String {
            message.isEmpty ? "no se cumple una precondición" : "no se cumple una precondición: \(message)"
        }
        public static func notInSubset(_ what: String) -> String { "\(what) no está en el subconjunto de Swift que ejecuta lesson" }
        /// `String(format: "%f", 5)`: compiled Swift reads what the specifier expects, not the value.
        public static func formatMismatch(_ specifier: String, _ type: String) -> String {
            "String(format:) con «\(specifier)» para un valor de tipo '\(type)'"
        }
        /// Swift would never finish: `(1...).map { … }`, `(1...).prefix(3)` (a `PrefixSequence`).
        public static let endlessRangeWhole = "leer de una vez todos los elementos de un rango sin fin (PartialRangeFrom)"
        public static func noInitializer(_ type: String) -> String { "«\(type)» no tiene un init que acepte estos argumentos" }
        public static func uninitializedProperty(_ name: String) -> String {
            "la propiedad «\(name)» se usa antes de tener valor"
        }
        public static func notSequence(_ type: String) -> String { "no se puede recorrer con for-in un valor de tipo \(type)" }
        public static let breakOutsideLoop = "break o continue fuera de un bucle"
        public static let returnOutsideFunction = "return fuera de una función"
        public static let rangeTooLarge = "el rango es demasiado grande para recorrerlo en el intérprete"
        public static let invalidRange = "rango inválido: el límite inferior es mayor que el superior"
        /// `Array(repeating: 0, count: -1)`, `String(repeating: "a", count: -2)`: Swift stops the program.
        public static func negativeRepeatCount(_ type: String, _ count: Int) -> String {
            "\(type)(repeating:count:) con count \(count): el número de repeticiones no puede ser negativo"
        }
    }
}

extension Msg {
    public enum Machine {
        public static func badInitial(_ expression: String) -> String {
            "el estado inicial «\(expression)» no es una expresión válida"
        }
        public static func noInitialState(_ type: String) -> String {
            "no sé con qué estado empezar: «\(type)» no tiene un caso sin valores asociados ni un init sin argumentos; indícalo con inicial="
        }
    }
}


extension Msg.Machine {
    public static func discarded(from state: String, event: String) -> String {
        "sin transición desde \(state) ante \(event): el evento se descarta"
    }
    /// An arm that handles the event matched, and the state came out as it went in.
    public static func unchanged(from state: String, event: String) -> String {
        "\(state) ante \(event): coincide, pero el estado no cambia"
    }
    public static func matched(_ arm: String, at location: String) -> String { "coincide: \(arm)   \(location)" }
    public static func bindings(_ text: String) -> String { "enlaza:   \(text)" }
    public static func failedGuard(_ arm: String, at location: String) -> String {
        "guarda falsa: \(arm)   \(location)"
    }
    public static func loaded(_ model: String, machine: String, state: String, event: String, initial: String) -> String {
        "Modelo «\(model)» cargado: máquina \(machine), estado \(state), eventos \(event).\nEstado inicial: \(initial)"
    }
    /// Names the first few types only: a file of thousands of types is not a wall of text.
    public static func loadedWithoutMachine(_ model: String, types: [String]) -> String {
        let shown = types.prefix(12).joined(separator: ", ")
        let rest = types.count > 12 ? " y \(types.count - 12) más (:contar TIPO cuenta cualquiera)" : ""
        let named = types.isEmpty ? "" : " Tipos: \(shown)\(rest)"
        return "Modelo «\(model)» cargado (sin máquina de estados).\(named)"
    }
    public static func loadFailed(_ model: String, count: Int) -> String {
        count == 1 ? "No se pudo cargar «\(model)»: hay 1 error." : "No se pudo cargar «\(model)»: hay \(count) errores."
    }
    public static let loadUsage = "uso: :cargar MODELO  (un modelo de una lección, o un archivo .swift)"
    public static func unreadableFile(_ path: String) -> String { "no puedo leer el archivo «\(path)»" }
    public static let noModelLoaded = "no hay ningún modelo cargado: usa :cargar MODELO (:modelos los lista)"
    public static let noMachineLoaded = "el modelo cargado no tiene máquina de estados: no hay eventos que enviar"
    public static let sendUsage = "uso: :enviar EVENTO   por ejemplo  :enviar .cargar(id: 7)"
    public static func notAnEvent(_ text: String, type: String) -> String {
        "«\(text)» no es un evento de tipo \(type)"
    }
    public static func currentState(_ text: String) -> String { "estado: \(text)" }
    public static func eventsFrom(_ state: String) -> String { "Eventos desde \(state):" }
    public static let eventsThatMove = "  con transición:"
    public static let eventsDiscarded = "  se descartan:"
    public static let eventsUnchanged = "  coinciden, pero el estado no cambia:"
    public static let historyDiscarded = "(se descarta)"
    public static let historyUnchanged = "(coincide, pero el estado no cambia)"
    public static let eventsFailing = "  detienen la máquina con un error:"
    public static let nothingToUndo = "no hay nada que deshacer"
    public static let nothingToRedo = "no hay nada que rehacer"
    public static func undone(_ state: String) -> String { "deshecho; estado: \(state)" }
    public static func redone(_ state: String) -> String { "rehecho; estado: \(state)" }
    /// Undo over a state that holds a class instance: the instance is shared across the history.
    public static let sharedInstancesChanged =
        "  ojo: este estado guarda una instancia de clase que la historia comparte, y cambió después; deshacer no la devuelve a como estaba (una clase se comparte por referencia: lección 5):"
    public static func changedAfterward(_ fields: [String]) -> String {
        "(al llegar aquí era " + fields.joined(separator: ", ") + "; la instancia compartida cambió después)"
    }
    public static func reset(_ state: String) -> String { "reiniciado; estado: \(state)" }
    public static let emptyHistory = "todavía no se ha enviado ningún evento"
    public static func historyStart(_ state: String) -> String { "  0  \(state)  (inicial)" }
    public static let redoMarker = "(deshecho)"
}

extension Msg.Machine {
    /// An event line whose case the event type does not have: `.cargr(id: 1)`.
    public static func unknownEvent(_ name: String, type: String, suggestion: String?, cases: [String]) -> String {
        let text = "«\(type)» no tiene ningún caso «\(name)»."
        if let suggestion { return text + " ¿Quisiste decir \(suggestion)?" }
        return text + " Sus casos: \(cases.joined(separator: ", "))."
    }
    /// A payload-free case written with arguments: `.reintentar(3)`.
    public static func caseTakesNoPayload(_ name: String) -> String {
        "el caso .\(name) no lleva valores asociados: se envía sin paréntesis. ¿Quisiste decir .\(name)?"
    }
}
