import Language

/// Generic types as compiled Swift prints them: a value of `Pila<Elemento>` knows what
/// `Elemento` is (`Pila<String>(elementos: ["a"])`). Each use of a generic type with its
/// arguments is a specialization: a `TypeInfo` with the generic type's members and the
/// arguments, made once per spelling and shared by its values.
extension Interpreter {
    /// `Pila<String>`: the specialization of `base` for `arguments` (the base itself when it is
    /// not generic or the arguments do not fit), named with `names` when the program names
    /// them otherwise (`Character`, carried as a `String`).
    func specialize(_ base: TypeInfo, _ arguments: [RuntimeType], names: [RuntimeType]? = nil) -> TypeInfo {
        let root = base.genericBase ?? base
        guard !root.genericParameters.isEmpty, root.genericParameters.count == arguments.count else { return base }
        let names = names.flatMap { $0.count == arguments.count ? $0 : nil }
        let key = (names ?? arguments).map { printer.genericArgumentName($0, qualified: true) }.joined(separator: ", ")
        if let known = root.specializations[key] { return known }
        let info = TypeInfo(name: root.name, qualifiedName: root.qualifiedName, kind: root.kind, file: root.file, span: root.span)
        info.genericBase = root
        info.genericArguments = arguments
        info.genericArgumentNames = names
        copyMembers(of: root, into: info)
        root.specializations[key] = info
        return info
    }

    /// A specialization sees what its generic type has now (an extension may come later).
    func copyMembers(of root: TypeInfo, into info: TypeInfo) {
        info.isIndirect = root.isIndirect
        info.library = root.library
        info.cases = root.cases
        info.storedProperties = root.storedProperties
        info.computedProperties = root.computedProperties
        info.methods = root.methods
        info.staticMethods = root.staticMethods
        info.staticProperties = root.staticProperties
        info.initializers = root.initializers
        info.bodyDeclaresInit = root.bodyDeclaresInit
        info.nestedTypes = root.nestedTypes
        info.conformances = root.conformances
        info.allConformances = root.allConformances
        info.parent = root.parent
        info.superclass = root.superclass
        info.hasDeinit = root.hasDeinit
        info.deinitSink = root.deinitSink
        info.keyIdentity = root.keyIdentity
    }

    func refreshSpecializations() {
        for type in types.values {
            for info in type.specializations.values { copyMembers(of: type, into: info) }
        }
    }

    /// The type a value just built of `type` has: its specialization, when the fields tell.
    func specialized(_ type: TypeInfo, _ fields: [Value]) -> TypeInfo {
        guard type.genericBase == nil, !type.genericParameters.isEmpty,
              let arguments = inferredArguments(type, fields: fields) else { return type }
        return specialize(type, arguments)
    }

    /// `Arbol.hoja(1)`: a case of a generic enum, of the specialization its payload tells
    /// (`Arbol<Int>`), as Swift infers it; the generic enum itself when the payload cannot tell.
    func specialized(_ type: TypeInfo, case info: EnumCaseElement, _ payload: [Value]) -> TypeInfo {
        guard type.genericBase == nil, !type.genericParameters.isEmpty else { return type }
        var found: [String: RuntimeType] = [:]
        for (element, value) in zip(info.payloadElements, payload) {
            collect(element.type, value, into: &found, parameters: type.genericParameters)
        }
        let arguments = type.genericParameters.compactMap { found[$0] }
        return arguments.count == type.genericParameters.count ? specialize(type, arguments) : type
    }

    /// The arguments of a value just built of the generic `type`, read from its fields: a
    /// property written `T` (or `[T]`, `T?`) with a value tells what `T` is. Nil when one of them
    /// cannot be told (an empty array): then the value stays of the generic type.
    func inferredArguments(_ type: TypeInfo, fields: [Value]) -> [RuntimeType]? {
        guard type.genericBase == nil, !type.genericParameters.isEmpty else { return nil }
        var found: [String: RuntimeType] = [:]
        for (property, value) in zip(type.storedProperties, fields) {
            guard let written = property.type else { continue }
            collect(written, value, into: &found, parameters: type.genericParameters)
        }
        let arguments = type.genericParameters.compactMap { found[$0] }
        return arguments.count == type.genericParameters.count ? arguments : nil
    }

