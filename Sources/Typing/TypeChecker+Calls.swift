import Language
import Messages

/// One parameter as a call sees it.
struct ParameterSpec {
    var label: String?
    var type: SwiftType
    var hasDefault: Bool
    var isInout = false
    /// Of a function type whose first parameter is `inout`: a closure given here may change it.
    var closureMutatesFirst = false
    /// `Int...`: takes any number of arguments (`type` is the array the body sees).
    var isVariadic = false
    /// False for a function type the program writes without `throws`: a closure given here may not throw.
    var closureMayThrow = true
    /// A function type the program writes `@escaping`: a closure given here outlives the call.
    var closureEscapes = false
    /// `@autoclosure () -> String`: the argument is a `String`, wrapped in a closure.
    var isAutoclosure = false
}

/// Something that can be called: a function, a method, a case with payload, an initializer.
struct Callable {
    var parameters: [ParameterSpec]
    var result: SwiftType
    /// Where it is declared, when it is a declared function or method (to tell overloads apart).
    var declaration: OverloadChoice? = nil
    /// The generic parameters it declares itself (`func vacio<T>()`, a generic type's init):
    /// what a call must tell, unlike a `T` of the enclosing declaration.
    var ownGenericParameters: Set<String> = []

    /// The same seen through a specialization: `push(_: Elemento)` of a `Pila<Int>` takes an `Int`.
    func substituting(_ bindings: [String: SwiftType]) -> Callable {
        guard !bindings.isEmpty else { return self }
        var copy = self
        for index in copy.parameters.indices { copy.parameters[index].type = copy.parameters[index].type.substituting(bindings) }
        copy.result = result.substituting(bindings)
        return copy
    }
}

extension TypeChecker {
    func inferCall(_ callee: inout Expr, _ arguments: inout [Argument], hint: SwiftType?, at span: Span) -> SwiftType {
        chosenOverload = nil
        let type = inferCallee(&callee, &arguments, hint: hint, at: span)
        carryGenericArguments(&callee, at: span)
        if let chosen = chosenOverload {
            callee = Expr(.overload(callee, declaration: chosen.span, file: chosen.file), span: callee.span)
            chosenOverload = nil
        }
        return type
    }

