import Packs

extension Session {
    /// A pack model by the name the learner typed (`perfil`, `maquinas-de-estado/perfil`).
    func findPackModel(_ name: String) -> ModelRequest? {
        guard case .success(let model) = packLibrary.model(name) else { return nil }
        return ModelRequest(name: model.name, source: model.source, initial: model.initial, legitimate: model.legitimate)
    }
}