    private func collect(_ written: TypeRef, _ value: Value, into found: inout [String: RuntimeType], parameters: [String]) {
        switch (written.kind, value) {
        case (.named(let path, let generics), _) where path.count == 1 && generics.isEmpty && parameters.contains(path[0]):
            if found[path[0]] == nil, let type = runtimeType(of: value) { found[path[0]] = type }
        case (.array(let element), .array(let elements)):
            if let first = elements.first { collect(element, first, into: &found, parameters: parameters) }
        case (.optional(let wrapped), .optional(let inner?)):
            collect(wrapped, inner, into: &found, parameters: parameters)
        default:
            break
        }
    }
}

extension Interpreter {
    /// A generic argument as Swift names it: text the run time carries as a `String` keeps the
    /// name it is written with (`Result<Substring, Error>`).
    func namingType(_ ref: TypeRef, context: TypeInfo?) -> RuntimeType {
        if case .named(let path, let generics) = ref.kind, generics.isEmpty, path == ["Substring"] || path == ["Character"] {
            return .opaque(path[0])
        }
        // `Result<Void, Error>` is named `Swift.Result<(), Swift.Error>`.
        if case .named(["Void"], let generics) = ref.kind, generics.isEmpty, lookupType(["Void"], context: context) == nil {
            return .tuple([])
        }
        return resolveType(ref, context: context)
    }
}

extension TypeInfo {
    /// The generic type a specialization is of, or the type itself.
    var genericRoot: TypeInfo { genericBase ?? self }
}

extension ValuePrinter {
    /// How Swift writes a generic argument: `Array<Int>`, `Optional<Int>`, `(Int, String)`, `P`;
    /// module-qualified where it qualifies (`Swift.Int`, `main.P`).
    func genericArgumentName(_ type: RuntimeType, qualified: Bool) -> String {
        let swift = qualified && !moduleName.isEmpty ? "Swift." : ""
        switch type {
        case .int: return swift + "Int"
        case .double: return swift + "Double"
        case .bool: return swift + "Bool"
        case .string: return swift + "String"
        case .nominal(let info):
            let module = !qualified || moduleName.isEmpty ? "" : info.file != nil ? moduleName + "." : swift
            return module + (qualified ? info.qualifiedName : info.name) + genericSuffix(info, qualified: qualified)
        case .optional(let wrapped): return swift + "Optional<\(genericArgumentName(wrapped, qualified: qualified))>"
        case .array(let element): return swift + "Array<\(genericArgumentName(element, qualified: qualified))>"
        case .dictionary(let key, let value):
            return swift + "Dictionary<\(genericArgumentName(key, qualified: qualified)), \(genericArgumentName(value, qualified: qualified))>"
        case .set(let element): return swift + "Set<\(genericArgumentName(element, qualified: qualified))>"
        case .range(let bound, let kind):
            let name = RangeValue(lower: .void, upper: .void, kind: kind).typeName
            return swift + "\(name)<\(genericArgumentName(bound, qualified: qualified))>"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + genericArgumentName($0.type, qualified: qualified) }
                .joined(separator: ", ") + ")"
        case .function: return "() -> ()"
        // The library's protocols that stand for a type (`Result<Int, Error>`).
        case .opaque(let name): return ["Error", "Never", "Substring", "Character", "UInt8"].contains(name) ? swift + name : name
        }
    }

    /// `<String>` after a specialization's name; nothing for other types.
    func genericSuffix(_ info: TypeInfo, qualified: Bool) -> String {
        guard !info.genericArguments.isEmpty else { return "" }
        return "<" + info.namedGenericArguments.map { genericArgumentName($0, qualified: qualified) }.joined(separator: ", ") + ">"
    }
}
