import Language
import Messages

/// What only one kind of collection has: a set's algebra, a dictionary's updates, a string's
/// splitting and trimming, an array's in-place changes.
extension Builtins {
    static func collectionMethod(_ call: SequenceCall) throws -> Value? {
        // Told apart before the method runs: a `switch` over the base would hold its storage
        // while a method changes it in place, and each change would copy it.
        switch CollectionKind(call.base) {
        case .set: return try setMethod(call)
        case .dictionary: return try dictionaryMethod(call)
        case .text:
            switch call.base {
            case .string(let text): return try stringMethod(call, text, start: 0)
            case .substring(let piece): return try stringMethod(call, piece.text, start: piece.start)
            default: return nil
            }
        case .array: return try arrayMethod(call)
        case .range:
            guard case .range(let range) = call.base else { return nil }
            return try rangeMethod(call, range)
        case .other: return nil
        }
    }

    private enum CollectionKind {
        case set, dictionary, text, array, range, other

        init(_ value: Value) {
            switch value {
            case .set: self = .set
            case .dictionary: self = .dictionary
            case .string, .substring: self = .text
            case .array: self = .array
            case .structure where value.arraySlice != nil: self = .array
            case .range: self = .range
            default: self = .other
            }
        }
    }

    /// `overlaps` and `clamped(to:)` of a range with two ends, by its bounds' own order.
    private static func rangeMethod(_ call: SequenceCall, _ range: RangeValue) throws -> Value? {
        guard range.isBounded, call.name == "overlaps" || call.name == "clamped" else { return nil }
        let interpreter = call.interpreter
        guard case .range(let other) = try call.argument(0), other.isBounded else { throw call.unknown() }
        func less(_ a: Value, _ b: Value) throws -> Bool { try interpreter.ordered(a, b, span: call.span) }
        func isEmpty(_ r: RangeValue) throws -> Bool { try r.kind == .halfOpen && !less(r.lower, r.upper) }
        if call.name == "overlaps" {
            // As the library decides it: a half-open end touching the other's start does not overlap.
            let disjoint = try isEmpty(range) || isEmpty(other)
                || (range.kind == .halfOpen ? !(try less(other.lower, range.upper)) : try less(range.upper, other.lower))
                || (other.kind == .halfOpen ? !(try less(range.lower, other.upper)) : try less(other.upper, range.lower))
            return .bool(!disjoint)
        }
        // clamped(to:): each end moved inside the limits.
        var lower = try less(range.lower, other.lower) ? other.lower : range.lower
        if try less(other.upper, lower) { lower = other.upper }
        var upper = try less(other.upper, range.upper) ? other.upper : range.upper
        if try less(upper, other.lower) { upper = other.lower }
        return .range(RangeValue(lower: lower, upper: upper, kind: range.kind))
    }

