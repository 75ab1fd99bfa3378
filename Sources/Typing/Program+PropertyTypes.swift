import Language

extension Program {
    /// The type of a stored property written without one (`var cargando = false`), as the
    /// checker infers it from the initial value: the arithmetic counts it and the run time lays
    /// it out by this, never by running the initializer (`var id = siguiente()` would call it).
    /// nil when the type is not one a `TypeRef` names (a closure, a generic type's argument).
    public func inferredType(of property: VariableDecl, in type: NominalDecl) -> TypeRef? {
        guard property.type == nil else { return property.type }
        let checker = TypeChecker(program: self, source: type.source)
        return checker.propertyType(property, in: type).runTimeTypeRef
    }
}
