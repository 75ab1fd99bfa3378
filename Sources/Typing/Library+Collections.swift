import Language
import Messages

/// The library's sequence and collection members with their types, as swiftc types them, for
/// arrays, sets, dictionaries (sequences of `(key:value:)` pairs), strings (of characters) and
/// ranges, and the library's own sequences (`ArraySlice`, `Substring`, `ReversedCollection`…).
extension Library {
    static func collectionMethod(_ name: String, on base: SwiftType, _ checker: TypeChecker, _ arguments: inout [Argument],
                                 hint: SwiftType?, at nameOffset: Int) -> SwiftType? {
        guard let element = element(of: base) else { return nil }
        func argument(_ index: Int, _ expected: SwiftType) {
            guard index < arguments.count else { return }
            checker.check(&arguments[index].value, against: expected, .argument)
        }
        func infer(_ index: Int) -> SwiftType {
            guard index < arguments.count else { return .unknown }
            return checker.infer(&arguments[index].value, nil)
        }
        func closure(_ index: Int, _ parameters: [SwiftType], _ result: SwiftType, mutatesFirst: Bool = false) -> SwiftType {
            guard index < arguments.count else { return .unknown }
            checker.closureMutatesFirstParameter = mutatesFirst
            defer { checker.closureMutatesFirstParameter = false }
            let type = checker.infer(&arguments[index].value, .function(parameters, result))
            if !mutatesFirst, checker.refusesWrittenParameters(arguments[index].value, type, taking: parameters) { return .unknown }
            if case .function(_, let produced) = type {
                checker.adaptFunction(&arguments[index].value, of: type, taking: parameters)
                return produced
            }
            return .unknown
        }
        // `tareas.sort()` of a type that is not Comparable: swiftc refuses it at the method's name.
        // Only of what the checker knows is not Comparable: a type of the program, a Bool, a tuple, an optional.
        func requireComparable(_ method: String) {
            switch element {
            // Collections are never `Comparable` (`[[1], [2]].sorted()`, the `ArraySlice`s of a split).
            case .nominal, .bool, .tuple, .optional, .array, .dictionary, .set, .range, .library: break
            case .int, .double, .string, .character, .substring, .unknown, .parameter, .void,
                 .function, .inoutParameter, .metatype, .opaque, .result, .never: return
            }
            guard !checker.isComparable(element) else { return }
            checker.report(Msg.Everyday.requiresConformance(kind: .method, method, element.spelling, "Comparable"), at: nameOffset)
        }
        // `tareas.sorted(by: <)` of a type that is not Comparable: no `<` takes two of them, and
        // swiftc says so at the operator.
        if ["sorted", "min", "max", "sort"].contains(name), let first = arguments.first, first.label == "by",
           case .identifier(let op) = first.value.kind, TypeChecker.comparisons.contains(op), let decl = checker.nominal(element),
           !checker.isComparable(element), decl.methods[op] == nil, checker.program.functions[op] == nil {
            checker.report(Msg.Typing.requiresComparable(op, decl.name), at: first.value.span.start)
            return name == "sort" ? .void : name == "sorted" ? .array(element) : .optional(element)
        }
        if let lazy = lazyMethod(name, on: base, element: element, checker, &arguments, at: nameOffset) { return lazy }
        let isPredicate = arguments.first.map { $0.label == "where" || $0.label == "by" || $0.value.isClosure } ?? false
        // `filter` keeps a set, a dictionary or a string what it was; the rest give an array.
        let sameKind: SwiftType = {
            switch base {
            case .set, .dictionary, .string, .array: return base
            case .substring: return .string
            default: return .array(element)
            }
        }()
        let slice = Self.slice(of: base) ?? .array(element)
        if case .array = likeItsBase(base) {
            // Arrays and their slices changed in place.
            switch name {
            case "popLast": return .optional(element)
            // A slice is its own subsequence: it can drop its first element (an array cannot).
            case "popFirst" where base != likeItsBase(base): return .optional(element)
            case "swapAt":
                argument(0, .int); argument(1, .int); return .void
            case "partition":
                _ = closure(0, [element], .bool); return .int
            case "sort":
                if !arguments.isEmpty { _ = closure(0, [element, element], .bool) } else { requireComparable("sort()") }
                return .void
            case "removeAll" where isPredicate:
                _ = closure(0, [element], .bool); return .void
            case "removeSubrange", "reverse", "shuffle":
                checker.inferLoose(&arguments); return .void
            // `notas.split(separator: 0)`, `xs.split { $0 < 0 }`: the pieces are slices of the array.
            case "split":
                for index in arguments.indices {
                    switch arguments[index].label {
                    case "separator": argument(index, element)
                    case "maxSplits": argument(index, .int)
                    case "omittingEmptySubsequences": argument(index, .bool)
                    default: _ = closure(index, [element], .bool)
                    }
                }
                return .array(.library(.arraySlice, [element]))
            case "append" where arguments.first?.label == "contentsOf", "insert" where arguments.first?.label == "contentsOf":
                if !arguments.isEmpty { checker.checkSequence(&arguments[0].value, of: element) }
                argument(1, .int)
                return .void
            default: break
            }
        }
        switch (base, name) {
        // Set algebra and updates.
        case (.set, "insert"):
            argument(0, element)
            return .tuple([.init(label: "inserted", type: .bool), .init(label: "memberAfterInsert", type: element)])
        case (.set, "remove"):
            argument(0, element); return .optional(element)
        // `update(with:)` answers the equal member it replaced; `removeFirst()` traps on an empty set.
        case (.set, "update") where arguments.count == 1 && arguments[0].label == "with":
            argument(0, element); return .optional(element)
        case (.set, "removeFirst") where arguments.isEmpty:
            return element
        case (.set, "popFirst") where arguments.isEmpty:
            return .optional(element)
        // The other operand is any sequence of the same elements (`a.union(["x"])` of a Set<Int> is refused).
        case (.set, "union"), (.set, "intersection"), (.set, "subtracting"), (.set, "symmetricDifference"):
            if !arguments.isEmpty { checker.checkSequence(&arguments[0].value, of: element) }
            return base
        case (.set, "formUnion"), (.set, "formIntersection"), (.set, "subtract"), (.set, "formSymmetricDifference"):
            if !arguments.isEmpty { checker.checkSequence(&arguments[0].value, of: element) }
            return .void
        case (.set, "removeAll"):
            checker.inferLoose(&arguments); return .void
        case (.set, "isSubset"), (.set, "isSuperset"), (.set, "isDisjoint"), (.set, "isStrictSubset"),
             (.set, "isStrictSuperset"):
            if !arguments.isEmpty { checker.checkSequence(&arguments[0].value, of: element) }
            return .bool
        // Dictionary updates.
        case (.dictionary(let key, let value), "mapValues"):
            return .dictionary(key, closure(0, [value], .unknown))
        // A closure that gives a value that is not optional keeps every entry (Swift wraps it).
        case (.dictionary(let key, let value), "compactMapValues"):
            let produced = closure(0, [value], .unknown)
            return .dictionary(key, produced.wrapped ?? produced)
        case (.dictionary(let key, let value), "updateValue"):
            argument(0, value); argument(1, key); return .optional(value)
        case (.dictionary(let key, let value), "removeValue"):
            argument(0, key); return .optional(value)
        case (.dictionary, "removeAll"), (.dictionary, "merge"):
            checker.inferLoose(&arguments); return .void
        case (.dictionary(let key, let value), "merging") where arguments.count == 2 && arguments[1].label == "uniquingKeysWith":
            // `a.merging(b) { $0 + $1 }`: a new dictionary; the closure decides a key both have.
            argument(0, .dictionary(key, value)); argument(1, .function([value, value], value))
            return .dictionary(key, value)
        // Strings.
        // `texto.split { !$0.isLetter }`: a closure (trailing or `whereSeparator:`) is the separator test.
        case (.string, "split"), (.substring, "split"):
            for index in arguments.indices {
                switch arguments[index].label {
                case "separator": _ = infer(index)
                case "maxSplits": argument(index, .int)
                case "omittingEmptySubsequences": argument(index, .bool)
                default: _ = closure(index, [.character], .bool)
                }
            }
            return .array(.substring)
        // A `Substring` has a `String`'s methods, and its indices are its string's.
        case (.string, "components"), (.substring, "components"):
            if arguments.isEmpty || !checker.checkCharacterSet(&arguments[0].value) { argument(0, .string) }
            return .array(.string)
        case (.string, "append"), (.substring, "append"):
            checker.inferLoose(&arguments); return .void
        case (.string, "removeAll") where arguments.first?.label == "where", (.substring, "removeAll") where arguments.first?.label == "where":
            _ = closure(0, [.character], .bool); return .void
        case (.string, "trimmingCharacters"), (.substring, "trimmingCharacters"):
            if !arguments.isEmpty, !checker.checkCharacterSet(&arguments[0].value) {
                checker.report(Msg.Syntax.notInSubset(Msg.Typing.characterSetNotNamed), at: arguments[0].value.span.start)
            }
            return .string
        case (.string, "replacingOccurrences"), (.substring, "replacingOccurrences"):
            checker.inferLoose(&arguments); return .string
        // Foundation's `range(of:)`: where the text first appears, as a range of the string's indices.
        case (.string, "range") where arguments.count == 1 && arguments[0].label == "of",
             (.substring, "range") where arguments.count == 1 && arguments[0].label == "of":
            argument(0, .string); return .optional(.range(stringIndex, closed: false))
        case (.string, "replacingCharacters") where arguments.count == 2:
            argument(0, .range(stringIndex, closed: false)); argument(1, .string); return .string
        case (.string, "replacing") where arguments.count == 2 && arguments[1].label == "with",
             (.substring, "replacing") where arguments.count == 2 && arguments[1].label == "with":
            argument(0, .string); argument(1, .string); return .string
        // `s.trimmingPrefix("> ")`, `s.trimmingPrefix { $0 == " " }`: a Substring of what is left.
        case (.string, "trimmingPrefix"), (.substring, "trimmingPrefix"):
            if isPredicate { _ = closure(0, [.character], .bool) } else { argument(0, .string) }
            return .substring
        case (.string, "padding"), (.substring, "padding"):
            argument(0, .int); argument(1, .string); argument(2, .int); return .string
        // An array's indices are its positions: `index(after:)` is the next one, unchecked, as in Swift.
        case (.array, "index") where arguments.count == 1 && ["after", "before"].contains(arguments[0].label),
             (.array, "index") where arguments.count == 2 && arguments[0].label == nil && arguments[1].label == "offsetBy":
            argument(0, .int); argument(1, .int); return .int
        // Room kept ahead changes nothing a program sees.
        case (.array, "reserveCapacity") where arguments.count == 1 && arguments[0].label == nil:
            argument(0, .int); return .void
        case (.array, "distance") where arguments.count == 2 && arguments[0].label == "from" && arguments[1].label == "to":
            argument(0, .int); argument(1, .int); return .int
        case (.string, "index"), (.substring, "index"):
            checker.inferLoose(&arguments)
            // `index(i, offsetBy: n, limitedBy: fin)` is nil past the limit.
            return arguments.contains { $0.label == "limitedBy" } ? .optional(stringIndex) : stringIndex
        case (.string, "firstIndex"), (.string, "lastIndex"), (.substring, "firstIndex"), (.substring, "lastIndex"):
            if isPredicate { _ = closure(0, [element], .bool) } else { argument(0, element) }
            return .optional(stringIndex)
        case (.string, "contains") where !isPredicate, (.substring, "contains") where !isPredicate:
            checker.inferLoose(&arguments); return .bool
        // Every sequence.
        case (_, "map"):
            // `let etiquetas: [String] = precios.map { $0 * 2 }`: the closure must give what the
            // array is expected to hold, and swiftc blames its body.
            if case .array(let expected)? = hint?.wrappedOrSelf, !expected.isUnknown, !expected.isOptional,
               arguments.first?.value.isClosure == true {
                return .array(closure(0, [element], expected))
            }
            return .array(closure(0, [element], .unknown))
        case (_, "compactMap"):
            let produced = closure(0, [element], .unknown)
            return .array(produced.wrapped ?? produced)
        case (_, "flatMap"):
            if let body = arguments.first?.value, checker.refusesFlatMapOfMixedLiterals(body, over: element, hint: hint) { return .unknown }
            let produced = closure(0, [element], .unknown)
            return .array(produced.wrapped ?? Library.element(of: produced) ?? .unknown)
        case (_, "filter"):
            _ = closure(0, [element], .bool); return sameKind
        case (_, "forEach"):
            _ = closure(0, [element], .void); return .void
        case (_, "reduce") where arguments.first?.label == "into" && arguments.count == 2:
            // `reduce(into: [:])` where the result's type is known (a `return`, a `let` with a type),
            // else the one the closure's use of it gives, as Swift infers it.
            // `{ (acc: inout [String: Int], d: Dir) in … }`: the type the closure writes, too.
            let initial = checker.infer(&arguments[0].value, hint ?? checker.writtenParameterType(arguments[1].value, at: 0)
                                        ?? emptyAccumulator(arguments, element: element, checker))
            _ = closure(1, [initial, element], .void, mutatesFirst: true)
            return initial
        case (_, "reduce") where arguments.count == 2:
            // `notas.reduce(0, +)` over Doubles: the literal takes the elements' type, as Swift infers it.
            // So over `Int32`s does an integer literal.
            let literal = checker.literals.kind(arguments[0].value)
            var literalHint = element.isFloatingPoint && literal != .none || element.isFixedInteger && literal == .integers ? element : nil
            // `cuentas.reduce(0) { $0 + $1.saldo }`: an integer literal is a Double when only
            // that makes the closure type, as Swift infers it.
            // Inside `print(…)` the hint is `Any`, which says nothing.
            let expected = hint.flatMap { $0.isUnknown ? nil : $0 }
            if expected == nil, literalHint == nil, checker.literals.kind(arguments[0].value) == .integers,
               arguments.count == 2, arguments[1].value.isClosure {
                func fits(_ type: SwiftType) -> Bool {
                    var trial = arguments[1].value
                    return checker.speculate { _ = checker.infer(&trial, .function([type, element], type)) }
                }
                if !fits(.int) { literalHint = [SwiftType.double, .float].first(where: fits) }
            }
            // `vectores.reduce(.cero, +)`: the implicit member is one of the elements' type.
            if expected == nil, literalHint == nil, case .implicitMember = arguments[0].value.kind { literalHint = element }
            // `matriz.reduce([], +)`: the empty array is of the elements' type, as `+` joins them.
            if expected == nil, literalHint == nil, case .arrayLiteral(let items) = arguments[0].value.kind, items.isEmpty,
               case .array = element { literalHint = element }
            let initial = checker.infer(&arguments[0].value, expected ?? literalHint)
            // `let suma: Int = numeros.reduce("", +)`: swiftc blames the initial value, and only it.
            if let expected, !expected.isOpaque, !initial.isUnknown, !initial.matches(expected) {
                checker.report(Msg.Typing.cannotConvert(initial.spelling, expected.spelling, place: .argument),
                               at: arguments[0].value.span.start)
                return expected
            }
            // `let total: Int = precios.reduce(0, +)` over Doubles: no library `+` takes an Int and a Double.
            // Over optionals (`textos.map { Int($0) }.reduce(0, +)`) neither: they must be unwrapped first.
            if case .identifier(let op) = arguments[1].value.kind, ["+", "-", "*", "/"].contains(op), initial != element,
               [initial, element].allSatisfy({ $0.isNumeric || $0 == .string })
                || (element.isOptional && (initial.isNumeric || initial == .string)),
               checker.program.functions[op] == nil {
                checker.report(Msg.Typing.noOperatorFor(op, initial.spelling, element.spelling), at: arguments[1].value.span.start)
                return initial
            }
            let before = checker.problems.count
            _ = closure(1, [initial, element], initial)
            checker.blamesReduceForClosureArity(since: before, arguments[1].value, .function([initial, element], initial), at: nameOffset)
            return initial
        case (_, "contains") where isPredicate:
            _ = closure(0, [element], .bool); return .bool
        case (_, "contains"):
            // `estanteria.contains(libro)` of a type that is not Equatable: only `contains(where:)`
            // is left, and swiftc asks for its label at the argument.
            if let first = arguments.first, checker.nominal(element) != nil, checker.lacksEquality(element) {
                _ = checker.infer(&arguments[0].value, element)
                checker.report(Msg.Typing.missingLabels(["where"]), at: first.value.span.start)
                return .bool
            }
            argument(0, element); return .bool
        case (_, "allSatisfy"):
            _ = closure(0, [element], .bool); return .bool
        case (_, "count") where isPredicate:
            _ = closure(0, [element], .bool); return .int
        case (_, "first") where isPredicate, (_, "last") where isPredicate:
            _ = closure(0, [element], .bool); return .optional(element)
        // A dictionary's and a set's indices are their own `Index` types, which lesson does not model.
        case (.dictionary, "firstIndex"), (.dictionary, "index"), (.set, "firstIndex"), (.set, "index"):
            checker.report(Msg.Run.libraryMemberOutsideSubset(name, of: base.spelling), at: nameOffset)
            checker.inferLoose(&arguments)
            return .unknown
        case (_, "firstIndex"), (_, "lastIndex"):
            if isPredicate { _ = closure(0, [element], .bool) } else { argument(0, element) }
            return .optional(.int)
        case (_, "sorted"):
            if !arguments.isEmpty { _ = closure(0, [element, element], .bool) } else { requireComparable("sorted()") }
            return .array(element)
        case (_, "min"), (_, "max"):
            if !arguments.isEmpty { _ = closure(0, [element, element], .bool) } else { requireComparable("\(name)()") }
            return .optional(element)
        case (_, "enumerated"):
            return .library(.enumerated, [base])
        case (_, "reversed"):
            return Self.reversed(base, element: element)
        case (_, "shuffled"):
            return .array(element)
        case (_, "randomElement"):
            return .optional(element)
        case (_, "elementsEqual"):
            argument(0, .unknown); return .bool
        case (_, "lexicographicallyPrecedes") where arguments.count == 1:
            requireComparable("lexicographicallyPrecedes(_:)")
            argument(0, .unknown); return .bool
        case (_, "prefix") where arguments.takeWhile, (_, "drop") where arguments.takeWhile:
            _ = closure(0, [element], .bool); return slice
        case (_, "prefix"), (_, "suffix"), (_, "dropFirst"), (_, "dropLast"):
            argument(0, .int); return slice
        default:
            return nil
        }
    }

