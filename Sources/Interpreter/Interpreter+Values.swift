import Language
import Typing
import Messages

extension Interpreter {
    /// The dynamic type of a value, as precise as the value tells.
    func runtimeType(of value: Value) -> RuntimeType? {
        switch value {
        case .int: return .int
        case .uint8: return .opaque("UInt8")
        case .fixed(let fixed): return .opaque(fixed.width.rawValue)
        case .scalar: return .opaque("Unicode.Scalar")
        case .float: return .opaque("Float")
        case .double: return .double
        case .bool: return .bool
        // A `Substring` is text where a type is asked for (`Substring` resolves to it).
        case .string, .substring: return .string
        case .optional(let wrapped): return wrapped.flatMap(runtimeType(of:)).map { .optional($0) }
        case .array(let elements): return elements.first.flatMap(runtimeType(of:)).map { .array($0) }
        case .tuple(let tuple):
            let types = tuple.elements.map(runtimeType(of:))
            guard types.allSatisfy({ $0 != nil }) else { return nil }
            return .tuple(zip(tuple.labels, types).map { (label: $0, type: $1!) })
        case .enumCase(let e): return .nominal(e.type)
        case .structure(let s): return .nominal(s.type)
        case .instance(let object): return .nominal(object.type)
        case .opaque(let opaque): return .opaque(opaque.typeName)
        case .dictionary(let d):
            guard let key = d.keys.first.flatMap(runtimeType(of:)), let value = d.values.first.flatMap(runtimeType(of:)) else {
                return nil
            }
            return .dictionary(key, value)
        case .set(let s): return s.elements.first.flatMap(runtimeType(of:)).map { .set($0) }
        case .range(let r): return runtimeType(of: r.isBounded || r.kind == .from ? r.lower : r.upper).map { .range($0, r.kind) }
        case .function, .metatype, .void: return nil
        }
    }

    func runtimeTypeName(_ value: Value) -> String {
        switch value {
        case .optional(nil): return "Optional"
        case .array(let elements) where elements.isEmpty: return "Array"
        case .function: return "función"
        case .metatype(let type): return type.displayName + ".Type"
        case .void: return "()"
        case .substring: return "Substring"
        case .dictionary(let d) where d.count == 0: return "Dictionary"
        case .set(let s) where s.count == 0: return "Set"
        case .int, .uint8, .fixed, .scalar, .float, .double, .bool, .string, .optional, .array, .dictionary, .set, .range, .tuple, .enumCase, .structure,
             .instance, .opaque:
            return runtimeType(of: value)?.displayName ?? "?"
        }
    }

    /// Swift converts literals to the declared type: `let x: Double = 5` is `5.0`,
    /// `let d: Destino? = .alerta` is `Optional(.alerta)`.
    func coerce(_ value: Value, to type: RuntimeType?) throws -> Value {
        guard let type else { return value }
        switch (type, value) {
        case (.double, .int(let number)): return .double(Double(number))
        // `let b: UInt8 = 65`: the literal is a UInt8 (the checker refuses one that does not fit).
        case (.opaque("UInt8"), .int(let number)):
            guard let fitting = UInt8(exactly: number) else { throw error(Msg.Run.uint8Conversion, .none) }
            return .uint8(fitting)
        // `let n: Int32 = 70000`: the literal is of the type (the checker refuses one that does not fit).
        case (.opaque(let name), .int(let number)) where IntegerWidth(rawValue: name) != nil:
            guard let fitting = FixedInteger.exactly(IntegerWidth(rawValue: name)!, Int128(number)) else {
                throw error(Msg.Run.fixedConversion(name), .none)
            }
            return .fixed(fitting)
        // `let u: Unicode.Scalar = "a"`: the literal is a scalar (the checker saw it is one).
        case (.opaque("Unicode.Scalar"), .string(let text)):
            guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { return value }
            return .scalar(scalar)
        // `let precio: Float = 9.99`: the literal is a Float.
        case (.opaque("Float"), .int), (.opaque("Float"), .double):
            return value.floatOperand.map(Value.float) ?? value
        case (.optional(let wrapped), .optional(let inner)):
            guard let inner else { return value }
            return .optional(try coerce(inner, to: wrapped))
        case (.optional(let wrapped), _):
            if case .void = value { return value }
            return .optional(try coerce(value, to: wrapped))
        case (.array(let element), .array(let elements)):
            if case .double = element { return .array(try elements.map { try coerce($0, to: element) }) }
            if case .opaque("Float") = element { return .array(try elements.map { try coerce($0, to: element) }) }
            if case .optional = element { return .array(try elements.map { try coerce($0, to: element) }) }
            return value
        case (.nominal(let info), .array(let elements)) where info.library == .arraySlice:
            // An array literal where a slice is wanted: a slice of its own, from index 0.
            return .structure(StructValue(type: info, fields: [.array(elements), .int(0)]))
        case (.set(let element), .array(let elements)):
            return .set(SetValue(try elements.map { try coerce($0, to: element) }))
        case (.set(let element), .set(let members)):
            if case .double = element { return .set(SetValue(try members.elements.map { try coerce($0, to: element) })) }
            return value
        case (.dictionary(let keyType, let valueType), .dictionary(let dictionary)):
            guard case .double = valueType else { return value }
            var converted = DictionaryValue()
            for (key, element) in dictionary.entries { converted[try coerce(key, to: keyType)] = try coerce(element, to: valueType) }
            return .dictionary(converted)
        case (.tuple(let types), .tuple(var tuple)) where types.count == tuple.elements.count:
            tuple.elements = try zip(tuple.elements, types).map { try coerce($0, to: $1.type) }
            tuple.labels = zip(tuple.labels, types).map { $1.label ?? $0 }
            return .tuple(tuple)
        default:
            return value
        }
    }