    private func inferCallee(_ callee: inout Expr, _ arguments: inout [Argument], hint: SwiftType?, at span: Span) -> SwiftType {
        // `Swift.min(a, b)` in `extension Array`: the library's function, not `self.min`.
        var isModuleQualified = false
        if case .member(let base, let name) = callee.kind, let qualified = moduleQualified(base, name, at: callee.span) {
            switch qualified {
            case .plain(let plain):
                callee = plain
                isModuleQualified = true
            case .refused:
                inferLoose(&arguments)
                return .unknown
            }
        }
        // `Unicode.Scalar(n)` is `UnicodeScalar(n)`, the alias the run time knows it by.
        if case .member(let base, "Scalar") = callee.kind, case .identifier("Unicode") = base.kind, lookupLocal("Unicode") == nil,
           program.lookup(["Unicode"], from: context.path) == nil {
            callee = Expr(.identifier("UnicodeScalar"), span: callee.span)
        }
        switch callee.kind {
        case .identifier(let name):
            if let local = lookupLocal(name) { return callValue(local.type, &arguments, at: span) }
            if let generic = valueGenericParameter(name),
               let made = constructGenericParameter(generic, &arguments, hint: hint, at: span) { return made }
            // `Self(…)` in a type's member: an instance of the type it runs on.
            if name == "Self", let type = context.selfType.flatMap(nominal) { return construct(type, &arguments, at: span) }
            if let type = context.selfType.flatMap(nominal) {
                let found = inheritedMethods(name, in: type, isStatic: context.isStatic, fitting: arguments)
                let methods = found?.methods ?? []
                if methods.contains(where: { $0.0.isMutating }), type.kind != .classType, !context.isStatic,
                   !context.selfIsMutable, !context.isInitializer {
                    report(Msg.Check.cannotCallMutating(name, Immutable.immutableSelf.reason), at: callee.span.start)
                }
                if let found, !methods.isEmpty {
                    if !context.isStatic { checkImplicitSelf(name, isMethod: true, at: callee.span.start) }
                    checkMethodAccess(found.methods, owner: found.owner, name: name, at: callee.span.start)
                    return resolveMethod(found.methods, owner: found.owner, &arguments, name: name, at: span)
                }
                if let property = type.properties[name], property.isStatic == context.isStatic {
                    return callValue(propertyType(property, in: type), &arguments, at: span)
                }
            }
            if !isModuleQualified, implicitLibraryMember(name) {
                var base = Expr(.selfExpression, span: Span(callee.span.start, callee.span.start))
                return inferMethodCall(&base, name, &arguments, hint: hint, at: span, calleeSpan: callee.span)
            }
            let functions = program.functions(named: name)
            if !functions.isEmpty {
                let before = escapingThrows
                let result = resolveOverloads(functions.map { callable($0.0, in: [], file: $0.1) }, &arguments, name: name,
                                              hint: hint, at: span)
                noteResolved(functions.map(\.0), &arguments, owner: .function, name: name, since: before, at: span)
                return result
            }
            if let own = program.lookup([name], from: context.path), let type = program.types[own] {
                return construct(type, &arguments, as: hint, at: span)
            }
            if name == "Result", let type = inferResultCatching(&callee, &arguments, written: nil, hint: hint) { return type }
            if name == "Hasher" { return refuseOwnHasher(&arguments, at: span.start) }
            if let builtin = builtinTypeName(name) {
                return Library.convert(to: builtin, self, &arguments, callStart: span.start, hint: hint)
            }
            if Library.freeFunctions.contains(name) || program.unmodelled.contains(name) || program.aliases[name] != nil
                || program.importsUnknownModules || program.importsFoundation && FoundationMath.arity[name] != nil {
                return Library.callFree(name, self, &arguments, hint: hint, callee: callee.span.start)
            }
            if !outOfReach(name, at: callee.span.start, isCall: true), reportsUnknownNames {
                reportUnknown(Msg.Typing.unknownName(name), name: name, at: callee.span.start)
            }
            inferLoose(&arguments)
            return .unknown
        case .member(let base, "init") where valueGenericParameterNamed(base) != nil:
            // `T.init()`: the same as `T()`.
            callee = base
            return inferCallee(&callee, &arguments, hint: hint, at: span)
        case .member(let base, let name) where valueGenericParameterNamed(base) != nil:
            // `T.crear(1)`: a static method a constraint of `T` requires.
            var whole = callee
            return callValue(infer(&whole, nil), &arguments, at: span)
        case .member(var base, let name):
            defer { callee.kind = .member(base, name) }
            return inferMethodCall(&base, name, &arguments, hint: hint, at: span, calleeSpan: callee.span)
        case .implicitMember(let name):
            guard let hint, !hint.isUnknown else {
                if hint == nil { report(Msg.Typing.implicitMemberWithoutContext(name), at: callee.span.start + 1) }
                inferLoose(&arguments)
                return .unknown
            }
            var base = hint
            if name == "some", let wrapped = hint.wrapped {
                if arguments.count == 1 { check(&arguments[0].value, against: wrapped, .argument) }
                return hint
            }
            while let wrapped = base.wrapped { base = wrapped }
            if let result = resultCase(name, of: base, &callee, &arguments) { return result }
            guard let type = nominal(base) else { inferLoose(&arguments); return .unknown }
            if name == "init", type.kind != .protocolType {
                // `.init(valor: 7)` where a `Caja.Interior` is expected: the type's initializer, named.
                callee = Expr(.typeExpression(TypeRef(.named(path: type.path, generics: []), span: callee.span)), span: callee.span)
                return construct(type, &arguments, at: span)
            }
            let result = callStatic(type, name, &arguments, as: base, at: span, nameOffset: callee.span.start + 1)
            nameOwner(of: &callee, name, hint: hint)
            return result
        case .typeExpression(let written):
            // `repetir<String>("eco", veces: 3)`: a generic function of the program's, called with
            // its argument written out, as Swift allows; the call is the function's.
            if case .named(let path, let generics) = written.kind, path.count == 1, !generics.isEmpty,
               program.functions[path[0]] != nil, program.lookup(path, from: context.path) == nil, lookupLocal(path[0]) == nil {
                callee.kind = .identifier(path[0])
                return inferCall(&callee, &arguments, hint: hint, at: span)
            }
            let type = resolve(written)
            if let own = nominal(type) { return construct(own, &arguments, as: type, at: span) }
            if let result = inferResultCatching(&callee, &arguments, written: written, hint: hint) { return result }
            return Library.convert(to: type, self, &arguments, hint: hint)
        case .closure(let parameters, var body, let signature) where signature.isBranchValue && body.count == 1:
            defer { callee.kind = .closure(parameters: parameters, body: body, signature: signature) }
            return inferBranchValue(&body[0], hint: hint)
        case .closure where arguments.isEmpty && hint.map({ $0 != .unknown }) == true:
            // `lazy var h: [Int] = { … return [] }()`: the closure called at once returns the
            // type its call is expected to be, as in Swift.
            let type = infer(&callee, .function([], hint!))
            return callValue(type, &arguments, at: span)
        default:
            let type = infer(&callee, nil)
            return callValue(type, &arguments, at: span)
        }
    }

