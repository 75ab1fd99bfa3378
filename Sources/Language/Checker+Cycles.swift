import Messages

/// The cycles swiftc refuses before a program runs, found in one walk over the declarations:
/// a struct or enum that contains itself without `indirect`, static stored properties whose
/// initial values read each other. (Type alias cycles are the type checker's, in Typing.) Each declaration on a cycle
/// is reported (at the prompt the cycle may close in a later entry than it opened).
/// The type checker adds each unit it accepts (a model, then every entry typed at the prompt):
/// a unit costs what it declares, not what came before it.
public struct CycleCheck {
    private struct ValueType {
        var isEnum: Bool
        var isIndirect: Bool
        var nameOffset: Int
        /// What an instance holds inline: stored property types (struct), payloads (enum).
        var contents: [(type: TypeRef, offset: Int)] = []
    }

    /// The unit being added: offsets are in its source.
    private var source = SourceFile(path: "", text: "")
    private var current = -1
    /// What the unit being added declares: the cycles reported are those through these.
    private var newValueTypes: [String] = []
    private var newStatics: [String] = []
    private var aliases: [String: (type: TypeRef, context: [String])] = [:]
    private var valueTypes: [String: ValueType] = [:]
    private var otherTypes: Set<String> = []
    /// `Tipo.propiedad` → its initial value, the type it belongs to, where its name stands.
    private var statics: [String: (value: Expr, owner: [String], declared: TypeRef?, offset: Int, unit: Int)] = [:]
    /// Where each value type was declared (unit index): its problems are located there.
    private var typeUnits: [String: Int] = [:]
    /// What the last unit changed, to take it back.
    private var undo = Undo()

    public init() {}

    /// Adds the declarations of one more unit and answers the cycles through them, located in
    /// its source. `takeBackLast` undoes it (the entry was refused, or failed when it ran).
    public mutating func add(_ unit: SourceUnit, source: SourceFile) -> [Diagnostic] {
        self.source = source
        current += 1
        newValueTypes = []
        newStatics = []
        undo = Undo()
        collect(unit.statements.compactMap(\.declarationForCycles), in: [])
        let problems = valueTypeProblems() + staticProblems()
        return problems.filter { $0.unit == current }.sorted { $0.problem.offset < $1.problem.offset }.map {
            Diagnostic($0.problem.message, at: source.location(of: $0.problem.offset))
        }
    }

    public mutating func takeBackLast() {
        undo.valueTypes.restore(&valueTypes)
        undo.aliases.restore(&aliases)
        undo.statics.restore(&statics)
        undo.typeUnits.restore(&typeUnits)
        otherTypes.subtract(undo.otherTypes)
        current -= 1
        undo = Undo()
    }

    // MARK: - Collection

    /// A dictionary's entries as they were before the unit being added changed them.
    private struct Saved<Value> {
        var old: [String: Value?] = [:]
        mutating func keep(_ key: String, of dictionary: [String: Value]) {
            if old[key] == nil { old[key] = .some(dictionary[key]) }
        }
        func restore(_ dictionary: inout [String: Value]) {
            for (key, value) in old { dictionary[key] = value }
        }
    }

    private struct Undo {
        var valueTypes = Saved<ValueType>()
        var aliases = Saved<(type: TypeRef, context: [String])>()
        var statics = Saved<(value: Expr, owner: [String], declared: TypeRef?, offset: Int, unit: Int)>()
        var typeUnits = Saved<Int>()
        var otherTypes: [String] = []
    }

    private mutating func setValueType(_ key: String, _ change: (inout ValueType?) -> Void) {
        undo.valueTypes.keep(key, of: valueTypes)
        change(&valueTypes[key])
    }

    /// A value type the unit declares: its entry, its unit, and a name whose cycles it reports.
    private mutating func declare(_ key: String, _ value: ValueType) {
        setValueType(key) { $0 = value }
        undo.typeUnits.keep(key, of: typeUnits)
        typeUnits[key] = current
        newValueTypes.append(key)
    }

