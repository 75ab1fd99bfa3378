import Language
import Messages

/// The standard library as the checker knows it: the members the interpreter runs, with their
/// types. A member missing here is not refused (the checker has no opinion on it); the
/// interpreter says at run time that it is outside the subset.
enum Library {
    static let freeFunctions: Set<String> = [
        "print", "debugPrint", "min", "max", "abs", "fatalError", "precondition", "preconditionFailure", "assert",
        "assertionFailure", "type", "stride", "zip", "repeatElement", "sequence", "withAnimation", "dump", "swap",
        "readLine", "isKnownUniquelyReferenced", "Task", "Date", "UUID", "Set", "Result", "Array", "Dictionary",
        "Optional", "String", "Int", "Double", "Bool", "Character", "Float", "sleep", "exit",
        // Operators used as functions: `reduce(0, +)`, `sorted(by: >)`.
        "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||", "&+", "&-", "&*", "&", "|", "^",
    ]
    /// `type(of: zoo)` of an `[Animal]` holding a `Perro`: a collection (or an optional) is of
    /// the type it was declared with, not of its elements' classes; the value cannot tell it.
    static func classContainerRef(_ type: SwiftType, _ checker: TypeChecker) -> TypeRef? {
        func holdsClass(_ type: SwiftType) -> Bool {
            switch type {
            case .array(let element), .set(let element), .optional(let element): return holdsClass(element)
            case .dictionary(let key, let value): return holdsClass(key) || holdsClass(value)
            case .nominal: return checker.nominal(type)?.kind == .classType
            default: return false
            }
        }
        switch type {
        case .array, .set, .optional, .dictionary: return holdsClass(type) ? type.runTimeTypeRef : nil
        default: return nil
        }
    }


    /// Types of the standard library and Foundation that a learner meets and lesson does not
    /// model: named as such, not as names that do not exist.
    static let unmodelledTypes: Set<String> = [
        "Unicode", "UTF8", "UTF16", "CharacterSet", "NumberFormatter", "DateFormatter", "Calendar", "Locale",
        "DispatchQueue", "Timer", "JSONEncoder", "JSONDecoder", "FileManager", "ProcessInfo", "NSString", "Decimal",
        "IndexSet", "OptionSet", "KeyPath", "AnyHashable", "ObjectIdentifier", "Mirror", "Float80", "StaticString",
        "Measurement", "NSRegularExpression", "Regex", "AttributedString", "Bundle", "URLSession", "NotificationCenter",
        "AnyIterator", "AnySequence", "AnyCollection", "IndexingIterator",
        "DateComponents", "TimeZone", "URLRequest", "UserDefaults", "NSNumber", "Scanner", "NSLock", "DispatchGroup",
        "DispatchSemaphore", "DispatchTime", "OperationQueue", "Thread", "RunLoop", "NSError", "JSONSerialization",
        "DateInterval", "ISO8601DateFormatter", "NSArray", "NSDictionary", "NSSet", "NSMutableArray", "NSMutableString",
        "NSRange", "NSCountedSet", "PropertyListEncoder", "PropertyListDecoder", "NSPredicate", "Process",
    ]
    /// Library types a program may name as a type (`var enlace: URL?`), which lesson carries
    /// without looking inside, but whose values it never makes.
    static let carriedNotBuilt: Set<String> = ["URL", "Data", "Duration"]
    /// The library's protocols a learner writes as a type (`some CustomStringConvertible`).
    static let protocols: Set<String> = [
        "CustomStringConvertible", "CustomDebugStringConvertible", "Equatable", "Hashable", "Comparable", "Identifiable",
        "CaseIterable", "Sendable", "Codable", "Encodable", "Decodable",
    ]
    /// Every library protocol the checker names, those above and the ones lesson takes only by
    /// name (a learner may try to extend `Collection`).
    static let allProtocols: Set<String> = protocols.union([
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "StringProtocol", "Numeric", "AdditiveArithmetic", "BinaryInteger",
        "SignedInteger", "UnsignedInteger", "FixedWidthInteger", "SignedNumeric", "FloatingPoint", "BinaryFloatingPoint",
        "Strideable", "RawRepresentable", "OptionSet", "SetAlgebra", "IteratorProtocol",
    ])
    /// Members every value of the program's types has (`hashValue`…); `debugDescription` is
    /// only a `CustomDebugStringConvertible`'s, which declares it.
    static let anyValueMembers: Set<String> = ["hashValue", "self"]
    static let optionalMethods: Set<String> = ["map", "flatMap"]
    /// A text's views of its code units (`s.utf8`), which lesson does not run.
    static let textViews: Set<String> = ["utf8", "utf16", "unicodeScalars", "utf8CString"]