    private static func setMethod(_ call: SequenceCall) throws -> Value? {
        // Read anew where needed, not held: `insert` changes the set in place (see `collectionMethod`).
        func members() -> SetValue { if case .set(let set) = call.base { return set }; return SetValue() }
        func other() throws -> [Value] { try call.interpreter.sequenceElements(try call.argument(0), call.span) }
        func mutateSet(_ change: (inout SetValue) throws -> Value) throws -> Value {
            try call.mutate { stored in
                guard case .set(var members) = stored else { throw call.unknown() }
                stored = .void
                defer { stored = .set(members) }
                return try change(&members)
            }
        }
        let elementType = members().elements.first.flatMap(call.interpreter.runtimeType(of:))
        switch call.name {
        case "insert":
            let member = try call.argument(0, expected: elementType)
            return try mutateSet { members in
                let existing = members.insert(member)
                return .tuple(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(existing == nil), existing ?? member]))
            }
        case "remove":
            let member = try call.argument(0, expected: elementType)
            return try mutateSet { .optional($0.remove(member)) }
        case "update":
            let member = try call.argument(0, expected: elementType)
            return try mutateSet { .optional($0.update(with: member)) }
        case "removeFirst", "popFirst":
            if members().elements.isEmpty, call.name == "removeFirst" { throw call.interpreter.error(Msg.Run.emptyCollection, call.span) }
            return try mutateSet { members in
                let removed = members.elements.first.flatMap { members.remove($0) }
                return call.name == "popFirst" ? .optional(removed) : removed ?? .void
            }
        case "removeAll":
            return try mutateSet { $0 = SetValue(); return .void }
        case "formUnion", "formIntersection", "subtract", "formSymmetricDifference":
            let others = SetValue(try other())
            return try mutateSet { members in
                members = combine(call.name, members, others)
                return .void
            }
        case "union", "intersection", "subtracting", "symmetricDifference":
            return .set(combine(call.name, members(), SetValue(try other())))
        case "isSubset", "isSuperset", "isDisjoint", "isStrictSubset", "isStrictSuperset":
            let others = SetValue(try other())
            let set = members()
            switch call.name {
            case "isSubset": return .bool(set.elements.allSatisfy(others.contains))
            case "isSuperset": return .bool(others.elements.allSatisfy(set.contains))
            case "isStrictSubset": return .bool(set.count < others.count && set.elements.allSatisfy(others.contains))
            case "isStrictSuperset": return .bool(others.count < set.count && others.elements.allSatisfy(set.contains))
            default: return .bool(!set.elements.contains(where: others.contains))
            }
        default:
            return nil
        }
    }

    private static func combine(_ name: String, _ a: SetValue, _ b: SetValue) -> SetValue {
        switch name {
        case "union", "formUnion": return SetValue(a.elements + b.elements)
        case "intersection", "formIntersection": return SetValue(a.elements.filter(b.contains))
        case "subtracting", "subtract": return SetValue(a.elements.filter { !b.contains($0) })
        default: return SetValue(a.elements.filter { !b.contains($0) } + b.elements.filter { !a.contains($0) })
        }
    }

    private static func dictionaryMethod(_ call: SequenceCall) throws -> Value? {
        // Read anew where needed, not held: `updateValue` changes it in place (see `collectionMethod`).
        func entries() -> DictionaryValue { if case .dictionary(let dictionary) = call.base { return dictionary }; return DictionaryValue() }
        let interpreter = call.interpreter
        func mutateDictionary(_ change: (inout DictionaryValue) throws -> Value) throws -> Value {
            try call.mutate { stored in
                guard case .dictionary(var entries) = stored else { throw call.unknown() }
                stored = .void
                defer { stored = .dictionary(entries) }
                return try change(&entries)
            }
        }
        /// `updateValue` and `removeValue`: the entry set (or removed, for nil), answering the old value.
        func replaceEntry(_ key: Value, with value: Value?) throws -> Value {
            try mutateDictionary { entries in
                let old = entries[key]
                entries[key] = value
                return .optional(old)
            }
        }
        let keyType = entries().keys.first.flatMap(interpreter.runtimeType(of:))
        let valueType = entries().values.first.flatMap(interpreter.runtimeType(of:))
        switch call.name {
        case "mapValues", "compactMapValues":
            let transform = try call.argument(0)
            var result = DictionaryValue()
            for (key, value) in entries().entries {
                let produced = try call.call(transform, value)
                if call.name == "compactMapValues" {
                    if case .optional(let wrapped) = produced { result[key] = wrapped } else { result[key] = produced }
                } else {
                    result[key] = produced
                }
            }
            return .dictionary(result)
        case "updateValue":
            let value = try call.argument(0, expected: valueType)
            return try replaceEntry(try call.argument(1, expected: keyType), with: value)
        case "removeValue":
            return try replaceEntry(try call.argument(0, expected: keyType), with: nil)
        case "removeAll":
            return try mutateDictionary { $0 = DictionaryValue(); return .void }
        case "merging":
            // As `merge`, on a copy: each entry of the other in its order, the closure for a key both have.
            guard case .dictionary(var entries) = call.base else { return nil }
            let others = try interpreter.sequenceElements(try call.argument(0), call.span)
            let resolve = try call.argument(1)
            for case .tuple(let pair) in others where pair.elements.count == 2 {
                let key = pair.elements[0]
                entries[key] = try entries[key].map { try call.call(resolve, $0, pair.elements[1]) } ?? pair.elements[1]
            }
            return .dictionary(entries)
        case "merge":
            let others = try interpreter.sequenceElements(try call.argument(0), call.span)
            let resolve = try call.argument(1)
            return try mutateDictionary { entries in
                for case .tuple(let pair) in others where pair.elements.count == 2 {
                    let key = pair.elements[0]
                    entries[key] = try entries[key].map { try call.call(resolve, $0, pair.elements[1]) } ?? pair.elements[1]
                }
                return .void
            }
        default:
            return nil
        }
    }

    /// `removeFirst(n)` / `removeLast(n)`'s `n`, nil for the forms that remove one element.
    static func removalCount(_ call: SequenceCall) throws -> Int? {
        call.arguments.isEmpty ? nil : try call.argument(0).asInt
    }

    /// `removeFirst` or `removeLast` (by `call`'s name) of any elements, with or without a count,
    /// trapping as Swift does when there are too few: the element removed, nil when counted.
    static func removeEnd<Elements: RangeReplaceableCollection & BidirectionalCollection>(
        of elements: inout Elements, _ count: Int?, _ call: SequenceCall
    ) throws -> Elements.Element? {
        guard elements.count >= (count ?? 1), (count ?? 0) >= 0 else { throw call.interpreter.error(Msg.Run.emptyCollection, call.span) }
        let atEnd = call.name == "removeLast"
        guard let count else { return atEnd ? elements.removeLast() : elements.removeFirst() }
        if atEnd { elements.removeLast(count) } else { elements.removeFirst(count) }
        return nil
    }

    /// An array's or an array slice's changes in place; a slice's indices are its array's.
    /// `xs.split(separator: 0)`, `xs.split(maxSplits: 1) { $0 < 0 }`: slices keeping the indices
    /// of the array they are cut from, as Swift's.
    private static func splitArray(_ call: SequenceCall, _ elementType: RuntimeType?) throws -> Value? {
        guard let (elements, start) = call.base.arraySlice ?? call.base.arrayElements.map({ ($0, 0) }) else { return nil }
        var maxSplits = Int.max, keepEmpty = false
        if let index = call.labelled("maxSplits"), case .int(let most) = try call.argument(index) {
            guard most >= 0 else { throw call.interpreter.error(Msg.Run.negativeMaxSplits, call.span) }
            maxSplits = most
        }
        if let index = call.labelled("omittingEmptySubsequences"), case .bool(false) = try call.argument(index) { keepEmpty = true }
        let isSeparator: (Value) throws -> Bool
        if let index = call.labelled("separator") {
            let separator = try call.argument(index, expected: elementType)
            isSeparator = { valuesEqual($0, separator, depth: 0) }
        } else {
            let options: Set<String?> = ["maxSplits", "omittingEmptySubsequences"]
            guard let test = call.arguments.firstIndex(where: { !options.contains($0.label) }) else { return nil }
            let predicate = try call.argument(test)
            isSeparator = { try call.test(predicate, $0) }
        }
        let pieces = try elements.indices.split(maxSplits: maxSplits, omittingEmptySubsequences: !keepEmpty) {
            try isSeparator(elements[$0])
        }
        return .array(pieces.map {
            call.interpreter.libraryValue(.arraySlice, [.array(Array(elements[$0])), .int(start + $0.lowerBound)])
        })
    }

    private static func arrayMethod(_ call: SequenceCall) throws -> Value? {
        let interpreter = call.interpreter
        let span = call.span
        func mutateArray(_ start: SliceStart = .kept, _ change: (inout [Value]) throws -> Value) throws -> Value {
            try call.mutate { stored in
                try interpreter.changeElements(&stored, start: start, span: span, otherwise: call.unknown(), change)
            }
        }
        let sliceStart = call.base.arraySlice?.start
        // An index as the call writes it, and where it lies among the elements.
        func position(_ index: Int) -> Int { index - (sliceStart ?? 0) }
        func outOfRange(_ index: Int, _ elements: [Value]) -> RuntimeError {
            interpreter.indexOutOfRange(index, start: sliceStart, count: elements.count, span: span)
        }
        let elementType = (call.base.arrayElements ?? call.base.arraySlice?.elements)?.first.flatMap(interpreter.runtimeType(of:))
        switch call.name {
        case "split":
            return try splitArray(call, elementType)
        case "append" where call.arguments.first?.label == nil:
            let element = try call.argument(0, expected: elementType)
            return try mutateArray { $0.append(element); return .void }
        case "insert" where call.arguments.first?.label == nil:
            let element = try call.argument(0, expected: elementType)
            guard case .int(let index) = try call.argument(1) else { throw call.unknown() }
            return try mutateArray { elements in
                guard (0...elements.count).contains(position(index)) else { throw outOfRange(index, elements) }
                elements.insert(element, at: position(index))
                return .void
            }
        case "remove" where call.arguments.first?.label == "at":
            guard case .int(let index) = try call.argument(0) else { throw call.unknown() }
            return try mutateArray { elements in
                guard elements.indices.contains(position(index)) else { throw outOfRange(index, elements) }
                return elements.remove(at: position(index))
            }
        case "removeAll" where !call.isPredicate:
            return try mutateArray(.reset) { $0.removeAll(); return .void }
        case "popLast":
            return try mutateArray { .optional($0.popLast()) }
        case "popFirst" where sliceStart != nil:
            return try mutateArray(.movedByRemovedFront) { .optional($0.isEmpty ? nil : $0.removeFirst()) }
        case "removeLast", "removeFirst":
            let count = try removalCount(call)
            return try mutateArray(call.name == "removeFirst" ? .movedByRemovedFront : .kept) { try removeEnd(of: &$0, count, call) ?? .void }
        case "removeAll" where call.isPredicate:
            let predicate = try call.argument(0)
            return try mutateArray { elements in
                elements = try elements.filter { try !call.test(predicate, $0) }
                return .void
            }
        // Positions, unchecked against the elements (as Swift's), trapping only on overflow.
        case "index" where call.arguments.count <= 2:
            guard case .int(let position) = try call.argument(0) else { throw call.unknown() }
            let step: Int
            switch call.arguments.last?.label {
            case "after"?: step = 1
            case "before"?: step = -1
            default:
                guard case .int(let offset) = try call.argument(1) else { throw call.unknown() }
                step = offset
            }
            let (result, overflow) = position.addingReportingOverflow(step)
            if overflow { throw interpreter.error(Msg.Run.overflow, span) }
            return .int(result)
        case "reserveCapacity" where call.arguments.count == 1:
            _ = try call.argument(0)
            return .void
        case "distance" where call.arguments.count == 2:
            guard case .int(let from) = try call.argument(0), case .int(let to) = try call.argument(1) else { throw call.unknown() }
            let (result, overflow) = to.subtractingReportingOverflow(from)
            if overflow { throw interpreter.error(Msg.Run.overflow, span) }
            return .int(result)
        case "swapAt":
            guard case .int(let i) = try call.argument(0), case .int(let j) = try call.argument(1) else { throw call.unknown() }
            return try mutateArray { elements in
                guard elements.indices.contains(position(i)), elements.indices.contains(position(j)) else {
                    throw interpreter.error(Msg.Run.swapOutOfRange, span)
                }
                elements.swapAt(position(i), position(j))
                return .void
            }
        case "sort":
            let order: Value? = call.arguments.isEmpty ? nil : try call.argument(0)
            return try mutateArray { elements in
                try elements.sort { a, b in
                    try order.map { try call.call($0, a, b).asBool == true } ?? interpreter.ordered(a, b, span: span)
                }
                return .void
            }
        // Swift's own walk: from both ends, swapping each misplaced pair, so the order left in
        // each part is the library's.
        case "partition" where call.arguments.count == 1:
            let belongsInSecond = try call.argument(0)
            return try mutateArray { elements in
                var low = elements.startIndex, high = elements.endIndex
                while true {
                    while true {
                        guard low < high else { return .int(low) }
                        if try call.test(belongsInSecond, elements[low]) { break }
                        low += 1
                    }
                    while true {
                        high -= 1
                        guard low < high else { return .int(low) }
                        if try !call.test(belongsInSecond, elements[high]) { break }
                    }
                    elements.swapAt(low, high)
                    low += 1
                }
            }
        case "reverse":
            return try mutateArray { $0.reverse(); return .void }
        case "shuffle":
            return try mutateArray { $0.shuffle(); return .void }
        case "removeSubrange":
            guard case .range(let range) = try call.argument(0) else { throw call.unknown() }
            return try mutateArray { elements in
                elements.removeSubrange(try interpreter.slicePositions(range, count: elements.count, start: sliceStart ?? 0, span: span))
                return .void
            }
        case "replaceSubrange" where call.arguments.count == 2 && call.arguments[1].label == "with":
            guard case .range(let range) = try call.argument(0) else { throw call.unknown() }
            let replacement = try interpreter.sequenceElements(try call.argument(1), span)
            return try mutateArray { elements in
                let positions = try interpreter.slicePositions(range, count: elements.count, start: sliceStart ?? 0, span: span)
                elements.replaceSubrange(positions, with: replacement)
                return .void
            }
        case "insert" where call.arguments.first?.label == "contentsOf":
            let more = try interpreter.sequenceElements(try call.argument(0), span)
            guard case .int(let index) = try call.argument(1) else { throw call.unknown() }
            return try mutateArray { elements in
                guard (0...elements.count).contains(position(index)) else { throw outOfRange(index, elements) }
                elements.insert(contentsOf: more, at: position(index))
                return .void
            }
        case "append" where call.arguments.first?.label == "contentsOf":
            let more = try interpreter.sequenceElements(try call.argument(0), span)
            return try mutateArray { $0 += more; return .void }
        default:
            return nil
        }
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let found = rest.range(of: target) {
            result += rest[..<found.lowerBound] + replacement
            rest = rest[found.upperBound...]
        }
        return result + rest
    }
}
