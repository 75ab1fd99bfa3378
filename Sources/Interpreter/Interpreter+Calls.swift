import Language
import Messages

extension Interpreter {
    func evaluateCall(_ callee: Expr, _ arguments: [Argument], _ scope: Scope,
                      expected: RuntimeType?, span: Span) throws -> Value {
        // Recursion that runs no function body (a struct whose default value builds itself)
        // still deepens the native stack: stop it here too.
        if stackGuard.isNearLimit() { throw runaway(Msg.Run.tooDeep, span) }
        switch callee.kind {
        case .overload(let inner, let declaration, let file):
            // The checker chose among overloads by type; labels alone cannot.
            preferredOverload = (file, declaration)
            defer { preferredOverload = nil }
            return try evaluateCall(inner, arguments, scope, expected: expected, span: span)
        case .identifier(let name):
            if let variable = variable(name, scope), case .function(let function) = variable.value {
                return try callFunctionValue(function, arguments, scope, span: span)
            }
            // Inside a type, its own method hides a global function of the same name.
            if scope.lookup(name) == nil, !selfHasMember(name, scope), let candidates = functions[name] {
                let function = try pick(candidates, arguments, name: name, span: span)
                return try callDeclared(function, selfValue: nil, arguments, scope, span: span)
            }
            if let selfVariable = scope.lookup("self"), let type = ownerType(of: selfVariable.value),
               type.methods[name] != nil {
                let selfExpression = Expr(.selfExpression, span: callee.span)
                return try callMethod(name, on: selfExpression, arguments, scope, span: span)
            }
            if let context = typeContext, context.staticMethods[name] != nil {
                return try callStatic(name, of: context, arguments, scope, expected: expected, span: span)
            }
            if let type = lookupType([name], context: typeContext) {
                // `var p: Pila<Int> = Pila()`: the context says which specialization.
                if case .nominal(let wanted)? = expected.map(unwrapOptional), wanted.genericBase === type {
                    return try construct(wanted, arguments, scope, span: span)
                }
                return try construct(type, arguments, scope, span: span)
            }
            if let builtin = try Builtins.call(name, arguments, scope, interpreter: self, expected: expected, span: span) {
                return builtin
            }
            let value: Value
            do {
                value = try lookupIdentifier(name, scope, span: callee.span)
            } catch where isLibraryMemberOfSelf(name, scope) {
                // `map(\.nombre)` in `extension Array`: no name of the program, the library's method of `self`.
                return try callMethod(name, on: Expr(.selfExpression, span: callee.span), arguments, scope, span: span)
            }
            return try callValue(value, arguments, scope, expected: expected, span: span)
        case .member(let baseExpression, let name):
            if case .identifier("super") = baseExpression.kind { return try callSuper(name, arguments, scope, span: span) }
            // `self.init(…)` in an init delegates; in a `class func` (self is the type), it builds one.
            if name == "init", case .selfExpression = baseExpression.kind, !isMetatype(scope.lookup("self")?.value) {
                return try delegateInit(arguments, scope, span: span)
            }
            let (baseExpression, scope) = try pinningSubscripts(baseExpression, scope)
            let base = try evaluate(baseExpression, scope, expected: nil)
            if case .metatype(let type) = base {
                if name == "init" { return try constructType(type, arguments, scope, span: span) }
                // `Encuesta.Respuesta(rawValue: "Sí")`: a nested type, built.
                if case .nominal(let outer) = type, let nested = types[outer.qualifiedName + "." + name] {
                    return try construct(nested, arguments, scope, span: span)
                }
                return try callStatic(name, of: try nominal(type, span: span), arguments, scope, expected: expected, span: span)
            }
            return try callMethod(name, on: baseExpression, arguments, scope, span: span, evaluatedBase: consume base)
        case .implicitMember(let name):
            let type = try implicitBase(name, expected: expected, span: callee.span)
            if name == "init" { return try construct(type, arguments, scope, span: span) }
            return try callStatic(name, of: type, arguments, scope, expected: expected, span: span)
        case .typeExpression(let ref):
            return try constructType(resolveType(ref, context: typeContext), arguments, scope, span: span)
        case .staticType(let inner, let ref) where ref.genericArgumentsDeclaration != nil:
            let depth = genericArgumentStack.count
            let types = ref.genericArgumentRefs.map { argument -> RuntimeType in
                // The caller's own generic parameter, bound in its scope.
                if case .named(let path, let generics) = argument.kind, path.count == 1, generics.isEmpty,
                   case .metatype(let bound)? = scope.lookup(path[0])?.value { return bound }
                return resolveType(argument, context: typeContext)
            }
            genericArgumentStack.append((ref.genericArgumentsDeclaration!, types))
            defer { genericArgumentStack.removeSubrange(min(depth, genericArgumentStack.count)...) }
            return try evaluateCall(inner, arguments, scope, expected: expected, span: span)
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .selfExpression, .call, .subscriptAccess, .prefix, .binary, .assignment, .ternary,
             .nilCoalescing, .bindOptional, .optionalEvaluation, .forceUnwrap, .tuple, .inoutArgument, .cast,
             .isType, .closure, .range, .injectIntoOptional, .overload, .tryExpression, .staticType:
            let value = try evaluate(callee, scope, expected: nil)
            return try callValue(value, arguments, scope, expected: expected, span: span)
        }
    }

