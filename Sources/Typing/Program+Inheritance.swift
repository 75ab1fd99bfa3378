import Language

extension Program {
    /// A class's superclass among the program's types: the first class its inheritance clause
    /// names, found from where the class is declared. The checker and the interpreter (which
    /// links its runtime layouts by it) both ask here, so a class has one superclass.
    public func superclass(of type: NominalDecl) -> NominalDecl? {
        guard type.kind == .classType else { return nil }
        return type.inheritedNames.lazy.compactMap { self.lookup([$0], from: Array(type.path.dropLast())) }
            .compactMap { self.types[$0] }.first { $0.kind == .classType }
    }

    /// The superclass's initializers a subclass that declares some inherits, by Swift's rules:
    /// one that declares only convenience initializers inherits every designated one (the first
    /// rule) and so the convenience ones too; one that overrides every designated initializer
    /// inherits the convenience ones (the second). One that declares none inherits them all, said
    /// where it is linked. Those it declares itself, by their labels, stay its own.
    public static func inheritedInitializers(own: [InitDecl], parent: [InitDecl]) -> [InitDecl] {
        let labels = Set(own.map { $0.parameters.map(\.label) })
        guard !own.isEmpty else { return [] }
        if own.allSatisfy(\.isConvenience) { return parent.filter { !labels.contains($0.parameters.map(\.label)) } }
        let designated = parent.filter { !$0.isConvenience }
        guard !designated.isEmpty, designated.allSatisfy({ labels.contains($0.parameters.map(\.label)) }) else { return [] }
        return parent.filter { $0.isConvenience && !labels.contains($0.parameters.map(\.label)) }
    }
}