    /// What `as?`, `as!` and `is` find in a value: the value itself, or what an optional wraps
    /// (`xs.first as? Gerente`, `d["k"] as? B`), as Swift casts it; nil when it is not of the type.
    func cast(_ value: Value, to type: RuntimeType) -> Value? {
        if valueHasType(value, type) { return value }
        if case .optional(let wrapped?) = value { return cast(wrapped, to: type) }
        return nil
    }

    func valueHasType(_ value: Value, _ type: RuntimeType) -> Bool {
        switch (type, value) {
        case (.int, .int), (.double, .double), (.bool, .bool), (.string, .string), (.string, .substring),
             (.opaque("UInt8"), .uint8), (.opaque("Float"), .float):
            return true
        case (.opaque(let name), .fixed(let fixed)): return fixed.width.rawValue == name
        case (.opaque("Unicode.Scalar"), .scalar): return true
        case (.nominal(let info), .enumCase(let e)): return e.type.genericRoot === info.genericRoot
        case (.nominal(let info), .structure(let s)): return s.type.genericRoot === info.genericRoot
        case (.nominal(let info), .instance(let object)):
            // An instance of a subclass is an instance of each of its superclasses.
            var type: TypeInfo? = object.type.genericRoot
            while let current = type {
                if current === info.genericRoot { return true }
                type = current.superclass
            }
            return false
        case (.nominal(let info), _): return info.kind == .builtin
        case (.optional(let wrapped), .optional(let inner)): return inner.map { valueHasType($0, wrapped) } ?? true
        case (.array, .array): return true
        case (.opaque(let name), .opaque(let opaque)): return name.hasPrefix(opaque.typeName) || opaque.typeName.hasPrefix(name)
        case (.opaque(let name), .enumCase(let e)): return e.type.allConformances.contains(name) || e.type.conformances.contains(name)
        case (.opaque(let name), .structure(let s)): return s.type.allConformances.contains(name) || s.type.conformances.contains(name)
        case (.opaque(let name), .instance(let object)): return object.type.allConformances.contains(name)
        case (.opaque("Any"), _): return true
        default: return false
        }
    }

    /// `print`'s text, honouring a model's `CustomStringConvertible` conformance.
    func describeForPrint(_ value: Value) -> String { printer.description(value) }

    /// `print`'s text where the program goes on using it: a `description` that stopped (out of
    /// steps, out of memory) stops the program too, as it would never have returned in Swift.
    /// A value too deep to write whole stops the program where it is written, never printed cut.
    func describeChecked(_ value: Value, _ span: Span, debug: Bool = false) throws -> String {
        let (text, isWhole) = printer.checkedDescription(value, debug: debug)
        if let failure = descriptionFailure {
            descriptionFailure = nil
            throw failure
        }
        guard isWhole else { throw runaway(Msg.Run.valueTooDeepToWrite, span) }
        return text
    }

    func customDescription(_ value: Value, debug: Bool) throws -> String? {
        let type: TypeInfo
        switch value {
        case .enumCase(let e): type = e.type
        case .structure(let s): type = s.type
        case .instance(let object): type = object.type
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .array, .dictionary, .set, .range, .tuple, .function,
             .metatype, .opaque, .void:
            return nil
        }
        // Swift's `String(describing:)` takes `description` first, `String(reflecting:)`
        // `debugDescription` first; each falls back on the other before the default form.
        // `LosslessStringConvertible` refines `CustomStringConvertible`: its `description` is the text too.
        let kinds = [(["CustomStringConvertible", "LosslessStringConvertible"], "description"),
                     (["CustomDebugStringConvertible"], "debugDescription")]
        for (conformances, name) in debug ? kinds.reversed() : kinds {
            guard conformances.contains(where: {
                      (type.conformances.contains($0) || type.allConformances.contains($0)) && conformanceHolds($0, for: type)
                  }),
                  let property = type.computedProperties[name] else { continue }
            guard case .string(let text) = try readComputed(property, of: value) else { return nil }
            return text
        }
        return nil
    }
}