    /// `[.premium, .plus].sorted()` where a `[Nivel]` is expected: a literal of implicit members
    /// takes its type from what the method gives back, which is of the same elements.
    private static func literalBaseHint(_ base: Expr, _ name: String, _ hint: SwiftType?) -> SwiftType? {
        guard case .arrayLiteral(let elements) = base.kind, case .array? = hint?.wrappedOrSelf,
              ["sorted", "reversed", "shuffled", "filter"].contains(name),
              elements.contains(where: { if case .implicitMember = $0.kind { return true }; return false }) else { return nil }
        return hint?.wrappedOrSelf
    }

    private func inferMethodCall(_ base: inout Expr, _ name: String, _ arguments: inout [Argument], hint: SwiftType?,
                                 at span: Span, calleeSpan: Span) -> SwiftType {
        let baseType = infer(&base, Self.literalBaseHint(base, name, hint))
        let nameOffset = max(calleeSpan.end - name.utf8.count, calleeSpan.start)
        switch baseType {
        case .metatype(let instance):
            if let type = nominal(instance) {
                if name == "init" { return construct(type, &arguments, as: instance, at: span) }
                return callStatic(type, name, &arguments, as: instance, at: span, nameOffset: nameOffset)
            }
            if name == "init" { return Library.convert(to: instance, self, &arguments) }
            return Library.callStatic(name, of: instance, self, &arguments)
        case .nominal:
            guard let type = nominal(baseType) else { inferLoose(&arguments); return .unknown }
            // `super.init(…)`, `self.init(…)`.
            if name == "init" { return construct(type, &arguments, at: span) }
            let found = inheritedMethods(name, in: type, isStatic: false, fitting: arguments)
            let methods = found?.methods ?? []
            if methods.contains(where: { $0.0.isMutating }), type.kind != .classType {
                checkAssignable(base, .mutatingCall(name), at: nameOffset)
            }
            if let found, !methods.isEmpty {
                if reportsExistentialMember(methods.map(\.0), of: type, base: base) {
                    inferLoose(&arguments)
                    return .unknown
                }
                checkMethodAccess(found.methods, owner: found.owner, name: name, at: nameOffset)
                let saved = protocolSelf
                if found.owner.kind == .protocolType, type.kind != .protocolType {
                    protocolSelf = (.nominal(found.owner.path.joined(separator: ".")), baseType)
                }
                let result = resolveMethod(found.methods, owner: found.owner, &arguments, name: name,
                                           bindings: genericBindings(found.owner, in: baseType), hint: hint, at: span)
                protocolSelf = saved
                // On a value typed by a protocol, a method of its extension that is no requirement
                // is the extension's, whatever the value inside declares (Swift dispatches it statically).
                if type.kind == .protocolType, found.owner.kind == .protocolType, methods.count == 1,
                   !isRequirement(methods[0].0, of: found.owner) {
                    chosenOverload = OverloadChoice(file: methods[0].1, span: methods[0].0.span)
                }
                return result
            }
            if let (owner, property) = inheritedProperty(name, in: type), !property.isStatic {
                return callValue(propertyType(property, in: owner).substituting(genericBindings(owner, in: baseType)), &arguments, at: span)
            }
            // `m.cambio(m)` of a `static func cambio`: swiftc blames the value it is called on.
            if inheritedMethods(name, in: type, isStatic: true) != nil {
                report(Msg.Typing.staticOnInstance(name, type.name), at: base.span.start)
                inferLoose(&arguments)
                return .unknown
            }
            // `cuenta.map { … }` of a `struct Cuenta: Sequence`: the library's method, typed as an array's.
            if Self.ownSequenceMethods.contains(name), let element = ownSequenceElement(type) {
                return Library.callMethod(name, on: .array(element), self, &arguments, hint: hint, at: nameOffset)
            }
            if !reportSequenceMember(name, of: type, at: nameOffset) {
                reportNoMember(Msg.Typing.valueHasNoMember(type.name, name), type: type.name, member: name, at: nameOffset)
            }
            inferLoose(&arguments)
            return .unknown
        case .optional(let wrapped):
            if Library.optionalMethods.contains(name) {
                return rethrowingLibraryCall(name, on: baseType, &arguments, hint: hint, at: span, nameOffset: nameOffset)
            }
            if membersAdded(to: "Optional").contains(where: { $0.name == name }) {
                inferLoose(&arguments)
                return .unknown
            }
            // `xs.first.count` of an `[Int]`: unwrapped it would not have it either; swiftc names the member.
            if !wrapped.isUnknown, libraryLacks(name, on: wrapped) {
                reportNoMember(Msg.Typing.valueHasNoMember(baseType.spelling, name), type: baseType.spelling, member: name, at: nameOffset)
            } else if !wrapped.isUnknown {
                report(Msg.Typing.mustUnwrapForMember(baseType.spelling, name, wrapped.spelling), at: lastToken(of: base))
            }
            inferLoose(&arguments)
            return .unknown
        case .int, .double, .bool, .string, .character, .array, .dictionary, .set, .range, .tuple, .substring, .library:
            if baseType == .string || baseType == .substring, Library.foundationMethods.contains(name), !program.importsFoundation,
               !program.importsUnknownModules {
                // Without `import Foundation`, String has no `components(separatedBy:)`.
                reportNoMember(Msg.Typing.valueHasNoMember(baseType.spelling, name), type: baseType.spelling, member: name, at: nameOffset)
                inferLoose(&arguments)
                return .unknown
            }
            if libraryLacks(name, on: baseType) {
                reportNoMember(Msg.Typing.valueHasNoMember(baseType.spelling, name), type: baseType.spelling, member: name, at: nameOffset)
                inferLoose(&arguments)
                return .unknown
            }
            if reportsUnmetExtensionRequirement(name, on: baseType, at: nameOffset) {
                inferLoose(&arguments)
                return .unknown
            }
            // `xs.count()`: a property is no function (`first` and `last` are methods too: `first(where:)`).
            if arguments.isEmpty, name != "first", name != "last", let property = Library.property(name, of: baseType) {
                report(Msg.Typing.callOfNonFunction(property.spelling), at: nameOffset)
                inferLoose(&arguments)
                return .unknown
            }
            if Library.mutatingMethods.contains(name) { checkAssignable(base, .mutatingCall(name), at: nameOffset) }
            // `b.toggle(true)`: a library method that takes nothing, unless the program adds one that does.
            if let first = arguments.first, Library.nullaryMethods.contains(name),
               !program.membersAddedToLibraryTypes().contains(name) {
                report(Msg.Typing.extraArgument(first.label), at: valueAnchor(first.value))
                inferLoose(&arguments)
                var none: [Argument] = []
                return Library.callMethod(name, on: baseType, self, &none, hint: hint, at: nameOffset)
            }
            if reportsLibraryLabels(name, on: baseType, arguments, at: span, nameOffset: nameOffset) || reportsJoinedOfNonText(name, base, baseType, at: nameOffset)
                || reportsTypeGivenAsFunction(name, on: baseType, arguments, at: nameOffset)
                || reportsSetRemovalAtInt(name, on: baseType, arguments) || reportsClosureOverLiteralBase(name, base, arguments) {
                inferLoose(&arguments)
                return .unknown
            }
            return rethrowingLibraryCall(name, on: baseType, &arguments, hint: hint, at: span, nameOffset: nameOffset)
        case .void, .function, .inoutParameter, .opaque, .never, .unknown, .parameter:
            if case .parameter(let parameter) = baseType, let choice = protocolExtensionChoice(name, on: parameter, arguments) {
                chosenOverload = choice
            }
            if baseType == .opaque("Hasher") { return callHasher(name, on: base, &arguments, at: nameOffset) }
            if let view = TextView(baseType) {
                // `texto.utf8.map { … }`: what reads the bytes one by one; not what would cut the view.
                guard let element = view.element, TextView.readingMethods.contains(name) else {
                    report(Msg.Run.libraryMemberOutsideSubset(name, of: baseType.spelling), at: nameOffset)
                    inferLoose(&arguments)
                    return .unknown
                }
                return rethrowingLibraryCall(name, on: .array(element), &arguments, hint: hint, at: span, nameOffset: nameOffset)
            }
            if Self.resultMethods.contains(name), case .opaque(let spelling) = baseType, spelling.hasPrefix("Result") {
                return callResultMethod(name, on: baseType, &arguments, hint: hint, at: span, nameOffset: nameOffset)
            }
            inferLoose(&arguments)
            return .unknown
        }
    }

