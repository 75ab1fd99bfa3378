import Language
import Typing
import Messages

extension Interpreter {
    /// `base.name`: a static member when `base` names a type, else a member of the value.
    func evaluateMember(_ base: Expr, _ name: String, _ scope: Scope, span: Span) throws -> Value {
        if case .identifier("super") = base.kind { return try readSuper(name, scope, span: span) }
        let baseValue = try evaluate(base, scope, expected: nil)
        if case .metatype(let type) = baseValue {
            // `Punto.self` is the type itself, as a value.
            if name == "self" {
                if case .identifier(let typeName) = base.kind,
                   let named = textNamedType(TypeRef(.named(path: [typeName], generics: []), span: base.span)) {
                    return .metatype(named)
                }
                return baseValue
            }
            if name == "init", case .nominal(let info) = type {
                // `map(Version.init)`: the type's initializer as a function.
                return .function(FunctionValue(body: .member(info, name)))
            } else if name == "init" {
                // `map(String.init)`: a built-in type's initializer as a function.
                return .function(FunctionValue(body: .builtin(type.displayName + ".init")))
            }
            return try staticMember(name, of: try nominal(type, span: span), span: span)
        }
        // A base that is no place (`f().x`) keeps nothing.
        if let value = try firstLazyRead(name, of: baseValue, writeBack: { change in try? modify(base, scope, span: span, change) }) {
            return value
        }
        return try member(name, of: baseValue, span: span)
    }

    func nominal(_ type: RuntimeType, span: Span) throws -> TypeInfo {
        switch type {
        case .nominal(let info): return info
        case .optional: return builtinTypes.optional
        case .int: return builtinTypes.int
        case .double: return builtinTypes.double
        case .bool: return builtinTypes.bool
        case .string: return builtinTypes.string
        case .array: return builtinTypes.array
        case .opaque(let name):
            if let builtin = builtinTypes[String(name.prefix { $0 != "<" })] { return builtin }
            return TypeInfo(name: name, qualifiedName: name, kind: .builtin, file: nil, span: span)
        case .dictionary: return builtinTypes.dictionary
        case .set: return builtinTypes.set
        case .range, .tuple, .function:
            throw error(Msg.Run.unknownType(type.displayName), span)
        }
    }

    /// An instance member: stored or computed property, tuple element, or a built-in property.
    func member(_ name: String, of value: Value, span: Span) throws -> Value {
        switch value {
        case .structure(let s):
            if let index = unsetLazyField(name, of: value) { return try lazyValue(index, of: s.type, receiver: value) }
            if let index = s.type.fieldIndex(name) { return try initialized(s.fields[index], name, span) }
            if let property = s.type.computedProperties[name] { return try readComputed(property, of: value) }
            if s.type.methods[name] != nil { return boundMethod(name, of: value, type: s.type) }
        case .instance(let object):
            if let index = unsetLazyField(name, of: value) { return try lazyValue(index, of: object.type, receiver: value) }
            if let index = object.type.fieldIndex(name) { return try initialized(object.field(index), name, span) }
            if let property = object.type.computedProperties[name] { return try readComputed(property, of: value) }
            if object.type.methods[name] != nil { return boundMethod(name, of: value, type: object.type) }
        case .enumCase(let e):
            if let property = e.type.computedProperties[name] { return try readComputed(property, of: value) }
            if name == "rawValue", let raw = try rawValue(of: e) { return raw }
            if e.type.methods[name] != nil { return boundMethod(name, of: value, type: e.type) }
        case .tuple(let tuple):
            if let index = Int(name), tuple.elements.indices.contains(index) { return tuple.elements[index] }
            if let index = tuple.labels.firstIndex(of: name) { return tuple.elements[index] }
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .array, .dictionary, .set, .range, .function, .metatype,
             .opaque, .void:
            break
        }
        if let builtin = builtinType(of: value), let property = builtin.computedProperties[name] {
            return try readComputed(property, of: value)
        }
        if let result = try Builtins.property(name, of: value, interpreter: self, span: span) { return result }
        if name == "localizedDescription", let text = try localizedDescription(of: value) { return .string(text) }
        throw memberError(name, of: value, span)
    }