extension Interpreter {
    /// The type name the REPL shows beside a result (`$R0: Int = 5`, `$R1: Destino? = alerta`).
    public func typeName(of value: Value) -> String {
        switch value {
        case .optional(nil), .function, .metatype, .void, .substring: return runtimeTypeName(value)
        case .array(let elements) where elements.isEmpty: return runtimeTypeName(value)
        case .int, .uint8, .fixed, .scalar, .float, .double, .bool, .string, .optional, .array, .dictionary, .set, .range, .tuple, .enumCase, .structure,
             .instance, .opaque:
            return runtimeType(of: value)?.sugaredName ?? runtimeTypeName(value)
        }
    }
}

/// A copy of a value that shares no class instance with the original, while instances
/// shared inside it stay shared in the copy (aliasing is preserved, not broken).
/// The REPL steps machines on such copies so that undo and probing never disturb history.
public func isolatedCopy(_ value: Value) -> Value {
    var copies: [ObjectIdentifier: Instance] = [:]
    return isolatedCopy(value, &copies)
}

private func isolatedCopy(_ value: Value, _ copies: inout [ObjectIdentifier: Instance]) -> Value {
    switch value {
    case .instance(let object):
        if let copy = copies[ObjectIdentifier(object)] { return .instance(copy) }
        let copy = Instance(type: object.type, fields: [], serial: object.serial)
        copies[ObjectIdentifier(object)] = copy
        copy.fields = object.fields.map { isolatedCopy($0, &copies) }
        return .instance(copy)
    case .optional(let wrapped?): return .optional(isolatedCopy(wrapped, &copies))
    case .array(let elements): return .array(elements.map { isolatedCopy($0, &copies) })
    case .tuple(var tuple):
        tuple.elements = tuple.elements.map { isolatedCopy($0, &copies) }
        return .tuple(tuple)
    case .enumCase(var e):
        e.payload = e.payload.map { isolatedCopy($0, &copies) }
        return .enumCase(e)
    case .structure(var s):
        s.fields = s.fields.map { isolatedCopy($0, &copies) }
        return .structure(s)
    case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .dictionary, .set, .range, .function, .metatype, .opaque, .void:
        return value
    }
}

extension Interpreter {
    /// A written type as seen from inside `context` (nested names first).
    public func resolve(_ ref: TypeRef, in context: TypeInfo?) -> RuntimeType { resolveType(ref, context: context) }

    /// A type named as the learner writes it (`Destino`, `Perfil.ID`, `Destino?`, `[Int]`, `Bool`).
    public func resolve(typeNamed text: String) -> RuntimeType? {
        guard let ref = Parse.type(text) else { return nil }
        let type = resolveType(ref, context: nil)
        if case .opaque(let name) = type, !Builtins.opaqueTypeNames.contains(String(name.prefix { $0 != "<" })) {
            return nil
        }
        return type
    }

    /// Calls a free function by name with positional arguments (a `legitimo=` predicate).
    public func callFunction(named name: String, arguments: [Value]) throws -> Value {
        guard let function = functions[name]?.first(where: { $0.node.parameters.count == arguments.count }) else {
            throw RuntimeError(Msg.Run.unknownName(name), location: nil)
        }
        beginRun()
        do {
            return try invoke(function, selfValue: nil, selfIsMutable: false, context: nil, arguments: arguments,
                              captured: nil, span: function.node.span).result
        } catch let thrown as ThrownError { throw uncaught(thrown) }
    }
}

extension Interpreter {
    /// Whether a value of `type` can contain a class instance anywhere inside.
    func mayHoldInstances(_ type: RuntimeType) -> Bool {
        var visiting = Set<ObjectIdentifier>()
        func check(_ type: RuntimeType) -> Bool {
            switch type {
            case .int, .double, .bool, .string, .function: return false
            case .opaque(let name):
                return !["Date", "UUID", "Task", "Error"].contains(String(name.prefix { $0 != "<" }))
            case .optional(let wrapped), .array(let wrapped), .set(let wrapped), .range(let wrapped, _): return check(wrapped)
            case .dictionary(let key, let value): return check(key) || check(value)
            case .tuple(let elements): return elements.contains { check($0.type) }
            case .nominal(let info):
                switch info.kind {
                case .classType: return true
                case .builtin: return false
                case .enumeration, .structure:
                    guard visiting.insert(ObjectIdentifier(info)).inserted else { return false }
                    let payloads = info.cases.flatMap(\.payloadElements).map { resolveType($0.type, context: info) }
                    let fields = storedPropertyTypes(of: info)
                    if fields.contains(where: { $0 == nil }) { return true }
                    return (payloads + fields.compactMap { $0 }).contains(where: check)
                }
            }
        }
        return check(type)
    }
}