    /// `xs.reduce(into: [:]) { $0[$1, default: 0] += 1 }`: the type of the empty accumulator
    /// that the closure types without an error (Int counts before Double sums, as a literal
    /// `0` is an Int); nil when the accumulator is not an empty literal or nothing fits.
    static func emptyAccumulator(_ arguments: [Argument], element: SwiftType, _ checker: TypeChecker) -> SwiftType? {
        guard !element.isUnknown else { return nil }
        let basics: [SwiftType] = [.int, .double, .string, .character, .bool]
        let candidates: [SwiftType]
        switch arguments[0].value.kind {
        case .dictionaryLiteral(let pairs) where pairs.isEmpty:
            let keys = [element] + basics.filter { $0 != element }
            let values = [.int, .double, .string, .array(element), .array(.string), .bool] as [SwiftType]
            candidates = keys.flatMap { key in values.map { SwiftType.dictionary(key, $0) } }
        case .arrayLiteral(let elements) where elements.isEmpty:
            candidates = ([element] + basics.filter { $0 != element }).map { SwiftType.array($0) }
        default:
            return nil
        }
        return candidates.first { candidate in
            var trial = arguments[1].value
            checker.closureMutatesFirstParameter = true
            defer { checker.closureMutatesFirstParameter = false }
            return checker.speculate { _ = checker.infer(&trial, .function([candidate, element], .void)) }
        }
    }

