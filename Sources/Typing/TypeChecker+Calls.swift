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
            if Library.carriedNotBuilt.contains(name) {
                // `URL(string: …)`: a value the subset carries (in a property's type) but never makes.
                report(Msg.Typing.libraryTypeNotInSubset(name), at: callee.span.start)
                inferLoose(&arguments)
                return .unknown
            }
            if let builtin = builtinTypeName(name) {
                return Library.convert(to: builtin, self, &arguments, callStart: span.start, hint: hint)
            }
            if Library.freeFunctions.contains(name) || program.unmodelled.contains(name) || program.aliases[name] != nil
                || program.importsUnknownModules || program.importsFoundation && FoundationMath.arity[name] != nil {
                return Library.callFree(name, self, &arguments, hint: hint, callee: callee.span.start)
            }
            if !context.isStatic, let type = context.selfType.flatMap(nominal), memberType(name, in: type, isStatic: true) != nil {
                // `f()` in a method of values of a type whose `f` is static: swiftc names the static member.
                report(Msg.Typing.staticOnInstance(name, type.name), at: callee.span.start)
            } else if !outOfReach(name, at: callee.span.start, isCall: true), reportsUnknownNames {
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

    func inferMethodCall(_ base: inout Expr, _ name: String, _ arguments: inout [Argument], hint: SwiftType?,
                         at span: Span, calleeSpan: Span, baseHint: SwiftType? = nil) -> SwiftType {
        splitAsCharactersIfDecided(&base, arguments)
        let baseHint = baseHint ?? Self.literalBaseHint(base, name, hint)
            ?? integerLiteralsAsDoubles(base, name, arguments, hint: hint, at: span, calleeSpan: calleeSpan)
        let baseType = infer(&base, baseHint)
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
            inferLoose(&arguments)
            return .unknown
        case .result:
            if Self.resultMethods.contains(name) {
                return callResultMethod(name, on: baseType, &arguments, hint: hint, at: span, nameOffset: nameOffset)
            }
            inferLoose(&arguments)
            return .unknown
        }
    }
}