    /// Library methods that change the value they are called on.
    /// Methods of the library's types that take no arguments at all, in every overload.
    static let nullaryMethods: Set<String> = [
        "toggle", "uppercased", "lowercased", "reversed", "reverse", "shuffled", "shuffle", "popLast", "popFirst",
        "enumerated", "randomElement", "negate",
    ]

    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse",
        "shuffle", "swapAt", "toggle", "negate", "formUnion", "updateValue", "removeValue", "formIntersection",
        "subtract", "formSymmetricDifference", "merge", "removeSubrange", "reserveCapacity", "partition",
    ]

    static func callFree(_ name: String, _ checker: TypeChecker, _ arguments: inout [Argument], hint: SwiftType?,
                         callee: Int) -> SwiftType {
        if let collection = callCollectionFree(name, checker, &arguments) { return collection }
        switch name {
        case "type" where arguments.count == 1 && arguments[0].label == "of":
            // Its value is named by the type the checker knows, when the value does not tell it
            // all (a Substring is carried as text, an empty array holds no element to look at).
            if case .staticType(let inner, _) = arguments[0].value.kind { arguments[0].value = inner }
            let type = checker.infer(&arguments[0].value, nil)
            if case .range = type { return .metatype(type) }  // the value tells a one-sided range
            if let ref = dictionaryView(arguments[0].value, checker) ?? type.libraryTypeRef ?? classContainerRef(type, checker) {
                arguments[0].value = Expr(.staticType(arguments[0].value, ref), span: arguments[0].value.span)
            }
            return .metatype(type)
        // `Optional(true)` is a `Bool?`: `init(_ some:)`, the value wrapped.
        case "Optional" where arguments.count == 1 && arguments[0].label == nil:
            let wrapped = checker.infer(&arguments[0].value, hint?.wrapped)
            return wrapped.isUnknown || wrapped.isOptional ? .unknown : .optional(wrapped)
        case "print", "debugPrint":
            for index in arguments.indices {
                checker.inferShown(&arguments[index].value)
                checker.reportAmbiguousResult(arguments[index].value)
            }
            return .void
        case "dump":
            // `dump(x, name:indent:maxDepth:maxItems:)` gives `x` back.
            var subject: SwiftType = .unknown
            for index in arguments.indices {
                switch arguments[index].label {
                case nil: subject = checker.infer(&arguments[index].value, hint)
                case "name": checker.check(&arguments[index].value, against: .optional(.string), .argument)
                default: checker.check(&arguments[index].value, against: .int, .argument)
                }
            }
            return subject
        case "fatalError", "preconditionFailure":
            checker.inferLoose(&arguments)
            return .never
        case "precondition", "assert":
            if !arguments.isEmpty { checker.checkCondition(&arguments[0].value) }
            for index in arguments.indices.dropFirst() { _ = checker.infer(&arguments[index].value, nil) }
            return .void
        case "pow" where checker.program.importsFoundation && arguments.count == 2 && reportsPowerOutsideDouble(checker, &arguments, callee: callee, hint: hint):
            return .unknown
        case _ where checker.program.importsFoundation && FoundationMath.arity[name] == arguments.count:
            // `sqrt(lado)` of a Float is Foundation's Float overload.
            let type: SwiftType = arguments.contains { checker.quietType($0.value) == .float } ? .float : .double
            for index in arguments.indices { checker.check(&arguments[index].value, against: type, .argument) }
            return type
        // `sequence(first:next:)` and `repeatElement(_:count:)` give library types lesson does not model
        // (`UnfoldSequence`, `Repeated`): said where they are called, not taken for unknown names.
        case "sequence", "repeatElement":
            checker.report(Msg.Typing.libraryTypeNotInSubset(name), at: callee)
            checker.inferLoose(&arguments)
            return .unknown
        case _ where (name == "min" || name == "max") && reportMixedExtremes(checker, &arguments, callee: callee):
            return .unknown
        case "min", "max", "abs":
            // Typed once each: the first argument that is not a literal gives the type.
            let kinds = arguments.map { checker.literals.kind($0.value) }
            let common: SwiftType
            if let first = kinds.firstIndex(of: .none) {
                common = checker.infer(&arguments[first].value, hint)
                for index in arguments.indices where index != first {
                    checker.check(&arguments[index].value, against: common, .argument)
                }
            } else {
                common = hint.flatMap(checker.numericBase) ?? (kinds.contains(.withFloat) ? .double : .int)
                for index in arguments.indices { _ = checker.infer(&arguments[index].value, common) }
            }
            return common
        default:
            checker.inferLoose(&arguments)
            return .unknown
        }
    }

    /// `d.keys`, `d.values`: typed as arrays, named as Swift names their own types (`Keys`).
    static func dictionaryView(_ expression: Expr, _ checker: TypeChecker) -> TypeRef? {
        guard case .member(let base, let name) = expression.kind, name == "keys" || name == "values",
              case .dictionary = checker.quietType(base) else { return nil }
        return TypeRef(.named(path: [name == "keys" ? "Keys" : "Values"], generics: []), span: .none)
    }

    /// `String(x)`, `Int("42")`, `Double(3)`, `[Int]()`.
    static func convert(to type: SwiftType, _ checker: TypeChecker, _ arguments: inout [Argument], callStart: Int? = nil,
                        hint: SwiftType? = nil) -> SwiftType {
        if let collection = convertToCollection(type, checker, &arguments, hint: hint) { return collection }
        if type == .unicodeScalar { return constructScalar(checker, &arguments) }
        var argumentType: SwiftType = .unknown
        if type == .string, arguments.count == 1, arguments[0].label == "describing" || arguments[0].label == "reflecting" {
            checker.inferShown(&arguments[0].value)
            return .string
        }
        if type == .string, arguments.first?.label == "format", let callStart,
           !checker.program.importsFoundation, !checker.program.importsUnknownModules {
            checker.report(Msg.Typing.needsFoundation("String(format:)"), at: callStart)
            checker.inferLoose(&arguments)
            return .string
        }
        if type == .int || type.isFloatingPoint || type.isFixedInteger, arguments.count == 1, arguments[0].label == "exactly" {
            // `Int(exactly: 3.5)`: nil unless the number converts without losing anything.
            _ = checker.infer(&arguments[0].value, nil)
            return .optional(type)
        }
        if type.isInteger, arguments.count == 1, arguments[0].label == "clamping" || arguments[0].label == "truncatingIfNeeded" {
            // `Int8(clamping: 300)`: any integer, made to fit.
            _ = checker.infer(&arguments[0].value, nil)
            return type
        }
        if arguments.count == 1, arguments[0].label == nil {
            // `UInt8(300)`, `Int8(-1)`: swiftc gives the literal the type, and refuses one it cannot hold.
            argumentType = checker.infer(&arguments[0].value, type.isFixedInteger && isIntegerLiteral(arguments[0].value) ? type : nil)
        } else if type == .int, arguments.count == 2, arguments[0].label == nil, arguments[1].label == "radix" {
            // `Int("101", radix: 2)`: an `Int?`, as from any text.
            argumentType = checker.infer(&arguments[0].value, nil)
            checker.check(&arguments[1].value, against: .int, .argument)
        } else {
            checker.inferLoose(&arguments)
        }
        switch type {
        case .int, .double, .uint8, .float, .opaque where type.isNumeric:
            if argumentType == .string || argumentType == .substring || argumentType == .character { return .optional(type) }
            // `Int(x)` of something the checker does not know may be an `Int?`: it says nothing.
            if argumentType.isUnknown, arguments.count == 1 { return .unknown }
            return type
        case .bool:
            return argumentType == .string || argumentType == .substring ? .optional(.bool) : .bool
        case .string:
            if let callStart, checker.cannotBeText(argumentType) { checker.report(Msg.Typing.stringOfValue(argumentType.spelling), at: callStart) }
            return type
        default:
            return type
        }
    }

    /// `300`, `-1`.
    private static func isIntegerLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .integerLiteral: return true
        case .prefix("-", let inner): if case .integerLiteral = inner.kind { return true }; return false
        default: return false
        }
    }

    static func staticMember(_ name: String, of type: SwiftType) -> SwiftType? {
        switch (type, name) {
        case (.int, "max"), (.int, "min"), (.int, "zero"), (.int, "bitWidth"): return .int
        case (.opaque, "max") where type.isFixedInteger, (.opaque, "min") where type.isFixedInteger,
             (.opaque, "zero") where type.isFixedInteger: return type
        case (.double, "pi"), (.double, "infinity"), (.double, "zero"), (.double, "nan"),
             (.double, "greatestFiniteMagnitude"), (.double, "ulpOfOne"), (.double, "leastNonzeroMagnitude"),
             (.double, "leastNormalMagnitude"): return .double
        case (.float, "pi"), (.float, "infinity"), (.float, "zero"), (.float, "nan"),
             (.float, "greatestFiniteMagnitude"), (.float, "ulpOfOne"), (.float, "leastNonzeroMagnitude"),
             (.float, "leastNormalMagnitude"): return .float
        case (.opaque("Date"), "now"), (.opaque("Date"), "distantPast"), (.opaque("Date"), "distantFuture"):
            return .opaque("Date")
        default: return nil
        }
    }

    /// The library type, out of a contextual type (its optionals looked through), whose static
    /// member `.name` is: `Double` for `.pi` where a `Double?` is expected.
    static func staticMemberBase(_ name: String, of hint: SwiftType?) -> SwiftType? {
        guard var base = hint, name != "none" else { return nil }
        while let wrapped = base.wrapped { base = wrapped }
        return staticMember(name, of: base) == nil ? nil : base
    }

    static func callStatic(_ name: String, of type: SwiftType, _ checker: TypeChecker, _ arguments: inout [Argument]) -> SwiftType {
        checker.inferLoose(&arguments)
        switch (type, name) {
        case (.int, "random"): return .int
        case (.double, "random"): return .double
        case (.float, "random"): return .float
        case (.bool, "random"): return .bool
        default: return .unknown
        }
    }

    static func property(_ name: String, of type: SwiftType) -> SwiftType? {
        if let collection = collectionProperty(name, of: type) { return collection }
        switch (likeItsBase(type), name) {
        case (_, "description"), (_, "debugDescription"): return .string
        case (_, "hashValue"): return .int
        case (.array, "count"), (.string, "count"), (.dictionary, "count"): return .int
        case (.array, "isEmpty"), (.string, "isEmpty"), (.dictionary, "isEmpty"), (.range, "isEmpty"): return .bool
        case (.array(let element), "first"), (.array(let element), "last"): return .optional(element)
        case (.array, "indices"): return .range(.int, closed: false)
        case (.character, "uppercased"), (.character, "lowercased"): return nil
        case (.array, "startIndex"), (.array, "endIndex"): return .int
        case (.string, "first"), (.string, "last"): return .optional(.character)
        case (.string, "capitalized"): return .string
        case (.dictionary(let key, _), "keys"): return .array(key)
        case (.dictionary(_, let value), "values"): return .array(value)
        case (.int, "magnitude"): return .opaque("UInt")
        case (.double, "magnitude"): return .double
        case (.float, "magnitude"): return .float
        case (.double, "isNaN"), (.double, "isInfinite"), (.double, "isFinite"), (.double, "isZero"),
             (.float, "isNaN"), (.float, "isInfinite"), (.float, "isFinite"), (.float, "isZero"): return .bool
        case (.bool, "toggle"): return nil
        case (.character, "isLetter"), (.character, "isNumber"), (.character, "isUppercase"), (.character, "isLowercase"),
             (.character, "isWhitespace"): return .bool
        case (.range(let bound, _), "lowerBound"), (.range(let bound, _), "upperBound"): return bound
        default: return nil
        }
    }

    static func callMethod(_ name: String, on base: SwiftType, _ checker: TypeChecker, _ arguments: inout [Argument],
                           hint: SwiftType?, at nameOffset: Int) -> SwiftType {
        func argument(_ index: Int, _ expected: SwiftType) {
            guard index < arguments.count else { return }
            checker.check(&arguments[index].value, against: expected, .argument)
        }
        // What goes into an array outlives the call: a closure appended escapes.
        func kept(_ index: Int, _ expected: SwiftType) {
            guard index < arguments.count else { return }
            checker.escaping(arguments[index].value) { argument(index, expected) }
        }
        func closure(_ index: Int, _ parameters: [SwiftType], _ result: SwiftType) -> SwiftType {
            guard index < arguments.count else { return .unknown }
            let type = checker.infer(&arguments[index].value, .function(parameters, result))
            if case .function(_, let produced) = type { return produced }
            return .unknown
        }
        // Every sequence's members (arrays', sets', strings'…) first; what is left is one type's own.
        if let collection = collectionMethod(name, on: base, checker, &arguments, hint: hint, at: nameOffset) { return collection }
        switch (likeItsBase(base), name) {
        case (.array(let element), "append") where arguments.first?.label == nil:
            kept(0, element); return .void
        case (.array(let element), "insert"):
            kept(0, element); argument(1, .int); return .void
        case (.array(let element), "remove"):
            argument(0, .int); return element
        case (.array(let element), "removeLast"), (.array(let element), "removeFirst"):
            // `removeFirst(2)` removes them and gives nothing back.
            if arguments.isEmpty { return element }
            argument(0, .int); return .void
        case (.string, "removeLast"), (.string, "removeFirst"):
            if arguments.isEmpty { return .character }
            argument(0, .int); return .void
        case (.string, "popLast"): return .optional(.character)
        case (.string, "remove"):
            argument(0, stringIndex); return .character
        case (.string, "insert") where arguments.first?.label == "contentsOf":
            argument(0, .string); argument(1, stringIndex); return .void
        case (.string, "insert"):
            argument(0, .character); argument(1, stringIndex); return .void
        case (.array, "removeAll"):
            checker.inferLoose(&arguments); return .void
        case (.array(.array(let inner)), "joined"):
            // `[[1, 2], [3]].joined()`: the elements of each array, one after another.
            if !arguments.isEmpty { argument(0, .array(inner)) }
            return .array(inner)
        case (.array, "joined"):
            if !arguments.isEmpty { argument(0, .string) }
            return .string
        case (.string, "uppercased"), (.string, "lowercased"), (.character, "uppercased"), (.character, "lowercased"):
            return .string
        case (.string, "hasPrefix"), (.string, "hasSuffix"), (.string, "starts") where arguments.first?.label == "with",
             (.string, "localizedCaseInsensitiveContains"):
            argument(0, .string); return .bool
        case (.int, "isMultiple"):
            argument(0, .int); return .bool
        case (.int, "signum"):
            return .int
        case (.opaque, "isMultiple") where base.isFixedInteger:
            argument(0, base); return .bool
        case (.opaque, "signum") where base.isFixedInteger:
            return base
        case (.double, "squareRoot") where arguments.isEmpty, (.double, "rounded") where arguments.isEmpty,
             (.float, "squareRoot") where arguments.isEmpty, (.float, "rounded") where arguments.isEmpty:
            return base
        case (.double, "rounded") where arguments.count == 1, (.float, "rounded") where arguments.count == 1:
            // `.rounded(.down)`: the rule is one of the library's, by name.
            if case .implicitMember(let rule) = arguments[0].value.kind, RoundingRule.byName[rule] != nil { return base }
            checker.inferLoose(&arguments)
            return .unknown
        case (.double, "truncatingRemainder") where arguments.first?.label == "dividingBy",
             (.float, "truncatingRemainder") where arguments.first?.label == "dividingBy":
            argument(0, base); return base
        case (.bool, "toggle"):
            return .void
        case (.range, "overlaps"):
            // A `Range` and a `ClosedRange` may overlap each other.
            checker.inferLoose(&arguments); return .bool
        case (.range, "clamped") where arguments.first?.label == "to":
            argument(0, base); return base
        case (.optional(let wrapped), "map"):
            // `Int(t).map { .avanzar($0) }` where an `Orden?` is expected: the closure gives an `Orden`.
            let produced = closure(0, [wrapped], hint?.wrapped ?? .unknown)
            return produced.isUnknown ? .unknown : .optional(produced)
        default:
            checker.inferLoose(&arguments)
            return .unknown
        }
    }
}
