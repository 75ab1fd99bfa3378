import Packs

extension Session {
    /// A pack model by the name the learner typed (`perfil`, `maquinas-de-estado/perfil`),
    /// or the packs' own Spanish explanation (ambiguous name, nearest names) of why not.
    func findPackModel(_ name: String) -> Result<ModelRequest, LookupError> {
        packLibrary.model(name).map { model in
            ModelRequest(name: model.name, source: model.source, initial: model.initial, legitimate: model.legitimate,
                         machine: model.machine, machineAt: model.machineAt)
        }
    }
}