    /// `Tipo.caso(…)`, `.caso(…)`, `Tipo.metodoEstatico(…)`.
    /// `specialized` is the type as written or expected (`Resultado<Double>`): it gives the
    /// generic arguments that a case's payload is read with.
    func callStatic(_ type: NominalDecl, _ name: String, _ arguments: inout [Argument], as specialized: SwiftType?,
                    at span: Span, nameOffset: Int) -> SwiftType {
        let bindings = genericBindings(type, in: specialized)
        let instance = instanceType(of: type, bindings)
        if let element = type.enumCase(name) {
            guard let payload = payload(of: element, in: type) else {
                report(Msg.Typing.caseHasNoPayload(name), at: nameOffset)
                inferLoose(&arguments)
                return instance
            }
            let callable = Callable(parameters: payload.map {
                ParameterSpec(label: $0.label, type: $0.type.substituting(bindings), hasDefault: false)
            }, result: instance)
            return call(callable, &arguments, name: name, at: span)
        }
        if let found = inheritedMethods(name, in: type, isStatic: true) {
            checkMethodAccess(found.methods, owner: found.owner, name: name, at: nameOffset)
            let saved = protocolSelf
            if found.owner.kind == .protocolType, type.kind != .protocolType {
                protocolSelf = (.nominal(found.owner.path.joined(separator: ".")), specialized ?? .nominal(type.path.joined(separator: ".")))
            }
            defer { protocolSelf = saved }
            return resolveMethod(found.methods, owner: found.owner, &arguments, name: name, at: span)
        }
        if let property = type.properties[name], property.isStatic {
            return callValue(propertyType(property, in: type), &arguments, at: span)
        }
        if let nested = program.lookup([name], from: type.path), let nestedType = program.types[nested],
           nested.hasPrefix(type.name + ".") {
            return construct(nestedType, &arguments, at: span)
        }
        // `Termometro.enFahrenheit()`: a method of its values called on the type, blamed at the type.
        if nameOffset > span.start + 1, inheritedMethods(name, in: type, isStatic: false) != nil {
            report(Msg.Typing.instanceMemberOnType(name, type.name), at: span.start)
            inferLoose(&arguments)
            return .unknown
        }
        reportNoMember(Msg.Typing.typeHasNoMember(type.name, name), type: type.name, member: name, at: nameOffset)
        inferLoose(&arguments)
        return .unknown
    }