    private func callValue(_ value: Value, _ arguments: [Argument], _ scope: Scope,
                           expected: RuntimeType?, span: Span) throws -> Value {
        switch value {
        case .function(let function): return try callFunctionValue(function, arguments, scope, span: span)
        case .metatype(let type): return try constructType(type, arguments, scope, span: span)
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .array, .dictionary, .set, .range, .tuple, .enumCase, .structure,
             .instance, .opaque, .void:
            throw error(Msg.Run.notAFunction, span)
        }
    }

    func callFunctionValue(_ function: FunctionValue, _ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value {
        switch function.body {
        case .declared(let located, let selfValue, let captured):
            let (arguments, scope) = try pinningInoutArguments(arguments, scope)
            let decl = located.node
            let values = try argumentValues(decl.parameters, arguments, scope, context: selfValue.flatMap(ownerType), span: span)
            return try invokeDeclared(located, selfValue: selfValue, arguments: values, captured: captured,
                                      inoutTargets: inoutTargets(decl.parameters, arguments), scope: scope)
        case .closure(let parameters, let body, let captured):
            let (arguments, scope) = try pinningInoutArguments(arguments, scope)
            let values = try arguments.map { try evaluate($0.value, scope, expected: nil) }
            // `f(&xs)` of an `(inout [Int]) -> Void`: the checker let `&` only where the type says `inout`.
            var targets: [Int: Expr] = [:]
            for (index, argument) in arguments.enumerated() {
                if case .inoutArgument(let inner) = argument.value.kind { targets[index] = inner }
            }
            var finals: [Int: Value] = [:]
            let result = try invokeClosure(parameters, body, captured, values, mutable: Set(targets.keys), finals: &finals, span: span)
            for (index, target) in targets.sorted(by: { $0.key < $1.key }) {
                try store(finals[index] ?? values[index], into: target, scope)
            }
            return result
        case .member(let type, let name):
            return try callStatic(name, of: type, arguments, scope, expected: nil, span: span)
        case .builtin(let name) where Builtins.BinaryOperator(name) != nil || name.hasSuffix(".init") || name == "==" || name == "!=":
            // An operator or an initializer held in a variable (`let op: (Int, Int) -> Int = (+)`).
            return try apply(.function(function), try arguments.map { try evaluate($0.value, scope, expected: nil) }, span: span)
        case .builtin(let name):
            let expression = Expr(.identifier(name), span: span)
            return try evaluateCall(expression, arguments, scope, expected: nil, span: span)
        }
    }

    func invokeClosure(_ parameters: [String], _ body: [Stmt], _ captured: Scope, _ values: [Value], span: Span) throws -> Value {
        var finals: [Int: Value] = [:]
        return try invokeClosure(parameters, body, captured, values, mutable: [], finals: &finals, span: span)
    }

    /// Runs a closure; the parameters at `inoutIndices` are variables, whose last values are
    /// left in `finals` for the caller to copy back.
    func invokeClosure(_ parameters: [String], _ body: [Stmt], _ captured: Scope, _ values: [Value], mutable inoutIndices: Set<Int>,
                       finals: inout [Int: Value], span: Span) throws -> Value {
        let inner = Scope(parent: captured)
        func name(_ index: Int) -> String { index < parameters.count ? parameters[index] : "$\(index)" }
        for (index, value) in values.enumerated() {
            let isLet = !inoutIndices.contains(index)
            inner.declare(name(index), value, isLet: isLet)
            if name(index) != "$\(index)" { inner.declare("$\(index)", value, isLet: true) }
        }
        try enterCall(span)
        defer { depth -= 1 }
        defer { for index in inoutIndices { finals[index] = inner[local: name(index)]?.value } }
        return try withCaptures(captured, span: span) {
            if body.count == 1, case .expression(let single) = body[0].kind {
                return try evaluate(single, inner, expected: nil)
            }
            if case .returned(let value) = try execute(body, inner) { return value }
            return .void
        }
    }

    func enterCall(_ span: Span) throws {
        // Every call counts against the step budget, whichever engine runs its body: as the
        // expressions a call evaluates (its arguments, a lowered body's), which are not ticked
        // one by one in the lowered core, so runaway recursion stops in about a second.
        steps &+= Self.callWeight - 1
        try tick(span)
        depth += 1
        if depth > maxDepth || stackGuard.isNearLimit() {
            defer { depth -= 1 }
            throw runaway(Msg.Run.depthLimit(depth), span)
        }
    }

    // MARK: - Declared functions

    /// Chooses among overloads by argument labels (parameters with defaults may be left out).
    func pick(_ candidates: [Located<FunctionDecl>], _ arguments: [Argument], name: String, span: Span) throws -> Located<FunctionDecl> {
        if candidates.count == 1 { return candidates[0] }
        if let preferred = preferredOverload {
            preferredOverload = nil
            if let chosen = candidates.first(where: {
                $0.node.span == preferred.span && $0.file.origins.first?.path == preferred.file
            }) { return chosen }
        }
        if let exact = candidates.first(where: { labelsFit($0.node.parameters, arguments) }) { return exact }
        throw error(Msg.Run.noMatchingCall(name, labelText(arguments)), span)
    }

    func labelsFit(_ parameters: [Parameter], _ arguments: [Argument]) -> Bool {
        let passed = arguments.passed(to: parameters)
        for (index, (parameter, argument)) in zip(parameters, passed).enumerated() where argument == nil && parameter.defaultValue == nil {
            let earlier = parameters[..<index].map { ($0.label, $0.defaultValue != nil) }
            guard parameter.isVariadic, Parameter.emptyPackOmitted(label: parameter.label, earlier: earlier) else { return false }
        }
        return passed.compactMap { $0 }.count == arguments.count
    }

    func labelText(_ arguments: [Argument]) -> String {
        "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    func callDeclared(_ function: Located<FunctionDecl>, selfValue: Value?, _ arguments: [Argument],
                      _ scope: Scope, span: Span) throws -> Value {
        let (arguments, scope) = try pinningInoutArguments(arguments, scope)
        let values = try argumentValues(function.node.parameters, arguments, scope,
                                        context: selfValue.flatMap(ownerType) ?? typeContext, span: span)
        let targets = inoutTargets(function.node.parameters, arguments)
        return try invokeDeclared(function, selfValue: selfValue, arguments: values, captured: nil,
                                  inoutTargets: targets, scope: scope)
    }

    /// Values for each parameter in order, from labelled arguments and defaults.
    func argumentValues(_ parameters: [Parameter], _ arguments: [Argument], _ scope: Scope,
                        context: TypeInfo?, span: Span) throws -> [Value] {
        var values: [Value] = []
        var index = 0
        for (parameter, argument) in zip(parameters, arguments.passed(to: parameters)) {
            let type = resolveType(parameter.type, context: context)
            if let argument {
                values.append(try coerce(try evaluate(arguments[argument].value, scope, expected: type), to: type))
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                values.append(try coerce(try evaluate(defaultValue, Scope(parent: globals), expected: type), to: type))
            } else if parameter.isVariadic {
                values.append(.array([]))
            } else {
                throw error(Msg.Run.missingArgument(parameter.label ?? "_", parameter.name), span)
            }
        }
        guard index == arguments.count else { throw error(Msg.Run.extraArguments(labelText(arguments)), span) }
        return values
    }

    private func inoutTargets(_ parameters: [Parameter], _ arguments: [Argument]) -> [Int: Expr] {
        var targets: [Int: Expr] = [:]
        for (index, (parameter, argument)) in zip(parameters, arguments.passed(to: parameters)).enumerated() {
            guard let argument, parameter.isInout else { continue }
            var target = arguments[argument].value
            if case .inoutArgument(let inner) = target.kind { target = inner }
            targets[index] = target
        }
        return targets
    }

    /// Runs a declared function. `inout` parameters are copied in, and copied back out to
    /// their targets when the call returns, which is exactly Swift's semantics.
    func invokeDeclared(_ function: Located<FunctionDecl>, selfValue: Value?, arguments: [Value],
                        captured: Scope? = nil, inoutTargets: [Int: Expr] = [:], scope: Scope? = nil) throws -> Value {
        let decl = function.node
        let context = selfValue.flatMap(ownerType) ?? (captured == nil ? nil : typeContext)
        let outcome = try invoke(function, selfValue: selfValue, selfIsMutable: decl.isMutating, context: context,
                                 arguments: arguments, captured: captured, span: decl.span)
        if let scope {
            for (index, target) in inoutTargets {
                try store(outcome.parameters[index], into: target, scope)
            }
        }
        return outcome.result
    }

    /// A machine's step from the outside: two positional arguments, giving the function's result
    /// and the final value of its first `inout` parameter (a reducer's new state), if it has one.
    /// On a lowered body no array is made for either (exploration takes a million steps).
    public func callStep(_ function: Located<FunctionDecl>, _ first: Value, _ second: Value) throws -> (result: Value, final: Value?) {
        beginRun()
        do { return try step(function, first, second) } catch let thrown as ThrownError { throw uncaught(thrown) }
    }

    private func step(_ function: Located<FunctionDecl>, _ first: Value, _ second: Value) throws -> (result: Value, final: Value?) {
        if let lowered = lowered(function, hasSelf: false, selfIsMutable: false, context: nil),
           lowered.parameterSlots.count == 2 {
            // Entered from outside, where no file is being run (every entry point sets its own):
            // the machine's file stays current, so that the next step need not switch to it.
            if !currentFile.isSameFile(as: lowered.file) { currentFile = lowered.file }
            return try runLoweredStep(lowered, first, second)
        }
        let decl = function.node
        let outcome = try invoke(function, selfValue: nil, selfIsMutable: false, context: nil, arguments: [first, second],
                                 captured: nil, span: decl.span)
        return (outcome.result, decl.parameters.firstIndex(where: \.isInout).map { outcome.parameters[$0] })
    }

    /// Every call of a declared function, method or operator goes through here: its lowered
    /// body when it has one, else the tree walker.
    func invoke(_ function: Located<FunctionDecl>, selfValue: Value?, selfIsMutable: Bool, context: TypeInfo?,
                arguments: [Value], captured: Scope?, span: Span) throws -> Invocation {
        // An instance that went while the arguments were evaluated (a temporary read and dropped)
        // is deinitialized before the body runs, as Swift releases it after its last use.
        if !pendingDeinits.isEmpty { try runPendingDeinits() }
        let name = function.node.name
        let context = declaringClass(of: name, from: context) {
            $0.methods[name]?.contains { $0.lowering === function.lowering } == true
        }
        let decl = function.node
        var generics: [RuntimeType]?
        if let top = genericArgumentStack.last, top.declaration == decl.span, top.types.count == decl.genericParameters.count {
            generics = genericArgumentStack.removeLast().types
        }
        if captured == nil, generics == nil, let lowered = lowered(function, hasSelf: selfValue != nil, selfIsMutable: selfIsMutable,
                                                                   context: context) {
            return try runLowered(lowered, selfValue: selfValue, arguments: arguments, span: span)
        }
        let inner = parameterScope(decl.parameters, arguments, parent: captured)
        // The body names its generic parameters as types (`T.cero`, `T()`): each is the type bound.
        for (parameter, type) in zip(decl.genericParameters, generics ?? []) {
            inner.declare(parameter.name, .metatype(type), isLet: true)
        }
        let returnType = decl.result.map { resolveType($0, context: context) }
        let outcome = try runBody(decl.body?.statements ?? [], file: function.file, selfValue: selfValue,
                                  selfIsMutable: selfIsMutable, context: context, returnType: returnType, scope: inner,
                                  span: span)
        let finals = decl.parameters.contains(where: \.isInout)
            ? decl.parameters.map { $0.isInout ? inner[local: $0.name]?.value ?? .void : .void } : []
        return Invocation(result: outcome.result, selfValue: outcome.selfValue, parameters: finals)
    }

    /// A scope for a body whose parameters take these values; `inout` ones stay assignable.
    func parameterScope(_ parameters: [Parameter], _ values: [Value], parent: Scope? = nil) -> Scope {
        let scope = Scope(parent: parent ?? globals)
        for (parameter, value) in zip(parameters, values) {
            scope.declare(parameter.name, value, isLet: !parameter.isInout)
        }
        return scope
    }

    /// Runs a static method (or a declared operator) with `self` being the type itself.
    func runStatic(_ method: Located<FunctionDecl>, of type: TypeInfo, _ values: [Value], span: Span) throws -> Value {
        try invoke(method, selfValue: .metatype(.nominal(type)), selfIsMutable: false, context: type, arguments: values,
                   captured: nil, span: span).result
    }

    /// Runs a body with `self` bound; returns its result and the final `self` (for `mutating`).
    func runBody(_ body: [Stmt], file: SourceFile, selfValue: Value?, selfIsMutable: Bool, context: TypeInfo?,
                 returnType: RuntimeType?, scope: Scope, span: Span = .none) throws -> (result: Value, selfValue: Value?) {
        try enterCall(span)
        let saved = (currentFile, typeContext)
        currentFile = file
        typeContext = context
        returnTypes.append(returnType)
        defer {
            depth -= 1
            (currentFile, typeContext) = saved
            returnTypes.removeLast()
        }
        if let selfValue { scope.declare("self", selfValue, isLet: !selfIsMutable) }
        var result = Value.void
        if body.count == 1, case .expression(let single) = body[0].kind, returnType != nil {
            // A single-expression body returns its value implicitly.
            result = try coerce(try evaluate(single, scope, expected: returnType), to: returnType)
        } else {
            switch try execute(body, scope) {
            case .returned(let value): result = value
            case .normal: break
            case .breakLoop, .continueLoop, .fallthroughCase: throw error(Msg.Run.breakOutsideLoop, span)
            }
        }
        return (result, scope[local: "self"]?.value)
    }
}
