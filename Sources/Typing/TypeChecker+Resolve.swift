import Language
import Messages

/// Written types to checker types, seen from the current type context.
extension TypeChecker {
    static let opaqueNames: Set<String> = Set(["Date", "UUID", "Error", "Any", "AnyObject", "Task", "Effect", "Never",
                                           "URL", "Data", "TimeInterval", "Duration", "Substring", "ArraySlice", "Set",
                                           "Result", "Void", "Hasher"]).union(SwiftType.fixedWidthNumbers)

    func resolve(_ type: TypeRef, reporting: Bool = true) -> SwiftType {
        if type.isInout {
            var parameter = type
            parameter.isInout = false
            return .inoutParameter(resolve(parameter, reporting: reporting))
        }
        switch type.kind {
        case .named(let path, let generics): return resolveNamed(path, generics, span: type.span, reporting: reporting)
        case .optional(let wrapped): return .optional(resolve(wrapped, reporting: reporting))
        case .array(let element): return .array(resolve(element, reporting: reporting))
        case .dictionary(let key, let value):
            let keyType = resolve(key, reporting: reporting)
            if reporting { requireHashable(keyType, at: type.span.start) }
            return .dictionary(keyType, resolve(value, reporting: reporting))
        case .tuple(let elements):
            if elements.isEmpty { return .void }
            if elements.count == 1, elements[0].label == nil { return resolve(elements[0].type, reporting: reporting) }
            return .tuple(elements.map { .init(label: $0.label, type: resolve($0.type, reporting: reporting)) })
        case .function(let parameters, let result):
            return .function(parameters.map { resolve($0, reporting: reporting) }, resolve(result, reporting: reporting))
        }
    }

    /// `let s: Set = ["a"]`: a generic type of the library written without its arguments takes
    /// them from the value, as in Swift (`Set<String>`); nil for any other written type.
    func completingBareGeneric(_ ref: TypeRef, _ value: Expr?) -> SwiftType? {
        guard case .named(let path, let generics) = ref.kind, path.count == 1, generics.isEmpty, let value,
              ["Set", "Array", "Dictionary", "Optional"].contains(path[0]), program.lookup(path, from: context.path) == nil
        else { return nil }
        // `var q: Array = []` tells no element type: swiftc refuses the literal, as one without a type.
        let isEmptyLiteral: Bool
        switch value.kind {
        case .arrayLiteral(let elements): isEmptyLiteral = elements.isEmpty
        case .dictionaryLiteral(let pairs): isEmptyLiteral = pairs.isEmpty
        default: isEmptyLiteral = false
        }
        if isEmptyLiteral {
            report(Msg.Typing.emptyCollectionNeedsType, at: value.span.start)
            return .unknown
        }
        var probe = value
        var found = SwiftType.unknown
        _ = speculate { found = infer(&probe, nil) }
        switch (path[0], found) {
        case ("Set", .array(let element)): return .set(element)
        case ("Array", .array), ("Dictionary", .dictionary): return found
        case ("Optional", _) where !found.isUnknown && found != .void: return found.isOptional ? found : .optional(found)
        default: return nil
        }
    }

    /// A set's elements and a dictionary's keys must be `Hashable`: a type of the program's is
    /// when it says so, or when it is an enum without payloads.
    private func requireHashable(_ type: SwiftType, at offset: Int) {
        guard lacksHashable(type), let decl = nominal(type) else { return }
        report(Msg.Typing.notHashable(decl.name), at: offset)
    }

    /// Whether a type of the program's is not `Hashable`: it does not say so, and it is no enum
    /// without payloads.
    func lacksHashable(_ type: SwiftType) -> Bool {
        guard let decl = nominal(type), decl.kind != .protocolType else { return false }
        if decl.kind == .enumType, decl.cases.allSatisfy({ $0.payload == nil }) { return false }
        return !conforms(decl, to: "Hashable")
    }