    /// Whether a stored property has a value before any init runs: an initial value, or `nil` for
    /// a `var` written `T?` (only the sugared spelling; `Optional<T>` and `let` start empty).
    static func startsWithValue(_ property: VariableDecl) -> Bool {
        if property.initializer != nil { return true }
        if !property.isLet, let written = property.type, case .optional = written.kind { return true }
        return false
    }

    /// A method call among `methods`, declared in `owner` (the value's type or a supertype).
    func resolveMethod(_ methods: [(FunctionDecl, String)], owner: NominalDecl, _ arguments: inout [Argument],
                       name: String, bindings: [String: SwiftType] = [:], hint: SwiftType? = nil,
                       at span: Span) -> SwiftType {
        let before = escapingThrows
        let candidates = methods.map { callable($0.0, in: owner.path, file: $0.1).substituting(bindings) }
        let result = resolveOverloads(candidates, &arguments, name: name, hint: hint, at: span)
        noteResolved(methods.map(\.0), &arguments, owner: .method, name: name, since: before, at: span)
        return result
    }

    /// After a call resolved among `candidates`, whose arguments were checked since
    /// `escapingThrows` was `before`: a `throws` one must be under `try`, a `rethrows` one too when
    /// a closure passed to it throws, and a generic one's constraints must hold for the arguments.
    func noteResolved(_ candidates: [FunctionDecl], _ arguments: inout [Argument], owner: Msg.Everyday.GenericOwner,
                      name: String, since before: Int, at span: Span) {
        let labels = arguments.map(\.label)
        let chosen = candidates.count == 1 ? candidates[0]
            : candidates.first { $0.parameters.count == labels.count && $0.parameters.map(\.label) == labels } ?? candidates[0]
        if chosen.isRethrowing {
            noteRethrowingCall(since: before, at: span)
        } else {
            // What a closure passed to it throws goes to the function (a `throws` parameter), not further.
            escapingThrows = before
            noteCall(isThrowing: chosen.isThrowing, at: span)
        }
        checkGenericConstraints(chosen.genericParameters, parameters: chosen.parameters, arguments: arguments,
                                owner: owner, name: name, at: span.start)
    }

