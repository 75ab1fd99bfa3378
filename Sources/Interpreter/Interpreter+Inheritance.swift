import Language
import Typing
import Messages

/// Class inheritance and protocol defaults as the interpreter runs them: each type carries,
/// beside its own members, what it inherits (a superclass's stored properties first, its
/// methods, initializers when it declares none, the defaults of its protocols' extensions), so
/// every member lookup finds them without walking a chain on each call.
extension Interpreter {
    func linkInheritance() {
        var linked = Set<ObjectIdentifier>()
        for type in types.values { link(type, &linked) }
        // `extension Int: Describible {}` gives Int the protocol's defaults too.
        for type in builtinTypes.extensible where !type.conformances.isEmpty { link(type, &linked) }
        refreshSpecializations()
    }

    /// New types that inherit nothing: linked alone, the others are as they were.
    func linkInheritance(of newTypes: [TypeInfo]) {
        var linked = Set<ObjectIdentifier>()
        for type in newTypes { link(type, &linked) }
    }

    private func link(_ type: TypeInfo, _ linked: inout Set<ObjectIdentifier>) {
        guard linked.insert(ObjectIdentifier(type)).inserted else { return }
        forgetInherited(type)
        // The superclass the front end resolved, laid out here under the same name.
        if let parent = superclassInfo(of: type) {
            link(parent, &linked)
            type.superclass = parent
            inherit(from: parent, into: type, storedProperties: true)
        } else {
            type.superclass = nil
        }
        var conformances = type.conformances.union(type.superclass?.allConformances ?? [])
        // A `LocalizedError` is an `Error`.
        if conformances.contains("LocalizedError") { conformances.insert("Error") }
        var pending = Array(conformances)
        while let name = pending.popLast() {
            for inherited in protocols[name]?.conformances ?? [] where conformances.insert(inherited).inserted {
                pending.append(inherited)
            }
        }
        type.allConformances = conformances
        if type.kind == .classType {
            type.hasDeinit = type.methods["deinit"] != nil
            type.deinitSink = { [weak self] type, fields, serial in self?.pendingDeinits.append((type, fields, serial)) }
        }
        for name in conformances.sorted() {
            if let proto = protocols[name] { inherit(from: proto, into: type, storedProperties: false) }
        }
        linkKeyIdentity(type)
        linkObserverLayers(type)
    }

    /// The class `type` inherits from: the one the front end resolved, laid out here under the
    /// same name; a class declared in a body (unknown to the program's model) names its
    /// superclass among the types declared so far, so a later `class Base2` in the same block
    /// still becomes its parent when the block declares it.
    private func superclassInfo(of type: TypeInfo) -> TypeInfo? {
        guard type.kind == .classType, let declaration = type.declaration else { return nil }
        let parent: TypeInfo?
        if let superclass = adopted.program?.superclass(of: declaration) {
            parent = types[superclass.name]
        } else {
            parent = declaration.inheritedNames.lazy.compactMap { self.types[$0] }.first { $0.kind == .classType }
        }
        guard let parent, parent.kind == .classType, parent !== type else { return nil }
        return parent
    }

    /// A field observed by overriding declarations runs them all, as Swift does: each class's
    /// `willSet` from the value's class down to the one that stores it, then each `didSet` back up.
    private func linkObserverLayers(_ type: TypeInfo) {
        type.observerLayers = [:]
        guard type.kind == .classType, type.superclass != nil else { return }
        var overriding: [String: [(observers: VariableDecl, owner: TypeInfo)]] = [:]
        var current: TypeInfo? = type
        while let owner = current {
            for (name, property) in owner.observerOverrides { overriding[name, default: []].append((property.node, owner)) }
            current = owner.superclass
        }
        for (name, layers) in overriding {
            guard let index = type.fieldIndex(name) else { continue }
            // The class that stores it: the first of the chain whose own fields hold it.
            var storing: TypeInfo = type
            while let parent = storing.superclass, parent.fieldIndex(name) != nil { storing = parent }
            type.observerLayers[name] = layers + [(type.storedProperties[index], storing)]
        }
    }

    /// Takes away what an earlier link copied in, so a redeclared superclass or protocol counts anew.
    private func forgetInherited(_ type: TypeInfo) {
        for name in type.inheritedMembers {
            type.methods[name] = nil
            type.computedProperties[name] = nil
            type.staticMethods[name] = nil
            type.staticProperties[name] = nil
        }
        for (name, count) in type.inheritedOverloads { type.methods[name]?.removeLast(count) }
        type.inheritedOverloads = [:]
        if type.inheritedMembers.contains("init") { type.initializers = [] }
        type.initializers.removeLast(type.inheritedInitializerCount)
        type.inheritedInitializerCount = 0
        type.inheritedMembers = []
        // Every type is linked again after each entry: one that inherits nothing is left as it is
        // (writing its fields, even to remove none, lays them out again).
        if type.inheritedStoredCount > 0 { type.storedProperties.removeFirst(type.inheritedStoredCount) }
        type.inheritedStoredCount = 0
    }

