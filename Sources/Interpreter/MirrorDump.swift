/// `dump(x)`: the value's mirror as the library writes it, one line a node — `▿` for a node with
/// children, `-` for a leaf, `▹` where `maxDepth` stops — each named by its label and summed up as
/// Swift's `_dumpPrint` does: containers by their count, then a `debugDescription`, a
/// `description`, the qualified type name (`main.Estado.reproduciendo`). Class instances are
/// numbered in the order met (`main.Nodo #0`); one met again is named by its number only.
struct MirrorDump {
    let printer: ValuePrinter
    var maxDepth: Int
    var itemsLeft: Int
    private var numbers: [ObjectIdentifier: Int] = [:]
    private(set) var text = ""

    init(printer: ValuePrinter, maxDepth: Int, maxItems: Int) {
        self.printer = printer
        self.maxDepth = maxDepth
        self.itemsLeft = maxItems
    }

    /// One node and, depth allowing, its children.
    mutating func dump(_ value: Value, name: String?, indent: Int, depth: Int, isFirst: Bool = false) {
        guard itemsLeft > 0 else { return }
        itemsLeft -= 1
        let node = Node(value)
        let levelsLeft = maxDepth - depth
        text += String(repeating: " ", count: indent)
        // As the library decides it, by the value's own children (a superclass part is not one).
        text += isFirst && levelsLeft <= 0 ? "▹" : node.children.isEmpty ? "-" : levelsLeft <= 0 ? "▹" : "▿"
        text += " "
        if let name { text += name + ": " }
        text += summary(value, node)
        if case .instance(let object) = value {
            let identity = ObjectIdentifier(object)
            if let number = numbers[identity] {
                text += " #\(number)\n"
                return
            }
            numbers[identity] = numbers.count
            text += " #\(numbers[identity]!)"
        }
        text += "\n"
        guard levelsLeft > 0 else { return }
        if let superclass = node.superclass { dumpSuperclass(superclass, indent: indent + 2, depth: depth + 1) }
        for (index, child) in node.children.enumerated() {
            guard itemsLeft > 0 else {
                let remainder = node.children.count - index
                text += String(repeating: " ", count: indent + 4)
                text += "(\(remainder)\(index > 0 ? " more" : "") \(remainder == 1 ? "child" : "children"))\n"
                return
            }
            dump(child.value, name: child.name, indent: indent + 2, depth: depth + 1)
        }
    }

    /// `▿ super: main.Base`, with the fields the superclass declares.
    private mutating func dumpSuperclass(_ part: Node.Superclass, indent: Int, depth: Int) {
        guard itemsLeft > 0 else { return }
        itemsLeft -= 1
        let levelsLeft = maxDepth - depth
        text += String(repeating: " ", count: indent)
        text += part.children.isEmpty ? "-" : levelsLeft <= 0 ? "▹" : "▿"
        text += " super: " + printer.qualified(part.type) + "\n"
        guard levelsLeft > 0 else { return }
        if let parent = part.parent { dumpSuperclass(parent, indent: indent + 2, depth: depth + 1) }
        for child in part.children {
            dump(child.value, name: child.name, indent: indent + 2, depth: depth + 1)
        }
    }

    /// What the line says of the value after its name.
    private func summary(_ value: Value, _ node: Node) -> String {
        func counted(_ count: Int, _ one: String, _ many: String) -> String { count == 1 ? "1 \(one)" : "\(count) \(many)" }
        switch value {
        case .tuple: return node.children.count == 1 ? "(1 element)" : "(\(node.children.count) elements)"
        case .array: return counted(node.children.count, "element", "elements")
        case .dictionary: return counted(node.children.count, "key/value pair", "key/value pairs")
        case .set: return counted(node.children.count, "member", "members")
        case .enumCase, .structure, .instance:
            if let custom = printer.customDescription?(value, true) { return custom }
        case .int, .uint8, .fixed, .scalar, .float, .double, .bool, .string, .substring, .optional, .range, .function, .metatype,
             .opaque, .void:
            break
        }
        switch value {
        case .enumCase(let e): return printer.qualified(e.type) + "." + e.caseName
        case .structure(let s) where s.type.library == nil: return printer.qualified(s.type)
        case .instance(let object): return printer.qualified(object.type)
        default: return printer.debugDescription(value)
        }
    }
}

/// A value's mirror: its children, named as `Mirror` names them, and a class's superclass part.
private struct Node {
    final class Superclass {
        let type: TypeInfo
        let children: [(name: String?, value: Value)]
        let parent: Superclass?
        init(type: TypeInfo, children: [(name: String?, value: Value)], parent: Superclass?) {
            self.type = type; self.children = children; self.parent = parent
        }
    }

    var children: [(name: String?, value: Value)] = []
    var superclass: Superclass?

    init(_ value: Value) {
        switch value {
        case .optional(let wrapped?): children = [("some", wrapped)]
        case .array(let elements): children = elements.map { (nil, $0) }
        case .set(let set): children = set.elements.map { (nil, $0) }
        case .dictionary(let dictionary):
            children = dictionary.entries.map { key, element in
                (nil, .tuple(TupleValue(labels: ["key", "value"], elements: [key, element])))
            }
        case .tuple(let tuple):
            children = zip(tuple.labels, tuple.elements).enumerated().map { index, pair in (pair.0 ?? ".\(index)", pair.1) }
        case .range(let range):
            switch range.kind {
            case .halfOpen, .closed: children = [("lowerBound", range.lower), ("upperBound", range.upper)]
            case .from: children = [("lowerBound", range.lower)]
            case .upTo, .through: children = [("upperBound", range.upper)]
            }
        case .enumCase(let e):
            guard let info = e.caseInfo, info.hasPayload else { return }
            let labels = e.payload.indices.map { $0 < info.payloadElements.count ? info.payloadElements[$0].label : nil }
            // One payload without a label is the child itself; any other is a tuple of them.
            if e.payload.count == 1, labels[0] == nil {
                children = [(e.caseName, e.payload[0])]
            } else {
                children = [(e.caseName, .tuple(TupleValue(labels: labels, elements: e.payload)))]
            }
        case .structure(let s) where s.type.library == nil:
            children = zip(s.type.fieldNames, s.fields).map { ($0, $1) }
        case .instance(let object):
            let fields = object.readableFields
            let own = Self.ownFields(object.type)
            children = zip(object.type.fieldNames, fields).suffix(own).map { ($0, $1) }
            superclass = Self.superclassPart(object.type.superclass, fields)
        case .optional(nil), .int, .uint8, .fixed, .scalar, .float, .double, .bool, .string, .substring, .structure, .function,
             .metatype, .opaque, .void:
            return
        }
    }

    /// How many of a class's fields it declares itself (its superclass's come first).
    private static func ownFields(_ type: TypeInfo) -> Int {
        type.fieldNames.count - (type.superclass?.fieldNames.count ?? 0)
    }

    private static func superclassPart(_ type: TypeInfo?, _ fields: [Value]) -> Superclass? {
        guard let type else { return nil }
        let mine = Array(zip(type.fieldNames, fields.prefix(type.fieldNames.count)).suffix(ownFields(type)))
            .map { (name: Optional($0), value: $1) }
        return Superclass(type: type, children: mine, parent: superclassPart(type.superclass, fields))
    }
}