    /// `Tipo(…)`: the declared initializers, else the memberwise one of a struct, or
    /// `init?(rawValue:)` of an enum with raw values. `specialized` is the type as written or
    /// expected (`Pila<Int>()`, `let c: Caja<Double> = Caja(…)`): it gives the generic arguments.
    func construct(_ type: NominalDecl, _ arguments: inout [Argument], as specialized: SwiftType? = nil,
                   at span: Span) -> SwiftType {
        let bindings = genericBindings(type, in: specialized)
        let instance = instanceType(of: type, bindings)
        // What is private here is no candidate; with none left, swiftc names the init as inaccessible.
        var refusal: String?
        let accessible = type.initializers.filter { isAccessible($0, of: type) }
        if accessible.count < type.initializers.count { refusal = Msg.Access.initializerInaccessible(type.name, "private") }
        // A subclass that declares only convenience initializers has its superclass's, and one that
        // overrides every designated initializer has its superclass's convenience ones.
        let parent = type.kind == .classType ? superclass(of: type) : nil
        let inherited = parent.map { Program.inheritedInitializers(own: type.initializers, parent: $0.initializers) } ?? []
        let declared = accessible.map { ($0, type) } + inherited.compactMap { initializer in parent.map { (initializer, $0) } }
        var candidates = declared.map { initializer, owner in
            inType(owner.path, isStatic: false) {
                Callable(parameters: initializer.parameters.map {
                    ParameterSpec(label: $0.label, type: resolve($0.type, reporting: false), hasDefault: $0.defaultValue != nil,
                                  closureMutatesFirst: $0.type.mutatesFirstParameter, isVariadic: $0.isVariadic,
                              closureMayThrow: !$0.type.isNonThrowingFunction, closureEscapes: $0.type.isEscaping,
                              isAutoclosure: $0.type.isAutoclosure)
                }, result: initializer.isFailable ? .optional(instance) : instance)
            }
        }
        switch type.kind {
        case .structType where !type.bodyDeclaresInit:
            let memberwise = type.storedProperties.filter { !($0.isLet && $0.initializer != nil) }
            if let (level, property) = memberwiseAccess(setting: memberwise),
               !memberwiseIsAccessible(of: type, madePrivateBy: property) {
                refusal = refusal ?? Msg.Access.memberwiseInaccessible(type.name, property.name ?? "", level.rawValue)
            } else {
                candidates.append(Callable(parameters: memberwise.map {
                    ParameterSpec(label: $0.name, type: propertyType($0, in: type), hasDefault: Self.startsWithValue($0))
                }, result: instance))
            }
            if !memberwise.isEmpty, memberwise.allSatisfy(Self.startsWithValue) {
                candidates.append(Callable(parameters: [], result: instance))
            }
        case .classType where lacksInitializers(type):
            // The class is refused where it is declared; swiftc refuses each `Alumno()` too.
            report(Msg.Typing.cannotConstruct(type.name), at: span.start)
            inferLoose(&arguments)
            return instance
        case .classType where type.initializers.isEmpty:
            // A subclass without initializers inherits its superclass's.
            if let parent = superclass(of: type) {
                _ = construct(parent, &arguments, at: span)
                return instance
            }
            if type.inheritedNames.contains(where: { program.lookup([$0], from: Array(type.path.dropLast())) != nil }) {
                inferLoose(&arguments)
                return instance
            }
            candidates.append(Callable(parameters: [], result: instance))
        case .enumType:
            if let raw = rawType(of: type) {
                candidates.append(Callable(parameters: [ParameterSpec(label: "rawValue", type: raw, hasDefault: false)],
                                           result: .optional(instance)))
            }
        case .structType, .classType:
            break
        case .protocolType:
            // `Forma()` written with the protocol's name (not a `Self()` of its extensions).
            let written = Array((type.name + "(").utf8)
            if span.start + written.count <= source.utf8.count, source.utf8[span.start..<span.start + written.count].elementsEqual(written) {
                report(Msg.Typing.protocolNotConstructible(type.name), at: span.start)
            }
            inferLoose(&arguments)
            return .unknown
        }
        if candidates.isEmpty {
            report(refusal ?? Msg.Typing.noInitializers(type.name), at: span.start)
            inferLoose(&arguments)
            return instance
        }
        // Inside the type's own body, its name alone is the type with its own parameters.
        let inside = context.path.joined(separator: ".")
        if inside != type.name, !inside.hasPrefix(type.name + ".") {
            let own = Set(type.genericParameters.map(\.name)).subtracting(bindings.keys)
            for index in candidates.indices { candidates[index].ownGenericParameters = own }
        }
        let before = escapingThrows
        let result = resolveOverloads(candidates.map { $0.substituting(bindings) }, &arguments, name: type.name,
                                      hint: specialized, at: span)
        noteInitializerCall(declared.map(\.0), arguments, since: before, at: span)
        checkGenericConstruction(type, arguments, at: span.start)
        return result
    }

