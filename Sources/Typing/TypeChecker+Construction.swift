import Language
import Messages

/// Calls that build a value: initializers and memberwise inits, enum cases and static methods, values called as functions.
extension TypeChecker {
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
        case .unknown, .parameter, .never, .opaque, .result:
            inferLoose(&arguments)
            return .unknown
        case .int, .double, .bool, .string, .character, .void, .nominal, .optional, .array, .dictionary, .set, .tuple, .range,
             .substring, .library, .inoutParameter:
            report(Msg.Typing.notCallable(type.spelling), at: span.start)
            inferLoose(&arguments)
            return .unknown
        }
    }
}
