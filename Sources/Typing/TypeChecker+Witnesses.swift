import Language

extension TypeChecker {
    /// The one `init` of `type` that has the types of the requirement `i` of `proto` but other
    /// labels (`init(v: Int)` for `init(valor: Int)`): swiftc blames its labels there.
    func relabelledInitializer(_ i: InitDecl, of proto: NominalDecl, in type: NominalDecl) -> InitDecl? {
        guard !i.parameters.isEmpty, type.source.firstPath == source.firstPath else { return nil }
        let relabelled = type.initializers.filter { candidate in
            candidate.parameters.count == i.parameters.count && zip(i.parameters, candidate.parameters).allSatisfy { wanted, given in
                let a = inType(proto.path, isStatic: false) { resolve(wanted.type, reporting: false) }
                let b = inType(type.path, isStatic: false) { resolve(given.type, reporting: false) }
                return a.isUnknown || b.isUnknown || a.matches(b)
            }
        }
        return relabelled.count == 1 ? relabelled[0] : nil
    }
}