    func callable(_ f: FunctionDecl, in path: [String], file: String) -> Callable {
        inType(path, isStatic: f.isStatic) {
            Callable(parameters: f.parameters.map {
                ParameterSpec(label: $0.label, type: resolve($0.type, reporting: false), hasDefault: $0.defaultValue != nil,
                              isInout: $0.isInout, closureMutatesFirst: $0.type.mutatesFirstParameter, isVariadic: $0.isVariadic,
                              closureMayThrow: !$0.type.isNonThrowingFunction, closureEscapes: $0.type.isEscaping,
                              isAutoclosure: $0.type.isAutoclosure)
            }, result: f.result.map { resolve($0, reporting: false) } ?? .void, declaration: OverloadChoice(file: file, span: f.span),
               ownGenericParameters: Set(f.genericParameters.map(\.name)))
        }
    }

    /// Calling a value of function type: positional, no labels.
    func callValue(_ type: SwiftType, _ arguments: inout [Argument], at span: Span) -> SwiftType {
        switch type {
        case .function(let parameters, let result):
            let callable = Callable(parameters: parameters.map {
                ParameterSpec(label: nil, type: $0.withoutInout, hasDefault: false, isInout: $0.isInoutParameter)
            }, result: result)
            return call(callable, &arguments, name: nil, at: span)
        case .metatype(let instance):
            if let own = nominal(instance) { return construct(own, &arguments, at: span) }
            return Library.convert(to: instance, self, &arguments)
        case .unknown, .parameter, .never, .opaque:
            inferLoose(&arguments)
            return .unknown
        case .int, .double, .bool, .string, .character, .void, .nominal, .optional, .array, .dictionary, .set, .tuple, .range,
             .substring, .library, .inoutParameter:
            report(Msg.Typing.notCallable(type.spelling), at: span.start)
            inferLoose(&arguments)
            return .unknown
        }
    }