    private func resolveNamed(_ path: [String], _ generics: [TypeRef], span: Span, reporting: Bool) -> SwiftType {
        guard let first = path.first else { return .unknown }
        // `Swift.Int`, `Swift.Result<Int, E>`: the library's type, qualified by its module.
        if first == "Swift", path.count > 1, program.lookup([first], from: context.path) == nil {
            return resolveNamed(Array(path.dropFirst()), generics, span: span, reporting: reporting)
        }
        if path.count == 1, generics.isEmpty, let parameter = context.libraryParameters[first] { return parameter }
        if path == ["UnicodeScalar"] || path == ["Unicode", "Scalar"], generics.isEmpty, program.lookup([first], from: context.path) == nil {
            return .unicodeScalar
        }
        if path.count == 1 {
            switch first {
            case "Int": return .int
            case "Double", "CGFloat": return .double
            // Foundation's `typealias TimeInterval = Double`.
            case "TimeInterval" where program.importsFoundation: return .double
            case "Bool": return .bool
            case "String": return .string
            case "Character": return .character
            case "Substring": return .substring
            case "ArraySlice" where generics.count == 1: return .library(.arraySlice, [resolve(generics[0], reporting: reporting)])
            case "Void": return .void
            case "Never": return .never
            case "Self":
                if let protocolSelf, context.selfType == protocolSelf.protocol { return protocolSelf.concrete }
                return context.selfType ?? .unknown
            case "Optional" where generics.count == 1: return .optional(resolve(generics[0], reporting: reporting))
            case "Array" where generics.count == 1: return .array(resolve(generics[0], reporting: reporting))
            case "Set" where generics.count == 1:
                let element = resolve(generics[0], reporting: reporting)
                if reporting { requireHashable(element, at: span.start) }
                return .set(element)
            case "Range" where generics.count == 1: return .range(resolve(generics[0], reporting: reporting), closed: false)
            case "ClosedRange" where generics.count == 1: return .range(resolve(generics[0], reporting: reporting), closed: true)
            case "Dictionary" where generics.count == 2:
                let keyType = resolve(generics[0], reporting: reporting)
                if reporting { requireHashable(keyType, at: span.start) }
                return .dictionary(keyType, resolve(generics[1], reporting: reporting))
            default: break
            }
        }
        if let own = program.lookup(path, from: context.path) {
            // `Pila<Int>`: the arguments of one of the program's generic types, when they fit it.
            let parameters = program.types[own]?.genericParameters.count ?? 0
            guard !generics.isEmpty, generics.count == parameters else { return .nominal(own) }
            let arguments = generics.map { resolve($0, reporting: reporting) }
            if reporting, let type = program.types[own] { checkGenericArguments(type, arguments, at: span.start) }
            return .nominal(own, arguments: arguments)
        }
        if let full = program.aliasLookup(path, from: context.path), let alias = program.aliases[full] {
            guard resolvingAliases.insert(full).inserted else {
                if reporting { report(Msg.Typing.aliasCycle(alias.name), at: alias.span.start) }
                return .unknown
            }
            defer { resolvingAliases.remove(full) }
            // The alias's own type is read from where the alias is declared.
            let scope = Array(full.split(separator: ".").dropLast().map(String.init))
            func target(_ reporting: Bool) -> SwiftType {
                inType(scope, isStatic: context.isStatic) { resolve(alias.type, reporting: reporting) }
            }
            guard reporting, program.aliasFiles[full] != source.origins.first?.path else { return target(reporting) }
            // Declared by an earlier entry that named a type still to come (`typealias A = B`,
            // B never declared): what is missing is reported here, where the alias is used.
            var resolved = SwiftType.unknown
            if !speculate({ resolved = target(true) }), reportsUnknownNames {
                report(Msg.Typing.aliasToUnknownType(alias.name), at: span.start)
            }
            return resolved
        }
        // A nested path whose head is one of the program's types but whose rest is not found.
        if path.count > 1, let head = program.lookup([first], from: context.path) {
            // `Tarea.ID` of an `Identifiable` type: the type of its `id`, as Swift infers the associated type.
            if path.count == 2, path[1] == "ID", let type = program.types[head], conforms(type, to: "Identifiable"),
               let (owner, id) = inheritedProperty("id", in: type), !id.isStatic {
                return propertyType(id, in: owner)
            }
            // `Figura.Type`: the type of a type of the program's (or of those that conform to a protocol).
            if path.count == 2, path[1] == "Type", generics.isEmpty { return .metatype(.nominal(head)) }
            if reporting { report(Msg.Typing.noNestedType(path.dropFirst().joined(separator: "."), in: head), at: span.start) }
            return .unknown
        }
        // `some CustomStringConvertible`, `[any Equatable]`: a library protocol as a type. Its
        // conformances are not modelled: any value converts to it.
        if path.count == 1, generics.isEmpty, Library.protocols.contains(first) { return .opaque("any " + first) }
        if path.count == 1, Self.opaqueNames.contains(first) {
            if first == "Any" || first == "AnyObject" { return .opaque("Any") }
            if first == "Result", generics.count == 2 {
                return .result(success: resolve(generics[0], reporting: reporting), failure: resolve(generics[1], reporting: reporting))
            }
            if generics.isEmpty { return .opaque(first) }
            return .opaque(first + "<" + generics.map { resolve($0, reporting: false).spelling }.joined(separator: ", ") + ">")
        }
        if program.unmodelled.contains(first) {
            // `_ tipo: T.Type` of a `func crear<T: Vacio>`: what `Caja.self` passed for it tells `T`.
            if path.count == 2, path[1] == "Type", generics.isEmpty { return .metatype(.parameter(first)) }
            return path.count == 1 && generics.isEmpty ? .parameter(first) : .unknown
        }
        if program.importsUnknownModules { return .unknown }
        // `Encuest.Respuesta`: a path whose head names nothing is refused for its head, as swiftc does
        // (with TCA, its macros make types, `Destino.State`, that lesson does not model).
        if path.count > 1 {
            let known = ["Swift", "Foundation", ComposableArchitecture.moduleName].contains(first) || builtinTypeName(first) != nil
                || program.aliasLookup([first], from: context.path) != nil || path.last == "Type"
            if !known, !program.importsComposableArchitecture, reporting, reportsUnknownNames {
                reportUnknown(Msg.Typing.unknownType(first), name: first, at: span.start)
            }
            return .unknown
        }
        // A library type lesson does not model is named even where an unknown name waits for a
        // later entry (a file pasted line by line): running on without it would give wrong values.
        if reporting, reportsUnknownNames || Library.unmodelledTypes.contains(first) {
            reportUnknown(Msg.Typing.unknownType(first), name: first, at: span.start)
        }
        return .unknown
    }