    /// Foundation's `error.localizedDescription`: a `LocalizedError`'s `errorDescription` when it
    /// gives one, else «The operation could not be completed. (main.Tipo error N.)», where N is
    /// Swift's code for the value (an enum's case in its layout order, payload cases first; 1 otherwise).
    func localizedDescription(of value: Value) throws -> String? {
        guard let type = ownerType(of: value), type.kind != .builtin,
              type.allConformances.contains("Error") || type.allConformances.contains("LocalizedError") else { return nil }
        if type.computedProperties["errorDescription"] != nil || type.fieldIndex("errorDescription") != nil,
           case .optional(let given?) = try member("errorDescription", of: value, span: .none) {
            return describeForPrint(given)
        }
        var code = 1
        if case .enumCase(let e) = value {
            let withPayload = type.cases.indices.filter { type.cases[$0].hasPayload }
            let without = type.cases.indices.filter { !type.cases[$0].hasPayload }
            code = withPayload.firstIndex(of: e.caseIndex) ?? (withPayload.count + (without.firstIndex(of: e.caseIndex) ?? 0))
        }
        return "The operation could not be completed. (\(printer.qualified(type)) error \(code).)"
    }

    /// A stored property read before any value was given to it (inside an `init`) holds `()`.
    private func initialized(_ value: Value, _ name: String, _ span: Span) throws -> Value {
        if case .void = value { throw error(Msg.Run.uninitializedProperty(name), span) }
        return value
    }

    func builtinType(of value: Value) -> TypeInfo? {
        switch value {
        case .int: return builtinTypes.int
        case .double: return builtinTypes.double
        case .bool: return builtinTypes.bool
        case .string, .substring: return builtinTypes.string
        case .array: return builtinTypes.array
        case .optional: return builtinTypes.optional
        case .set: return builtinTypes.set
        case .dictionary: return builtinTypes.dictionary
        case .uint8, .fixed, .scalar, .float, .range, .tuple, .enumCase, .structure, .instance, .function, .metatype, .opaque, .void: return nil
        }
    }

    private func boundMethod(_ name: String, of value: Value, type: TypeInfo) -> Value {
        guard let method = type.methods[name]?.first else { return .void }
        return .function(FunctionValue(body: .declared(method, selfValue: value, scope: nil)))
    }

    /// Runs a computed property's getter with `self` bound to `value`.
    func readComputed(_ property: Located<VariableDecl>, of value: Value) throws -> Value {
        guard let getter = property.node.getter else { return .void }
        var owner = ownerType(of: value)
        if let type = owner, type.kind == .classType,
           let name = type.computedProperties.first(where: { $0.value.lowering === property.lowering })?.key {
            owner = declaringClass(of: name, from: type) { $0.computedProperties[name]?.lowering === property.lowering }
        }
        let type = property.node.type.map { resolveType($0, context: owner) }
        return try runBody(getter.statements, file: property.file, selfValue: value, selfIsMutable: false,
                           context: owner, returnType: type, scope: Scope(parent: globals)).result
    }

    /// A member the interpreter does not run: one Swift gives a library type (`"a".compare(…)`)
    /// is outside the subset (the checker refuses a name the type has not); any other, a member
    /// the value's type lacks.
    func memberError(_ name: String, of value: Value, _ span: Span) -> RuntimeError {
        let type = runtimeTypeName(value)
        // `Date`, `UUID`, `Task`… are the library's, with members the REPL does not model.
        if case .opaque = value { return error(Msg.Run.libraryMemberOutsideSubset(name, of: type), span) }
        if [LibraryMembers.standard, LibraryMembers.foundation].contains(where: { $0.values.contains { $0.contains(name) } }) {
            return error(Msg.Run.libraryMemberOutsideSubset(name, of: type), span)
        }
        return error(Msg.Run.unknownMember(name, of: type), span)
    }

    func ownerType(of value: Value) -> TypeInfo? {
        switch value {
        case .enumCase(let e): return e.type
        case .structure(let s): return s.type
        case .instance(let object): return object.type
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .array, .dictionary, .set, .range, .tuple, .function, .metatype,
             .opaque, .void:
            return builtinType(of: value)
        }
    }

