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
}
