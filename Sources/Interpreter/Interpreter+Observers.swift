import Language

extension Interpreter {
    /// `Tipo.total = v`: a static stored property, with its observers, as Swift runs them.
    func writeStatic(_ name: String, of type: TypeInfo, _ value: Value) throws {
        guard let property = type.staticProperties[name], property.node.willSet != nil || property.node.didSet != nil else {
            type.staticValues[name] = value
            return
        }
        let old = type.staticValues[name] ?? .void
        let declaration = property.node
        if let willSet = declaration.willSet {
            let scope = Scope(parent: globals)
            scope.declare(declaration.newValueName, value, isLet: true)
            _ = try runBody(willSet.statements, file: property.file, selfValue: .metatype(.nominal(type)), selfIsMutable: false,
                            context: type, returnType: nil, scope: scope)
        }
        type.staticValues[name] = value
        if let didSet = declaration.didSet {
            let scope = Scope(parent: globals)
            scope.declare(declaration.oldValueName, old, isLet: true)
            _ = try runBody(didSet.statements, file: property.file, selfValue: .metatype(.nominal(type)), selfIsMutable: false,
                            context: type, returnType: nil, scope: scope)
        }
    }

    /// `willSet` sees the value about to be stored (`newValue`), `write` stores it, then
    /// `didSet` sees the one it replaced (`oldValue`).
    /// A struct's `didSet` may change the struct (it is `mutating`): what it leaves is written
    /// back to `storedIn`, the place the struct was being modified in.
    func observe(_ property: VariableDecl, of type: TypeInfo, from old: Value, to new: Value, receiver: Value,
                 before: Value? = nil, storedIn: (Expr, Scope)? = nil, write: () -> Void) throws {
        write()
        let file = type.file ?? currentFile
        pendingObservers.append { [unowned self] in
            let key = ObservedProperty(type, property.fieldName)
            let inserted = self.observing.insert(key).inserted
            defer { if inserted { self.observing.remove(key) } }
            if let willSet = property.willSet {
                let scope = Scope(parent: self.globals)
                scope.declare(property.newValueName, new, isLet: true)
                // An instance is shared: while `willSet` runs, it still holds the old value, as in Swift.
                var held: (Instance, Int, Value)?
                if case .instance(let object) = receiver, let index = object.type.fieldIndex(property.fieldName) {
                    held = (object, index, object.fields[index])
                    object.fields[index] = old
                }
                defer { if let (object, index, value) = held { object.fields[index] = value } }
                _ = try self.runBody(willSet.statements, file: file, selfValue: before ?? receiver, selfIsMutable: false,
                                     context: type, returnType: nil, scope: scope)
            }
            if let didSet = property.didSet {
                let scope = Scope(parent: self.globals)
                scope.declare(property.oldValueName, old, isLet: true)
                let outcome = try self.runBody(didSet.statements, file: file, selfValue: receiver, selfIsMutable: storedIn != nil,
                                               context: type, returnType: nil, scope: scope)
                if let (base, baseScope) = storedIn, let updated = outcome.selfValue, !valuesEqual(updated, receiver) {
                    try self.store(updated, into: base, baseScope)
                }
            }
        }
    }
}

/// A stored property whose observers are running (`Tipo.nombre`).
struct ObservedProperty: Hashable {
    let type: ObjectIdentifier
    let name: String
    init(_ type: TypeInfo, _ name: String) { self.type = ObjectIdentifier(type.genericRoot); self.name = name }
}

extension Value {
    var isStructure: Bool { if case .structure = self { return true }; return false }
}