    /// `Tipo.name`: an enum case without payload, a static property (evaluated once, lazily,
    /// like Swift's), or a case constructor / static method as a function value.
    func staticMember(_ name: String, of type: TypeInfo, span: Span) throws -> Value {
        if let index = type.caseIndex(name) {
            if !type.cases[index].hasPayload { return .enumCase(EnumValue(type: type, caseIndex: index, payload: [])) }
            return .function(FunctionValue(body: .member(type, name)))
        }
        if let nested = type.nestedTypes[name] { return .metatype(.nominal(nested)) }
        if let cached = type.staticValues[name] { return cached }
        if name == "allCases", type.kind == .enumeration, type.staticProperties[name] == nil,
           type.cases.allSatisfy({ !$0.hasPayload }) {
            // What `CaseIterable` synthesizes: every case, in declaration order.
            return .array(type.cases.indices.map { .enumCase(EnumValue(type: type, caseIndex: $0, payload: [])) })
        }
        if let property = type.staticProperties[name] {
            let declared = property.node.type.map { resolveType($0, context: type) }
            let value: Value
            if let getter = property.node.getter {
                return try runBody(getter.statements, file: property.file, selfValue: .metatype(.nominal(type)),
                                   selfIsMutable: false, context: type, returnType: declared,
                                   scope: Scope(parent: globals)).result
            } else if let initializer = property.node.initializer {
                // The checker refuses the cycles it can see; one through a function ends here.
                guard type.staticsBeingInitialized.insert(name).inserted else {
                    throw error(Msg.Check.circularStatic(type.qualifiedName + "." + name), span)
                }
                defer { type.staticsBeingInitialized.remove(name) }
                value = try evaluateInitializer(initializer, of: type, file: property.file,
                                                expected: declared ?? .nominal(type), declared: declared)
            } else {
                value = .none
            }
            type.staticValues[name] = value
            return value
        }
        if type.staticMethods[name] != nil {
            return .function(FunctionValue(body: .member(type, name)))
        }
        if type.qualifiedName == "Optional", name == "none" { return .none }
        if let builtin = try Builtins.staticMember(name, of: type, interpreter: self, span: span) { return builtin }
        // A library type's static member the REPL does not model (`Double.radix`) is Swift's all the same.
        if type.declaration == nil { throw error(Msg.Run.libraryMemberOutsideSubset(name, of: type.qualifiedName), span) }
        throw error(Msg.Run.unknownMember(name, of: type.qualifiedName), span)
    }

    private func rawValue(of e: EnumValue) throws -> Value? {
        guard let info = e.caseInfo else { return nil }
        // `enum Nivel: UInt8`: the raw values are numbers of that type, counted on as integers
        // wide enough for a `UInt64`'s (`case a = 18446744073709551615` in an `enum E: UInt64`).
        if let width = e.type.conformances.first(where: { $0 == "UInt8" || IntegerWidth(rawValue: $0) != nil }) {
            guard let number = try integerRawValue(of: e, info) else { return nil }
            if let fixed = IntegerWidth(rawValue: width).flatMap({ FixedInteger.exactly($0, number) }) { return .fixed(fixed) }
            return try coerce(.int(Int(truncatingIfNeeded: number)), to: .opaque(width))
        }
        if let raw = info.rawValue { return try evaluate(raw, globals, expected: nil) }
        if e.type.conformances.contains("String") { return .string(info.name) }
        if e.type.conformances.contains("Int") {
            guard let number = try integerRawValue(of: e, info) else { return nil }
            // `case a = Int.max, b`: b's raw value does not fit, as swiftc says of it.
            guard let fitting = Int(exactly: number) else { throw RuntimeError(Msg.Run.overflow, location: e.type.file?.location(of: info.span.start)) }
            return .int(fitting)
        }
        return nil
    }

    private func integerRawValue(of e: EnumValue, _ info: EnumCaseElement) throws -> Int128? {
        // Implicit raw values count on from the last explicit one (`case baja = 1, media, alta`).
        var previous: Int128?
        for candidate in e.type.cases {
            var value: Int128 = 0
            if let explicit = candidate.rawValue, let given = try evaluate(explicit, globals, expected: .int).anyInteger {
                value = given
            } else if let previous {
                value = previous + 1
            }
            if candidate.name == info.name { return value }
            previous = value
        }
        return nil
    }
}
