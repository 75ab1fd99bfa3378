import Messages

/// Text of values exactly as compiled Swift prints them, so the REPL and `swiftc` agree line by line.
/// `print(x)` uses the plain description; inside containers Swift switches to the debug form
/// (strings quoted, nested types qualified by module: `Optional(main.Destino.alerta)`).
public struct ValuePrinter: @unchecked Sendable {
    /// The module that qualifies nested type names; empty for the REPL's short form.
    public var moduleName: String
    /// The REPL's own short form: nested enums as `.caso`, class instances with their
    /// identity and fields (`ContadorClase#1(cuenta: 2)`, so aliasing shows), and `Date`,
    /// `Task`… as `…`, since their text says nothing.
    public var isShort: Bool
    /// A model type's own text: its `description` (`CustomStringConvertible`) or its
    /// `debugDescription` (`CustomDebugStringConvertible`). The flag says which form is asked for:
    /// `print` prefers the first and falls back on the second; `debugPrint` and values nested in
    /// arrays, optionals and payloads the other way round, as Swift does. Set by the interpreter.
    public var customDescription: ((Value, _ debug: Bool) -> String?)?

    public init(moduleName: String) {
        self.moduleName = moduleName
        self.isShort = false
    }

    /// The REPL's short form.
    public static let short: ValuePrinter = {
        var printer = ValuePrinter(moduleName: "")
        printer.isShort = true
        return printer
    }()

    /// What `print(value)` and `"\(value)"` show.
    public func description(_ value: Value) -> String {
        if let custom = customDescription?(value, false) { return custom }
        var seen = PrintWalk()
        switch value {
        // The REPL's form is what the learner reads: a string is quoted and escaped, as the
        // Swift REPL shows it (`$R0: String = "dos"`); `print` keeps the plain text.
        case .string(let text): return isShort ? text.debugDescription : text
        case .substring(let piece): return isShort ? piece.text.debugDescription : piece.text
        case .enumCase(let e): return caseText(e, &seen)
        case .structure(let s):
            if s.type.library != nil, let text = libraryText(value, debug: false, debugDescription) { return text }
            return "\(s.type.name)\(genericSuffix(s.type, qualified: false))(\(fields(s.type, s.fields, &seen)))"
        // `print` writes a set's members as an array's and a range by its ends (`1..<4`).
        case .set(let set) where !isShort: return debugDescription(.array(set.elements))
        case .range(let range) where range.isBounded: return rangeText(range, &seen)
        // `print(type(of: x))` writes the bare name; inside a collection it is qualified.
        case .metatype(let type): return typeName(type)
        case .int, .uint8, .float, .double, .bool, .optional, .array, .dictionary, .set, .range, .tuple, .instance, .function,
             .opaque, .void:
            return debugDescription(value)
        }
    }

    /// A REPL result (`$R0: Semaforo? = verde`): as the Swift REPL shows it, an optional is
    /// shown by what it holds, and the rest in the REPL's short form.
    public func resultDescription(_ value: Value) -> String {
        if case .optional(let wrapped) = value { return wrapped.map(resultDescription) ?? "nil" }
        return description(value)
    }

    /// What `debugPrint(value)` shows, and how values nested in others are written.
    public func debugDescription(_ value: Value) -> String {
        var seen = PrintWalk()
        return debugDescription(value, &seen)
    }