    private mutating func collect(_ decls: [Decl], in path: [String]) {
        for decl in decls {
            switch decl {
            case .enumDecl(let e):
                let inner = path + [e.name]
                declare(name(inner), ValueType(isEnum: true, isIndirect: e.isIndirect, nameOffset: offset(of: e.name, from: e.span.start)))
                collect(e.members, in: inner)
            case .structDecl(let s):
                let inner = path + [s.name]
                declare(name(inner), ValueType(isEnum: false, isIndirect: false, nameOffset: offset(of: s.name, from: s.span.start)))
                collect(s.members, in: inner)
            case .classDecl(let c):
                if otherTypes.insert(name(path + [c.name])).inserted { undo.otherTypes.append(name(path + [c.name])) }
                collect(c.members, in: path + [c.name])
            case .extensionDecl(let ext):
                guard case .named(let extended, _) = ext.extendedType.kind else { continue }
                collect(ext.members, in: extended)
            case .typeAlias(let alias):
                undo.aliases.keep(name(path + [alias.name]), of: aliases)
                aliases[name(path + [alias.name])] = (alias.type, path)
            case .protocolDecl(let p):
                if otherTypes.insert(name(path + [p.name])).inserted { undo.otherTypes.append(name(path + [p.name])) }
            case .enumCase(let c):
                for element in c.elements {
                    for payload in element.payload ?? [] where !c.isIndirect {
                        setValueType(name(path)) { $0?.contents.append((payload.type, element.span.start)) }
                    }
                }
            case .variable(let v):
                guard let property = v.name, v.getter == nil else { continue }
                let at = offset(of: property, from: v.span.start)
                if v.isStatic {
                    if let value = v.initializer {
                        undo.statics.keep(name(path + [property]), of: statics)
                        statics[name(path + [property])] = (value, path, v.type, at, current)
                        newStatics.append(name(path + [property]))
                    }
                } else if let type = v.type, valueTypes[name(path)]?.isEnum == false {
                    setValueType(name(path)) { $0?.contents.append((type, at)) }
                }
            case .function, .initializer:
                continue
            }
        }
    }

    private func name(_ path: [String]) -> String { path.joined(separator: ".") }

