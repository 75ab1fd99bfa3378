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
    /// True when the thread running the program is short of stack: a value nested too deep
    /// to write natively is cut there. Set by the interpreter, whose guard knows the stack.
    public var isStackNearLimit: (() -> Bool)?

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
        var seen = PrintWalk()
        return description(value, &seen)
    }

    /// `print`'s text, and whether it is whole: a value nested deeper than the stack allows is
    /// written with `…` where it was cut.
    public func checkedDescription(_ value: Value, debug: Bool = false) -> (text: String, isWhole: Bool) {
        var seen = PrintWalk()
        let text = debug ? debugDescription(value, &seen) : description(value, &seen)
        return (text, !seen.wasCut)
    }

    private func description(_ value: Value, _ seen: inout PrintWalk) -> String {
        if let custom = customDescription?(value, false) { return custom }
        switch value {
        // The REPL's form is what the learner reads: a string is quoted and escaped, as the
        // Swift REPL shows it (`$R0: String = "dos"`); `print` keeps the plain text.
        case .string(let text): return isShort ? text.debugDescription : text
        case .substring(let piece): return isShort ? piece.text.debugDescription : piece.text
        case .scalar(let scalar): return isShort ? scalar.debugDescription : String(scalar)
        case .enumCase(let e): return caseText(e, &seen)
        case .structure(let s):
            if s.type.library != nil, let text = libraryText(value, debug: false, debugDescription) { return text }
            return "\(s.type.name)\(genericSuffix(s.type, qualified: false))(\(fields(s.type, s.fields, &seen)))"
        // `print` writes a set's members as an array's and a range by its ends (`1..<4`).
        case .set(let set) where !isShort: return debugDescription(.array(set.elements), &seen)
        case .range(let range) where range.isBounded: return rangeText(range, &seen)
        // `print(type(of: x))` writes the bare name; inside a collection it is qualified.
        case .metatype(let type): return typeName(type)
        case .int, .uint8, .fixed, .float, .double, .bool, .optional, .array, .dictionary, .set, .range, .tuple, .instance, .function,
             .opaque, .void:
            return debugDescription(value, &seen)
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
    func debugDescription(_ value: Value, _ seen: inout PrintWalk) -> String {
        var text = ""
        write(value, into: &text, &seen)
        return text
    }

    /// Appends the debug form of `value` to `out`: one buffer for the whole walk, so a value
    /// nested thousands of levels deep (an `indirect` list built in a loop) is written in
    /// linear time instead of copying the text below each level into the level above.
    private func write(_ value: Value, into out: inout String, _ seen: inout PrintWalk) {
        if value.text != nil {} else if let custom = customDescription?(value, true) { return out += custom }
        // Deeper than the stack allows, the rest is marked cut, never left out in silence:
        // `describeChecked` turns the mark into an error (the compiled program crashes there).
        if seen.depth % PrintWalk.stackCheckInterval == 0, seen.depth >= PrintWalk.maxDepth || (isStackNearLimit?() ?? false) {
            seen.wasCut = true
            return out += "…"
        }
        seen.depth += 1
        defer { seen.depth -= 1 }
        switch value {
        case .int(let number): out += String(number)
        case .uint8(let number): out += String(number)
        case .fixed(let fixed): out += fixed.description
        // `print([u])` writes its debug form (`"\u{00F1}"` for `ñ`); `print(u)`, the scalar.
        case .scalar(let scalar): out += scalar.debugDescription
        case .double(let number): out += "\(number)"
        case .float(let number): out += "\(number)"
        case .bool(let flag): out += flag ? "true" : "false"
        case .string(let text): out += text.debugDescription
        case .substring(let piece): out += piece.text.debugDescription
        case .optional(let wrapped):
            guard let wrapped else { return out += "nil" }
            out += "Optional("
            write(wrapped, into: &out, &seen)
            out += ")"
        case .array(let elements):
            // The REPL's own messages name a state in a line, not in megabytes; `print` writes all.
            let shown = isShort ? elements.prefix(PrintWalk.shortElements) : elements[...]
            out += "["
            for (index, element) in shown.enumerated() {
                if index > 0 { out += ", " }
                write(element, into: &out, &seen)
            }
            if shown.count < elements.count { out += ", " + Msg.Run.moreElements(elements.count - shown.count) }
            out += "]"
        case .dictionary(let dictionary):
            guard dictionary.count > 0 else { return out += "[:]" }
            out += "["
            for (index, (key, element)) in dictionary.entries.enumerated() {
                if index > 0 { out += ", " }
                write(key, into: &out, &seen)
                out += ": "
                write(element, into: &out, &seen)
            }
            out += "]"
        case .set(let set):
            out += "Set("
            write(.array(set.elements), into: &out, &seen)
            out += ")"
        case .range(let range):
            out += range.isBounded ? "\(range.typeName)(\(rangeText(range, &seen)))" : partialRangeText(range, &seen)
        case .tuple(let tuple):
            out += "("
            for (index, (label, element)) in zip(tuple.labels, tuple.elements).enumerated() {
                if index > 0 { out += ", " }
                if let label { out += label + ": " }
                write(element, into: &out, &seen)
            }
            out += ")"
        case .enumCase(let e):
            out += isShort ? "." : qualified(e.type) + "."
            writeCase(e, into: &out, &seen)
        case .structure(let s):
            if s.type.library != nil, let text = libraryText(value, debug: true, { inner in debugDescription(inner, &seen) }) {
                return out += text
            }
            out += isShort ? s.type.name + genericSuffix(s.type, qualified: false) : qualified(s.type)
            out += "("
            writeFields(s.type, s.fields, into: &out, &seen)
            out += ")"
        case .instance(let object):
            guard isShort else { return out += qualified(object.type) }
            let name = "\(object.type.name)#\(object.serial)"
            out += name
            guard seen.instances.insert(ObjectIdentifier(object)).inserted else { return }
            defer { seen.instances.remove(ObjectIdentifier(object)) }
            out += "("
            writeFields(object.type, object.readableFields, into: &out, &seen)
            out += ")"
        case .function(let function): out += function.keyPath ?? "(Function)"
        // Inside a collection, an optional or a tuple a type is written qualified: `[main.Libro, Swift.Int]`.
        case .metatype(let type): out += isShort ? typeName(type) : genericArgumentName(type, qualified: true)
        case .opaque(let opaque): out += isShort ? "…" : opaque.description
        case .void: out += "()"
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
        case .fixed(let fixed): return "Swift." + fixed.width.rawValue
        case .scalar: return "Swift.Unicode.Scalar"
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
        var text = ""
        writeCase(e, into: &text, &seen)
        return text
    }

    private func writeCase(_ e: EnumValue, into out: inout String, _ seen: inout PrintWalk) {
        out += e.caseName
        guard let info = e.caseInfo, info.hasPayload else { return }
        // `Result<Void, Error>.success(())` prints `success()`: a lone `()` is no element.
        if e.payload.count == 1, info.payloadElements.first?.label == nil, e.payload[0].isEmptyTuple { return out += "()" }
        out += "("
        for (index, element) in e.payload.enumerated() {
            if index > 0 { out += ", " }
            if index < info.payloadElements.count, let label = info.payloadElements[index].label { out += label + ": " }
            write(element, into: &out, &seen)
        }
        out += ")"
    }

    private func fields(_ type: TypeInfo, _ values: [Value], _ seen: inout PrintWalk) -> String {
        var text = ""
        writeFields(type, values, into: &text, &seen)
        return text
    }

    private func writeFields(_ type: TypeInfo, _ values: [Value], into out: inout String, _ seen: inout PrintWalk) {
        for (index, (name, value)) in zip(type.fieldNames, values).enumerated() {
            if index > 0 { out += ", " }
            out += name + ": "
            write(value, into: &out, &seen)
        }
    }
}

/// What a printing walk carries: the instances being written (a cycle is named, not followed)
/// and how deep it is.
struct PrintWalk {
    /// Past the stack, a bound of its own: a thread the interpreter did not enter has no guard.
    static let maxDepth = 100_000
    /// Measuring the stack costs a little: it is asked every so many levels.
    static let stackCheckInterval = 32
    static let shortElements = 100
    var instances = Set<ObjectIdentifier>()
    var depth = 0
    /// Some part was too deep to write and stands as `…`.
    var wasCut = false
}

extension Value {
    /// `()`, however the run time carries it.
    var isEmptyTuple: Bool {
        if case .void = self { return true }
        if case .tuple(let t) = self { return t.elements.isEmpty }
        return false
    }
}