    /// `seen` holds the class instances being written: one that contains itself (a node whose
    /// `siguiente` is itself) is written the second time by name only, so printing always ends.
    private func debugDescription(_ value: Value, _ seen: inout PrintWalk) -> String {
        if value.text != nil {} else if let custom = customDescription?(value, true) { return custom }
        // A value nested thousands of levels deep (an `indirect` list built in a loop) is cut
        // short: written out whole, each level would copy all the text below it.
        guard seen.depth < PrintWalk.maxDepth else { return "…" }
        seen.depth += 1
        defer { seen.depth -= 1 }
        switch value {
        case .int(let number): return String(number)
        case .uint8(let number): return String(number)
        case .double(let number): return "\(number)"
        case .float(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return text.debugDescription
        case .substring(let piece): return piece.text.debugDescription
        case .optional(let wrapped):
            guard let wrapped else { return "nil" }
            return "Optional(\(debugDescription(wrapped, &seen)))"
        case .array(let elements):
            var parts: [String] = []
            // The REPL's own messages name a state in a line, not in megabytes; `print` writes all.
            let shown = isShort ? elements.prefix(PrintWalk.shortElements) : elements[...]
            for element in shown { parts.append(debugDescription(element, &seen)) }
            if shown.count < elements.count { parts.append(Msg.Run.moreElements(elements.count - shown.count)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            guard dictionary.count > 0 else { return "[:]" }
            var parts: [String] = []
            for (key, element) in dictionary.entries {
                parts.append(debugDescription(key, &seen) + ": " + debugDescription(element, &seen))
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .set(let set):
            return "Set(" + debugDescription(.array(set.elements), &seen) + ")"
        case .range(let range):
            return range.isBounded ? "\(range.typeName)(\(rangeText(range, &seen)))" : partialRangeText(range, &seen)
        case .tuple(let tuple):
            var parts: [String] = []
            for (label, element) in zip(tuple.labels, tuple.elements) {
                parts.append((label.map { "\($0): " } ?? "") + debugDescription(element, &seen))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .enumCase(let e):
            return isShort ? ".\(caseText(e, &seen))" : "\(qualified(e.type)).\(caseText(e, &seen))"
        case .structure(let s):
            if s.type.library != nil, let text = libraryText(value, debug: true, { inner in debugDescription(inner, &seen) }) {
                return text
            }
            let name = isShort ? s.type.name + genericSuffix(s.type, qualified: false) : qualified(s.type)
            return "\(name)(\(fields(s.type, s.fields, &seen)))"
        case .instance(let object):
            guard isShort else { return qualified(object.type) }
            let name = "\(object.type.name)#\(object.serial)"
            guard seen.instances.insert(ObjectIdentifier(object)).inserted else { return name }
            defer { seen.instances.remove(ObjectIdentifier(object)) }
            return "\(name)(\(fields(object.type, object.readableFields, &seen)))"
        case .function: return "(Function)"
        // Inside a collection, an optional or a tuple a type is written qualified: `[main.Libro, Swift.Int]`.
        case .metatype(let type): return isShort ? typeName(type) : genericArgumentName(type, qualified: true)
        case .opaque(let opaque): return isShort ? "…" : opaque.description
        case .void: return "()"
        }
    }

    /// `1..<4`: the ends as `print` writes them.
    private func rangeText(_ range: RangeValue, _ seen: inout PrintWalk) -> String {
        switch range.kind {
        case .halfOpen, .closed:
            return debugDescription(range.lower, &seen) + range.operatorSpelling + debugDescription(range.upper, &seen)
        case .from, .upTo, .through: return partialRangeText(range, &seen)
        }
    }

    /// A one-sided range has no `description` of its own: Swift writes its fields.
    private func partialRangeText(_ range: RangeValue, _ seen: inout PrintWalk) -> String {
        let bound = range.kind == .from ? range.lower : range.upper
        let field = range.kind == .from ? "lowerBound" : "upperBound"
        return "Swift.\(range.typeName)<\(swiftTypeName(bound))>(\(field): \(debugDescription(bound, &seen)))"
    }

    private func swiftTypeName(_ value: Value) -> String {
        switch value {
        case .int: return "Swift.Int"
        case .double: return "Swift.Double"
        case .string: return "Swift.String"
        case .substring: return "Swift.Substring"
        case .uint8: return "Swift.UInt8"
        case .float: return "Swift.Float"
        default: return "Swift.Int"
        }
    }

    public func qualified(_ type: TypeInfo) -> String {
        if type.library != nil || type.isLibraryResult, !moduleName.isEmpty {
            return "Swift.\(type.qualifiedName)" + genericSuffix(type, qualified: true)
        }
        return (moduleName.isEmpty ? type.qualifiedName : "\(moduleName).\(type.qualifiedName)") + genericSuffix(type, qualified: true)
    }

    func typeName(_ type: RuntimeType) -> String {
        switch type {
        case .nominal(let info) where info.library != nil || info.isLibraryResult: return info.name + genericSuffix(info, qualified: false)
        // `Caja<Int>`, `Array<Caja<Int>>`: a specialization of the program's is named with its arguments.
        // `print(type(of: libro))` of a nested `Biblioteca.Libro` writes `Libro`, as Swift does.
        case .nominal(let info): return (isShort ? info.qualifiedName : info.name) + genericSuffix(info, qualified: false)
        case .optional, .array, .dictionary, .set: return genericArgumentName(type, qualified: false)
        case .int, .double, .bool, .string, .range, .tuple, .function, .opaque:
            return type.displayName
        }
    }

    private func caseText(_ e: EnumValue, _ seen: inout PrintWalk) -> String {
        guard let info = e.caseInfo, info.hasPayload else { return e.caseName }
        // `Result<Void, Error>.success(())` prints `success()`: a lone `()` is no element.
        if e.payload.count == 1, info.payloadElements.first?.label == nil, e.payload[0].isEmptyTuple { return "\(e.caseName)()" }
        var parts: [String] = []
        for (index, element) in e.payload.enumerated() {
            let label = index < info.payloadElements.count ? info.payloadElements[index].label : nil
            parts.append((label.map { "\($0): " } ?? "") + debugDescription(element, &seen))
        }
        return "\(e.caseName)(\(parts.joined(separator: ", ")))"
    }

    private func fields(_ type: TypeInfo, _ values: [Value], _ seen: inout PrintWalk) -> String {
        var parts: [String] = []
        for (name, value) in zip(type.fieldNames, values) {
            parts.append("\(name): \(debugDescription(value, &seen))")
        }
        return parts.joined(separator: ", ")
    }
}

/// What a printing walk carries: the instances being written (a cycle is named, not followed)
/// and how deep it is.
struct PrintWalk {
    static let maxDepth = 400
    static let shortElements = 100
    var instances = Set<ObjectIdentifier>()
    var depth = 0
}

extension Value {
    /// `()`, however the run time carries it.
    var isEmptyTuple: Bool {
        if case .void = self { return true }
        if case .tuple(let t) = self { return t.elements.isEmpty }
        return false
    }
}