    /// Arguments of a call the checker cannot resolve: checked on their own, without a context
    /// that would make an implicit member look like a mistake.
    func inferLoose(_ arguments: inout [Argument]) {
        for index in arguments.indices { _ = infer(&arguments[index].value, .unknown) }
    }

    /// How many numeric literals among `arguments` the candidate's parameters give another
    /// number type than their own (an integer literal to a `Double`).
    private func literalsRetyped(_ candidate: Callable, _ arguments: [Argument]) -> Int {
        guard let assignment = match(candidate.parameters, arguments) else { return 0 }
        var count = 0
        for (argument, parameter) in zip(arguments, assignment) {
            let type = candidate.parameters[parameter].type.wrappedOrSelf
            guard type.isNumeric else { continue }
            switch literals.kind(argument.value) {
            case .integers: if type != .int { count += 1 }
            case .withFloat: if type != .double { count += 1 }
            case .none: break
            }
        }
        return count
    }

    /// Picks the overload Swift would: the one whose labels and argument types fit.
    func resolveOverloads(_ candidates: [Callable], _ arguments: inout [Argument], name: String, hint: SwiftType? = nil,
                          at span: Span) -> SwiftType {
        if candidates.count == 1 { return call(candidates[0], &arguments, name: name, hint: hint, at: span) }
        // A call's overload depends only on its own arguments: chosen once, remembered by the
        // call's place, so overloads nested in overloads are still read in linear time.
        if let chosen = overloadChoices[span], chosen < candidates.count {
            let type = call(candidates[chosen], &arguments, name: name, hint: hint, at: span)
            chosenOverload = candidates[chosen].declaration
            return type
        }
        // Swift ranks a variadic parameter below the rest: `f(1)` calls `f(_ a: Int, _ b: Int = 0)`
        // rather than `f(_ a: Int, _ b: Int...)`.
        let fitting = candidates.indices.filter { labelsFit(candidates[$0].parameters, arguments) }
        let isVariadic = { (index: Int) in candidates[index].parameters.contains(where: \.isVariadic) }
        // …and a generic one below one that is not: `mayor(3, 9)` calls `mayor(_: Int, _: Int)`
        // rather than `mayor<T: Comparable>`.
        let isGeneric = { (index: Int) in !candidates[index].ownGenericParameters.isEmpty }
        let plain = fitting.filter { !isVariadic($0) }
        let labelled = plain.filter { !isGeneric($0) } + plain.filter(isGeneric) + fitting.filter(isVariadic)
        // Of the ones that take the arguments, Swift prefers where a literal keeps its own type
        // (`f(1)` calls `f(_: Int)` rather than `f(_: Double)`, whatever their order).
        let ranksLiterals = arguments.contains { literals.kind($0.value) != .none }
            && labelled.allSatisfy { candidates[$0].ownGenericParameters.isEmpty }
        var taking: [Int] = []
        for index in labelled {
            var copy = arguments
            if speculate({ _ = call(candidates[index], &copy, name: name, hint: hint, at: span) }) {
                taking.append(index)
                if !ranksLiterals { break }
            }
        }
        if let index = taking.min(by: { literalsRetyped(candidates[$0], arguments) < literalsRetyped(candidates[$1], arguments) }) {
            let twins = resultTwins(of: index, among: labelled, candidates)
            if !twins.isEmpty {
                // Chosen by the context, which may differ from one reading to the next: not remembered.
                let chosen = twinFitting(twins, candidates, hint: hint, name: name, at: span) ?? index
                let type = call(candidates[chosen], &arguments, name: name, hint: hint, at: span)
                chosenOverload = candidates[chosen].declaration
                return type
            }
            overloadChoices[span] = index
            let type = call(candidates[index], &arguments, name: name, hint: hint, at: span)
            chosenOverload = candidates[index].declaration
            return type
        }
        if labelled.count == 1 { return call(candidates[labelled[0]], &arguments, name: name, hint: hint, at: span) }
        report(Msg.Typing.noMatchingOverload(name), at: span.start)
        inferLoose(&arguments)
        return candidates.first.map(\.result) ?? .unknown
    }
}