    /// Whether the alias `full` reaches itself through the aliases its type names (a name that
    /// is one of the program's types ends the walk, as it ends resolving).
    func aliasIsCyclic(_ full: String) -> Bool {
        var seen = Set<String>(), pending = [full]
        while let name = pending.popLast() {
            guard let alias = program.aliases[name] else { continue }
            let scope = Array(name.split(separator: ".").dropLast().map(String.init))
            for path in alias.type.namedPaths where program.lookup(path, from: scope) == nil {
                guard let next = program.aliasLookup(path, from: scope) else { continue }
                if next == full { return true }
                if seen.insert(next).inserted { pending.append(next) }
            }
        }
        return false
    }

    /// What each generic parameter of `type` stands for in `specialized` (`Elemento` is `Int`
    /// in `Pila<Int>`, or in a `Pila<Int>?` expected); empty when it does not say.
    func genericBindings(_ type: NominalDecl, in specialized: SwiftType?) -> [String: SwiftType] {
        var written = specialized
        while let wrapped = written?.wrapped { written = wrapped }
        guard case .nominal(let name, let arguments)? = written, name == type.name, !arguments.isEmpty,
              arguments.count == type.genericParameters.count else { return [:] }
        return Dictionary(zip(type.genericParameters.map(\.name), arguments), uniquingKeysWith: { first, _ in first })
    }

    /// A value of `type` with its generic arguments: those `bindings` gives, the others still
    /// parameters, for the call's arguments to tell (`Caja(valor: 3)` is a `Caja<Int>`).
    func instanceType(of type: NominalDecl, _ bindings: [String: SwiftType]) -> SwiftType {
        guard !type.genericParameters.isEmpty else { return .nominal(type.name) }
        return .nominal(type.name, arguments: type.genericParameters.map { bindings[$0.name] ?? .parameter($0.name) })
    }

    /// The declared enum, struct or class behind a type, if it is one of the program's own.
    func nominal(_ type: SwiftType) -> NominalDecl? {
        if case .nominal(let name, _) = type { return program.types[name] }
        return nil
    }

    /// A case's payload as the elements of a tuple, resolved inside its enum.
    func payload(of element: EnumCaseElement, in type: NominalDecl) -> [SwiftType.Element]? {
        guard let payload = element.payload else { return nil }
        return inType(type.path, isStatic: false) {
            payload.map { SwiftType.Element(label: $0.label, type: resolve($0.type, reporting: false)) }
        }
    }

    /// The type of a stored or computed property: written, or inferred from its initializer.
    func propertyType(_ property: VariableDecl, in type: NominalDecl) -> SwiftType {
        if let written = property.type { return inType(type.path, isStatic: property.isStatic) { resolve(written, reporting: false) } }
        guard let initializer = property.initializer, let name = property.name else { return .unknown }
        let key = type.name + "." + name
        if let known = inferredProperties[key] { return known }
        // A property whose initializer reads itself (directly or through others) is a cycle.
        guard inferring.insert(key).inserted else { return .unknown }
        defer { inferring.remove(key) }
        var copy = initializer
        var inferred: SwiftType = .unknown
        _ = speculate {
            inferred = inType(type.path, isStatic: property.isStatic) { withScope { defaultLiteral(infer(&copy, nil)) } }
        }
        inferredProperties[key] = inferred
        return inferred
    }

    /// A function's type as a value: its parameter types to its result.
    func functionType(_ f: FunctionDecl, in path: [String]) -> SwiftType {
        inType(path, isStatic: f.isStatic) {
            .function(f.parameters.map {
                let type = resolve($0.type, reporting: false)
                return $0.isInout ? .inoutParameter(type) : type
            }, f.result.map { resolve($0, reporting: false) } ?? .void)
        }
    }

    /// Literal trees without context take Swift's default types.
    func defaultLiteral(_ type: SwiftType) -> SwiftType { type }
}

extension TypeRef {
    /// Every dotted name the written type mentions, generic arguments included.
    var namedPaths: [[String]] {
        switch kind {
        case .named(let path, let generics): return [path] + generics.flatMap(\.namedPaths)
        case .optional(let wrapped): return wrapped.namedPaths
        case .array(let element): return element.namedPaths
        case .dictionary(let key, let value): return key.namedPaths + value.namedPaths
        case .tuple(let elements): return elements.flatMap(\.type.namedPaths)
        case .function(let parameters, let result): return (parameters + [result]).flatMap(\.namedPaths)
        }
    }
}