    /// `zip`, `stride`, `Array(…)`, `Set(…)`, `Dictionary(grouping:by:)`: nil for any other name.
    static func callCollectionFree(_ name: String, _ checker: TypeChecker, _ arguments: inout [Argument]) -> SwiftType? {
        switch name {
        case "zip" where arguments.count == 2:
            let first = checker.infer(&arguments[0].value, nil), second = checker.infer(&arguments[1].value, nil)
            return .library(.zip, [first, second])
        case "stride" where arguments.count == 3:
            let kinds = arguments.map { checker.literals.kind($0.value) }
            let bound: SwiftType
            if let typed = kinds.firstIndex(of: .none) {
                bound = checker.infer(&arguments[typed].value, nil)
                for index in arguments.indices where index != typed { checker.check(&arguments[index].value, against: bound, .argument) }
            } else {
                bound = kinds.contains(.withFloat) ? .double : .int
                for index in arguments.indices { checker.check(&arguments[index].value, against: bound, .argument) }
            }
            return .library(arguments[1].label == "through" ? .strideThrough : .strideTo, [bound])
        default:
            return nil
        }
    }

    /// `Array(s)`, `Set(xs)`, `Dictionary(grouping:by:)`, `[Int](…)`: the collection built.
    static func convertToCollection(_ type: SwiftType, _ checker: TypeChecker, _ arguments: inout [Argument],
                                    hint: SwiftType? = nil) -> SwiftType? {
        switch type {
        case .array(let element) where arguments.count == 2 && arguments[0].label == "repeating" && arguments[1].label == "count":
            // `Array(repeating: Array(repeating: 0, count: 4), count: 4)` is an `[[Int]]`.
            // The element the context expects (`let t: [[Ficha]] = Array(repeating: Array(repeating: .vacia, …), …)`).
            var expected = element
            if expected.isUnknown, case .array(let hinted)? = hint?.wrappedOrSelf, !hinted.isUnknown { expected = hinted }
            let repeated = expected.isUnknown ? checker.infer(&arguments[0].value, nil)
                : checker.check(&arguments[0].value, against: expected, .argument)
            checker.check(&arguments[1].value, against: .int, .argument)
            return .array(repeated)
        case .array(let element), .set(let element):
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            let source = checker.infer(&arguments[0].value, nil)
            let produced = element.isUnknown ? Library.element(of: source) ?? .unknown : element
            if case .set = type { return .set(produced) }
            return .array(produced)
        case .dictionary where arguments.first?.label == "grouping" && arguments.count == 2:
            let source = checker.infer(&arguments[0].value, nil)
            let element = Library.element(of: source) ?? .unknown
            let key = checker.infer(&arguments[1].value, .function([element], .unknown))
            guard case .function(_, let produced) = key else { return .dictionary(.unknown, .array(element)) }
            return .dictionary(produced, .array(element))
        case .dictionary where arguments.first?.label == "uniqueKeysWithValues" && arguments.count == 1,
             .dictionary where arguments.first?.label == nil && arguments.count == 2 && arguments[1].label == "uniquingKeysWith":
            // Pairs (key, value); values of a repeated key combined by the closure.
            let source = checker.infer(&arguments[0].value, nil)
            guard case .tuple(let pair)? = Library.element(of: source), pair.count == 2 else {
                checker.inferLoose(&arguments)
                return type
            }
            if arguments.count == 2 { checker.check(&arguments[1].value, against: .function([pair[1].type, pair[1].type], pair[1].type), .argument) }
            return .dictionary(pair[0].type, pair[1].type)
        case .dictionary:
            checker.inferLoose(&arguments)
            return type
        default:
            return nil
        }
    }
}
