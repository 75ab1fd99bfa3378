/// The checker's walk through declarations: each type's members are checked from inside the
/// type (so bare names reach its properties), each function with its parameters in scope.
extension Checker {
    mutating func walk(_ declaration: Decl) {
        switch declaration {
        case .variable(let v):
            if let initializer = v.initializer { walk(initializer) }
            walkAccessors(v)
            declare(v)
        case .function(let f):
            walkFunction(parameters: f.parameters, body: f.body, isStatic: f.isStatic, isMutating: f.isMutating)
        case .initializer(let i):
            let saved = context
            context.selfIsMutable = true
            context.isInitializer = true
            context.isStatic = false
            walkBody(parameters: i.parameters, body: i.body)
            context = saved
        case .enumDecl(let d): walkMembers(d.members, path: context.path + [d.name])
        case .structDecl(let d): walkMembers(d.members, path: context.path + [d.name])
        case .classDecl(let d): walkMembers(d.members, path: context.path + [d.name])
        case .extensionDecl(let ext):
            guard case .named(let name)? = table.resolve(ext.extendedType, from: context.path), table.types[name] != nil
            else { return }
            walkMembers(ext.members, path: name.split(separator: ".").map(String.init))
        case .enumCase, .typeAlias:
            break
        }
    }

    /// A local or global variable enters the scope. A `let` without a value may still receive
    /// its one value later (`let x: Int` then `x = 1`), so it is not treated as constant.
    mutating func declare(_ v: VariableDecl) {
        var type = v.type.flatMap { table.resolve($0, from: context.path) }
        if type == nil, let initializer = v.initializer { type = typeOf(initializer) }
        let isComputedReadOnly = v.getter != nil && v.setter == nil
        let binding = ScopeEntry(type: type, isLet: v.isLet || isComputedReadOnly,
                              kind: v.isLet && v.initializer == nil && v.getter == nil ? .deferredLet : .variable)
        declare(v.pattern, binding: binding)
    }

    private mutating func declare(_ pattern: Pattern, binding: ScopeEntry) {
        if case .binding(let name) = pattern.kind {
            declare(name, binding)
        } else {
            declare(pattern, type: binding.type, isLet: binding.isLet)
        }
    }

    /// Getters read `self`; setters and observers may change it (they are mutating).
    private mutating func walkAccessors(_ v: VariableDecl) {
        let saved = context
        context.isStatic = v.isStatic
        if let getter = v.getter {
            context.selfIsMutable = currentType?.kind == .classType
            walk(getter)
        }
        context.selfIsMutable = true
        if let setter = v.setter {
            withScope { checker in
                checker.declare(setter.name, ScopeEntry(type: nil, isLet: true, kind: .parameter))
                checker.walk(setter.body)
            }
        }
        for (observer, name) in [(v.willSet, v.newValueName), (v.didSet, v.oldValueName)] {
            guard let observer else { continue }
            withScope { checker in
                checker.declare(name, ScopeEntry(type: nil, isLet: true, kind: .parameter))
                checker.walk(observer)
            }
        }
        context = saved
    }

    private mutating func walkMembers(_ members: [Decl], path: [String]) {
        let saved = (context, scopes)
        context = TypeContext(path: path, selfIsMutable: true, isInitializer: false, isStatic: false)
        // Inside a type, only the globals stay visible; the enclosing function's locals do not
        // matter for the checks (a local type cannot capture them in Swift either).
        scopes = [scopes[0], [:]]
        for member in members {
            if case .variable(let v) = member {
                // A property is not a local: walk its value and accessors only.
                let saved = context
                context.isStatic = v.isStatic
                if let initializer = v.initializer { walk(initializer) }
                context = saved
                walkAccessors(v)
            } else {
                walk(member)
            }
        }
        (context, scopes) = saved
    }

    mutating func walkFunction(parameters: [Parameter], body: Block?, isStatic: Bool, isMutating: Bool) {
        guard let body else { return }
        let saved = context
        context.isStatic = isStatic
        context.isInitializer = false
        context.selfIsMutable = isMutating || currentType?.kind == .classType
        walkBody(parameters: parameters, body: body)
        context = saved
    }

    /// Parameters are constants unless `inout`.
    private mutating func walkBody(parameters: [Parameter], body: Block) {
        withScope { checker in
            for parameter in parameters {
                if let value = parameter.defaultValue { checker.walk(value) }
                checker.declare(parameter.name, ScopeEntry(type: checker.table.resolve(parameter.type, from: checker.context.path),
                                                        isLet: !parameter.isInout, kind: .parameter))
            }
            for statement in body.statements { checker.walk(statement) }
        }
    }
}