    private func inherit(from parent: TypeInfo, into type: TypeInfo, storedProperties: Bool) {
        for (name, methods) in parent.methods {
            guard let own = type.methods[name] else {
                type.methods[name] = methods
                type.inheritedMembers.insert(name)
                continue
            }
            // Overloads by other labels stay beside the type's own (`buscar(_:)` of a protocol's
            // extension and the type's `buscar(texto:)`); one with the same labels is replaced.
            let added = methods.filter { method in
                !own.contains { $0.node.parameters.map(\.label) == method.node.parameters.map(\.label) }
            }
            guard !added.isEmpty else { continue }
            type.methods[name] = own + added
            type.inheritedOverloads[name, default: 0] += added.count
        }
        for (name, property) in parent.computedProperties
        where type.computedProperties[name] == nil && type.fieldIndex(name) == nil {
            type.computedProperties[name] = property
            type.inheritedMembers.insert(name)
        }
        for (name, methods) in parent.staticMethods where type.staticMethods[name] == nil {
            type.staticMethods[name] = methods
            type.inheritedMembers.insert(name)
        }
        for (name, property) in parent.staticProperties where type.staticProperties[name] == nil {
            type.staticProperties[name] = property
            type.inheritedMembers.insert(name)
        }
        guard storedProperties else { return }
        type.storedProperties.insert(contentsOf: parent.storedProperties, at: 0)
        type.inheritedStoredCount = parent.storedProperties.count
        // A subclass that declares no initializer inherits its superclass's.
        if type.initializers.isEmpty, !parent.initializers.isEmpty {
            type.initializers = parent.initializers
            type.inheritedMembers.insert("init")
        } else {
            // One that declares only convenience ones, or overrides every designated one, inherits some.
            let inheritable = Program.inheritedInitializers(own: type.initializers.map(\.node), parent: parent.initializers.map(\.node))
            let inherited = parent.initializers.filter { initializer in inheritable.contains { $0.span == initializer.node.span } }
            type.initializers += inherited
            type.inheritedInitializerCount = inherited.count
        }
    }

    /// The method of a protocol's extension declared at `place`: what the checker chose for a
    /// call on a value typed by the protocol.
    func protocolExtensionMethod(_ name: String, at place: (file: String, span: Span)) -> Located<FunctionDecl>? {
        for proto in protocols.values {
            if let found = proto.methods[name]?.first(where: { $0.node.span == place.span && $0.file.origins.first?.path == place.file }) {
                return found
            }
        }
        return nil
    }

    /// The class whose body declares the member `name` that `type` holds (`holds` says whether a
    /// class holds the same declaration): an inherited method or property runs with that class as
    /// its context, so a `super` inside it means that class's superclass, as in Swift, and not
    /// the superclass of the instance's own class.
    func declaringClass(of name: String, from type: TypeInfo?, holds: (TypeInfo) -> Bool) -> TypeInfo? {
        guard var level = type, level.kind == .classType else { return type }
        while level.inheritedMembers.contains(name), let parent = level.superclass, holds(parent) { level = parent }
        return level
    }