    /// Where `word` first appears as a whole name at or after `start` (swiftc points at the
    /// declared name: the `a` of `var a`, not the one inside `var`).
    private func offset(of word: String, from start: Int) -> Int {
        let bytes = Array(word.utf8), text = source.utf8
        guard !bytes.isEmpty, start >= 0 else { return start }
        func isNamePart(_ index: Int) -> Bool {
            guard index >= 0, index < text.count else { return false }
            let byte = text[index]
            return byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7a)
        }
        var index = start
        while index + bytes.count <= text.count, index < start + 4096 {
            if text[index] == bytes[0], Array(text[index..<index + bytes.count]) == bytes,
               !isNamePart(index - 1), !isNamePart(index + bytes.count) { return index }
            index += 1
        }
        return start
    }

    /// A written path seen from inside `context`: the innermost declaration wins.
    private func resolve(_ path: [String], from context: [String]) -> String? {
        var scope = context
        while true {
            let candidate = name(scope + path)
            if aliases[candidate] != nil || valueTypes[candidate] != nil || otherTypes.contains(candidate) { return candidate }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }

    /// Named types a written type mentions, with whether each is held inline (not behind an
    /// array, dictionary or function, which store their elements elsewhere).
    private func mentions(_ type: TypeRef, inline: Bool = true) -> [(path: [String], inline: Bool)] {
        switch type.kind {
        case .named(let path, let generics):
            let held = inline && (path == ["Optional"] || generics.isEmpty)
            return [(path, inline)] + generics.flatMap { mentions($0, inline: held && path == ["Optional"]) }
        case .optional(let wrapped): return mentions(wrapped, inline: inline)
        case .array(let element): return mentions(element, inline: false)
        case .dictionary(let key, let value): return mentions(key, inline: false) + mentions(value, inline: false)
        case .tuple(let elements): return elements.flatMap { mentions($0.type, inline: inline) }
        case .function(let parameters, let result):
            return (parameters + [result]).flatMap { mentions($0, inline: false) }
        }
    }

    // MARK: - Cycles

    /// Every node on a cycle of `edges`, by depth-first search with an explicit stack.
    private func nodesOnCycles(_ nodes: [String], _ edges: (String) -> [String]) -> Set<String> {
        var onCycle = Set<String>()
        for start in nodes {
            // Does `start` reach itself? A bounded walk: each node is expanded once.
            var seen = Set<String>(), stack = edges(start)
            while let node = stack.popLast() {
                if node == start { onCycle.insert(start); break }
                guard seen.insert(node).inserted else { continue }
                stack += edges(node)
            }
        }
        return onCycle
    }

    private func valueTypeProblems() -> [(problem: Problem, unit: Int)] {
        var problems: [(problem: Problem, unit: Int)] = []
        let names = newValueTypes.sorted()
        let context: (String) -> [String] = { $0.split(separator: ".").map(String.init) }
        // The value types a type holds inline, looking through aliases.
        func held(_ type: TypeRef, from owner: String) -> [String] {
            var result: [String] = [], pending = [(type, context(owner))], expanded = Set<String>()
            while let (next, scope) = pending.popLast() {
                for mention in mentions(next) where mention.inline {
                    guard let found = resolve(mention.path, from: scope) else { continue }
                    if let alias = aliases[found] {
                        if expanded.insert(found).inserted { pending.append((alias.type, alias.context)) }
                    } else if let value = valueTypes[found], !value.isIndirect {
                        result.append(found)
                    }
                }
            }
            return result
        }
        let edges: (String) -> [String] = { owner in
            valueTypes[owner]?.contents.flatMap { held($0.type, from: owner) } ?? []
        }
        let cyclic = nodesOnCycles(names, edges)
        for owner in names where cyclic.contains(owner) {
            let info = valueTypes[owner]!
            if info.isEnum {
                problems.append((Problem(offset: info.nameOffset, message: Msg.Check.recursiveEnum(owner)), typeUnits[owner] ?? 0))
                continue
            }
            // swiftc points at the stored property through which the struct contains itself.
            let reaching = info.contents.first { content in
                held(content.type, from: owner).contains { $0 == owner || reaches(from: $0, to: owner, edges) }
            }
            problems.append((Problem(offset: reaching?.offset ?? info.nameOffset, message: Msg.Check.recursiveStruct(owner)),
                             typeUnits[owner] ?? 0))
        }
        return problems
    }

    private func reaches(from start: String, to target: String, _ edges: (String) -> [String]) -> Bool {
        var seen = Set<String>(), stack = [start]
        while let node = stack.popLast() {
            if node == target { return true }
            guard seen.insert(node).inserted else { continue }
            stack += edges(node)
        }
        return false
    }

    private func staticProblems() -> [(problem: Problem, unit: Int)] {
        var problems: [(problem: Problem, unit: Int)] = []
        let cyclic = nodesOnCycles(newStatics) { property in
            guard let entry = statics[property] else { return [] }
            var found: [String] = []
            references(in: entry.value, owner: entry.owner, declared: entry.declared, into: &found)
            return found.filter { statics[$0] != nil }
        }
        for property in newStatics where cyclic.contains(property) {
            let entry = statics[property]!
            problems.append((Problem(offset: entry.offset, message: Msg.Check.circularStatic(property)), entry.unit))
        }
        return problems
    }

    /// Static properties an initial value reads: `T.x`, `Self.x`, a bare `x` of its own type,
    /// `.x` of its declared type. Closures are not entered: their bodies run later, if at all.
    private func references(in expression: Expr, owner: [String], declared: TypeRef?, into found: inout [String]) {
        var pending = [expression]
        while let next = pending.popLast() {
            switch next.kind {
            case .identifier(let property): found.append(name(owner + [property]))
            case .implicitMember(let property):
                if case .named(let path, _)? = declared?.kind, let type = resolve(path, from: owner) {
                    found.append(type + "." + property)
                }
            case .member(let base, let property):
                switch base.kind {
                case .identifier("Self"), .selfExpression: found.append(name(owner + [property]))
                case .identifier(let type):
                    if let resolved = resolve([type], from: owner) { found.append(resolved + "." + property) }
                case .typeExpression(let ref):
                    if case .named(let path, _) = ref.kind, let resolved = resolve(path, from: owner) {
                        found.append(resolved + "." + property)
                    }
                default: pending.append(base)
                }
            case .closure: continue
            case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
                pending.append(callee)
                pending += arguments.map(\.value)
            case .tuple(let arguments): pending += arguments.map(\.value)
            case .arrayLiteral(let elements): pending += elements
            case .dictionaryLiteral(let pairs): pending += pairs.flatMap { [$0.key, $0.value] }
            case .stringLiteral(let segments):
                for case .interpolation(let inner) in segments { pending.append(inner) }
            case .prefix(_, let inner), .bindOptional(let inner), .optionalEvaluation(let inner), .forceUnwrap(let inner),
                 .inoutArgument(let inner), .cast(let inner, _, _), .isType(let inner, _), .injectIntoOptional(let inner),
                 .overload(let inner, _, _), .tryExpression(let inner, _), .staticType(let inner, _):
                pending.append(inner)
            case .binary(_, let a, let b), .nilCoalescing(let a, let b), .range(let a, let b, _),
                 .assignment(_, let a, let b):
                pending += [a, b]
            case .ternary(let a, let b, let c): pending += [a, b, c]
            case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .selfExpression, .typeExpression:
                continue
            }
        }
    }
}

extension Stmt {
    fileprivate var declarationForCycles: Decl? {
        if case .declaration(let decl) = kind { return decl }
        return nil
    }
}
