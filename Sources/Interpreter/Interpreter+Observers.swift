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

    /// Writes a global or local variable, queueing its observers when it has them: `willSet`
    /// sees the variable still holding the old value and `newValue`, then `didSet` sees the new
    /// one and `oldValue`. A write from inside its own observers observes nothing.
    func modifyVariable(_ variable: Variable, _ body: (inout Value) throws -> Void) throws {
        guard let observers = variable.observers, !variable.isObserving else { return try body(&variable.value) }
        let old = variable.value
        try body(&variable.value)
        let new = variable.value
        pendingObservers.append { [unowned self] in
            variable.isObserving = true
            defer { variable.isObserving = false }
            let declaration = observers.declaration
            if let willSet = declaration.willSet {
                variable.value = old
                let scope = Scope(parent: observers.scope ?? self.globals)
                scope.declare(declaration.newValueName, new, isLet: true)
                defer { variable.value = new }
                _ = try self.runBody(willSet.statements, file: observers.file, selfValue: nil, selfIsMutable: false,
                                     context: observers.context, returnType: nil, scope: scope)
            }
            if let didSet = declaration.didSet {
                let scope = Scope(parent: observers.scope ?? self.globals)
                scope.declare(declaration.oldValueName, old, isLet: true)
                _ = try self.runBody(didSet.statements, file: observers.file, selfValue: nil, selfIsMutable: false,
                                     context: observers.context, returnType: nil, scope: scope)
            }
        }
    }

    /// `willSet` sees the value about to be stored (`newValue`), `write` stores it, then
    /// `didSet` sees the one it replaced (`oldValue`).
    /// A struct's `didSet` may change the struct (it is `mutating`): what it leaves is written
    /// back to `storedIn`, the place the struct was being modified in.
    /// A class's field observed by overriding declarations runs every class's observers: each
    /// `willSet` from the value's class inwards, then each `didSet` outwards (`observerLayers`).
    func observe(_ property: VariableDecl, of type: TypeInfo, from old: Value, to new: Value, receiver: Value,
                 before: Value? = nil, storedIn: (Expr, Scope)? = nil, write: () -> Void) throws {
        write()
        let key = ObservedProperty(type, property.fieldName)
        let floor = observerFloor[key] ?? 0
        let layers = type.observerLayers[property.fieldName].map { Array($0.dropFirst(floor)) } ?? [(property, type)]
        pendingObservers.append { [unowned self] in
            // Inside the observers of the class that stores the field, writing it observes nothing;
            // inside an overriding class's, only the classes below it.
            func running(_ position: Int, _ body: () throws -> Void) throws {
                let saved = self.observerFloor[key]
                let inserted = position == layers.count - 1 && self.observing.insert(key).inserted
                if position < layers.count - 1 { self.observerFloor[key] = floor + position + 1 }
                defer {
                    self.observerFloor[key] = saved
                    if inserted { self.observing.remove(key) }
                }
                try body()
            }
            for (position, (observers, owner)) in layers.enumerated() {
                try running(position) { try self.runWillSet(observers, of: owner, from: old, to: new, receiver: before ?? receiver) }
            }
            for (position, (observers, owner)) in layers.enumerated().reversed() {
                try running(position) { try self.runDidSet(observers, of: owner, from: old, receiver: receiver, storedIn: storedIn) }
            }
        }
    }

    private func runWillSet(_ property: VariableDecl, of type: TypeInfo, from old: Value, to new: Value, receiver: Value) throws {
        guard let willSet = property.willSet else { return }
        let scope = Scope(parent: globals)
        scope.declare(property.newValueName, new, isLet: true)
        // An instance is shared: while `willSet` runs, it still holds the old value, as in Swift.
        var held: (Instance, Int, Value)?
        if case .instance(let object) = receiver, let index = object.type.fieldIndex(property.fieldName) {
            held = (object, index, object.fields[index])
            object.fields[index] = old
        }
        defer { if let (object, index, value) = held { object.fields[index] = value } }
        _ = try runBody(willSet.statements, file: type.file ?? currentFile, selfValue: receiver, selfIsMutable: false,
                        context: type, returnType: nil, scope: scope)
    }

    private func runDidSet(_ property: VariableDecl, of type: TypeInfo, from old: Value, receiver: Value, storedIn: (Expr, Scope)?) throws {
        guard let didSet = property.didSet else { return }
        let scope = Scope(parent: globals)
        scope.declare(property.oldValueName, old, isLet: true)
        let outcome = try runBody(didSet.statements, file: type.file ?? currentFile, selfValue: receiver, selfIsMutable: storedIn != nil,
                                  context: type, returnType: nil, scope: scope)
        if let (base, baseScope) = storedIn, let updated = outcome.selfValue, !valuesEqual(updated, receiver) {
            try store(updated, into: base, baseScope)
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