    /// `super.metodo(…)` and `super.init(…)` inside a class: the superclass's version, run on `self`.
    func callSuper(_ name: String, _ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value {
        guard let selfValue = scope.lookup("self")?.value, let context = typeContext, let parent = context.superclass else {
            throw error(Msg.Run.notInSubset("'super' fuera de una subclase"), span)
        }
        if name == "init" {
            guard let initializer = parent.initializers.first(where: { labelsFit($0.node.parameters, arguments) }) else {
                throw error(Msg.Run.noInitializer(parent.qualifiedName), span)
            }
            let values = try argumentValues(initializer.node.parameters, arguments, scope, context: parent, span: span)
            let inner = parameterScope(initializer.node.parameters, values)
            _ = try withoutOwnObservers(of: parent, on: selfValue) {
                try runBody(initializer.node.body.statements, file: initializer.file, selfValue: selfValue,
                            selfIsMutable: true, context: parent, returnType: nil, scope: inner, span: initializer.node.span)
            }
            return .void
        }
        guard let candidates = parent.methods[name] else { throw error(Msg.Run.notInSubset("'super.\(name)'"), span) }
        let method = try pick(candidates, arguments, name: name, span: span)
        let values = try argumentValues(method.node.parameters, arguments, scope, context: parent, span: span)
        return try invoke(method, selfValue: selfValue, selfIsMutable: false, context: parent, arguments: values,
                          captured: nil, span: method.node.span).result
    }

    /// `super.description` in an override: the superclass's property, read on `self`.
    func readSuper(_ name: String, _ scope: Scope, span: Span) throws -> Value {
        guard let selfValue = scope.lookup("self")?.value, let context = typeContext, let parent = context.superclass else {
            throw error(Msg.Run.notInSubset("'super' fuera de una subclase"), span)
        }
        guard let property = parent.computedProperties[name], let getter = property.node.getter else {
            return try member(name, of: selfValue, span: span)
        }
        let level = declaringClass(of: name, from: parent) { $0.computedProperties[name]?.lowering === property.lowering }
        let type = property.node.type.map { resolveType($0, context: level) }
        return try runBody(getter.statements, file: property.file, selfValue: selfValue, selfIsMutable: false,
                           context: level, returnType: type, scope: Scope(parent: globals)).result
    }

    /// Runs the `deinit` of each instance that went since the last statement: the class's own,
    /// then each superclass's, as Swift does.
    func runPendingDeinits() throws {
        // A statement inside a `deinit` body does not start the next one's: each body runs whole,
        // in the order the instances went (`deinit { Recurso.abiertos -= 1; print(…) }`).
        guard !runningDeinits else { return }
        runningDeinits = true
        defer { runningDeinits = false }
        while !pendingDeinits.isEmpty {
            let (type, fields, serial) = pendingDeinits.removeFirst()
            let standIn = Instance(type: type, fields: fields, serial: serial)
            standIn.isDeinitializing = true
            var current: TypeInfo? = type
            while let level = current {
                if let body = level.methods["deinit"]?.first, !level.inheritedMembers.contains("deinit") {
                    _ = try invoke(body, selfValue: .instance(standIn), selfIsMutable: false, context: level,
                                   arguments: [], captured: nil, span: body.node.span)
                }
                current = level.superclass
            }
        }
    }

    /// `self.init(…)` in an initializer: the other initializer runs on the same instance.
    func delegateInit(_ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value {
        guard let selfVariable = scope.lookup("self"), let context = typeContext else {
            throw error(Msg.Run.notInSubset("'self.init' fuera de un init"), span)
        }
        guard case .instance(let object) = selfVariable.value else {
            let built = try construct(context, arguments, scope, span: span)
            // A failable init it delegates to: its nil fails this init too, its value is `self`.
            if case .optional(let wrapped) = built, selfVariable.value.isStructOrEnum {
                guard let wrapped else { throw DelegatedInitFailed() }
                selfVariable.value = wrapped
            } else {
                selfVariable.value = built
            }
            return .void
        }
        // The instance's own class chooses, as in Swift: a convenience init a subclass inherits
        // runs the subclass's override of the designated one it names.
        let chooser = object.type.initializers.contains(where: { labelsFit($0.node.parameters, arguments) }) ? object.type : context
        guard let initializer = chooser.initializers.first(where: { labelsFit($0.node.parameters, arguments) }) else {
            throw error(Msg.Run.noInitializer(context.qualifiedName), span)
        }
        let values = try argumentValues(initializer.node.parameters, arguments, scope, context: context, span: span)
        let inner = parameterScope(initializer.node.parameters, values)
        // `self.init(nombre:)` in a subclass's convenience init may run the superclass's
        // initializer: it sets that class's properties without their observers.
        let owner = initializerOwner(initializer, from: chooser)
        let outcome = try withoutOwnObservers(of: owner, on: selfVariable.value) {
            try runBody(initializer.node.body.statements, file: initializer.file, selfValue: selfVariable.value,
                        selfIsMutable: true, context: owner, returnType: nil, scope: inner, span: initializer.node.span)
        }
        if initializer.node.isFailable, case .optional(nil) = outcome.result { throw DelegatedInitFailed() }
        return .void
    }

    /// The class whose body declares `initializer`, which `type` holds itself or inherited
    /// (all of its superclass's, or only some: see `Program.inheritedInitializers`).
    func initializerOwner(_ initializer: Located<InitDecl>, from type: TypeInfo) -> TypeInfo {
        guard type.kind == .classType else { return type }
        var level = type
        while let parent = level.superclass, parent.initializers.contains(where: { $0.lowering === initializer.lowering }) {
            level = parent
        }
        return level
    }
}

/// `self.init(…)` to a failable init that gave nil: the init that delegated fails too.
struct DelegatedInitFailed: Error {}

extension Value {
    /// The `self` of a struct's or an enum's init, before or after its fields are set.
    var isStructOrEnum: Bool {
        switch self {
        case .structure, .enumCase, .void: return true
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .array, .dictionary, .set, .range, .tuple,
             .function, .metatype, .opaque, .instance:
            return false
        }
    }
}

extension TypeInfo {
    /// Whether this class is `ancestor` or one of its subclasses: its instances then keep
    /// `ancestor`'s stored properties first, at the same indices.
    func isSame(orSubclassOf ancestor: TypeInfo) -> Bool {
        var current: TypeInfo? = self
        while let type = current {
            if type === ancestor { return true }
            current = type.superclass
        }
        return false
    }
}
