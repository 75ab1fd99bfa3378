/// How a model's machine is found or chosen (`maquina=`, `:maquina`), and what is missing when none is.
extension Msg.Machine {
    /// The shapes a machine may have, as a lesson writes them; S or E must be a type of the model.
    public static let shapes = """
        una función func f(_ estado: S, ante evento: E) -> S, un reducer \
        func reduce(into estado: inout S, action: E), un método mutating func enviar(_ evento: E) \
        del tipo S, o una feature de TCA con su Reduce { state, action in … }; S o E tiene que ser un tipo del modelo
        """

    public static func noMachine(_ model: String) -> String {
        "«\(model)» no define ninguna máquina de estados: hace falta \(shapes)"
    }
    /// Shown after «cargado (sin máquina de estados)»: what shape is missing, and how to name one.
    public static let missingShape = "Para tener máquina hace falta \(shapes) (o elige una con :maquina FUNC)."

    public static func choiceMissing(_ name: String, suggestion: String?) -> String {
        "el modelo no declara ninguna función «\(name)» que pueda ser su máquina" + Msg.suggestionSuffix(suggestion)
    }
    public static func choiceWrongShape(_ name: String, signatures: [String]) -> String {
        "«\(name)» no puede ser la máquina: \(signatures.joined(separator: ", ")) no tiene su forma; hace falta \(shapes)"
    }

    /// The name the REPL gives the Swift typed at its prompt once `:maquina` runs a machine from it.
    public static let promptModel = "prompt"
    public static let chooseUsage = "uso: :maquina FUNC   por ejemplo  :maquina siguiente  (también una función escrita en el prompt)"
    public static func chosen(_ signature: String, state: String, event: String, initial: String) -> String {
        "Máquina \(signature): estado \(state), eventos \(event).\nEstado inicial: \(initial)"
    }
    public static func current(_ signature: String, others: [String]) -> String {
        "máquina: \(signature)" + (others.isEmpty ? "" : "; también podrían serlo: \(others.joined(separator: ", "))")
    }
    /// `:maquina` alone when nothing is loaded and nothing was declared.
    public static let noneToChoose = "no hay ninguna máquina que elegir: carga un modelo (:cargar) o declara una función en el prompt"
}

extension Msg.Validate {
    public static func severalMachines(_ signatures: [String]) -> String {
        "el modelo tiene varias funciones con forma de máquina (\(signatures.joined(separator: ", "))): di cuál es con maquina=FUNC"
    }
}
