import Language
import Messages

/// The labels of the library methods a learner calls most, so that a wrong or missing label or
/// an extra argument is reported as swiftc reports it (`nombres.joined(", ")`, `xs.insert(5)`).
/// Only methods whose every overload is listed here; the others are not checked by label.
extension Library {
    /// A parameter's label (nil: `_`) and whether it has a default value.
    typealias Label = (label: String?, hasDefault: Bool)

    private static func overloads(_ lists: [String?]...) -> [[Label]] {
        lists.map { list in list.map { $0?.hasSuffix("?") == true ? (String($0!.dropLast()), true) : ($0, false) } }
            .map { $0.map { ($0.0 == "_" ? nil : $0.0, $0.1) } }
    }

    /// Methods with more overloads in the library than those listed (generic ones, of other
    /// protocols): swiftc finds no exact match and names the method instead of a label.
    static func hasHiddenOverloads(_ name: String, on base: SwiftType) -> Bool {
        switch (likeItsBase(base), name) {
        case (.array, "remove"), (.string, "remove"), (.string, "append"), (.string, "hasPrefix"), (.string, "hasSuffix"),
             (.int, "isMultiple"):
            return true
        default: return false
        }
    }

    /// Every overload's labels of `name` on `base`, or nil when lesson does not list them.
    static func labelOverloads(_ name: String, on base: SwiftType) -> [[Label]]? {
        switch (likeItsBase(base), name) {
        case (.array, "joined"): return overloads(["separator?"])
        case (.array, "append"): return overloads(["_"], ["contentsOf"])
        case (.string, "append"): return overloads(["_"], ["_"], ["contentsOf"])  // a Character, a String
        case (.array, "insert"), (.string, "insert"): return overloads(["_", "at"], ["contentsOf", "at"])
        case (.array, "remove"), (.string, "remove"): return overloads(["at"])
        case (.array, "contains"), (.string, "contains"), (.set, "contains"): return overloads(["_"], ["where"])
        case (.array, "firstIndex"), (.array, "lastIndex"), (.string, "firstIndex"), (.string, "lastIndex"):
            return overloads(["of"], ["where"])
        case (.array, "swapAt"): return overloads(["_", "_"])
        case (.string, "hasPrefix"), (.string, "hasSuffix"): return overloads(["_"])
        case (.set, "insert"): return overloads(["_"])
        case (.dictionary, "removeValue"): return overloads(["forKey"])
        case (.dictionary, "updateValue"): return overloads(["_", "forKey"])
        case (.int, "isMultiple"): return overloads(["of"])
        default: return nil
        }
    }
}

extension TypeChecker {
    /// Reports labels or arguments that fit no overload of a listed library method, and says
    /// whether it did. swiftc diagnoses against the overload whose first label the call uses;
    /// among several, or none, of a method with more overloads, it finds no exact match.
    func reportsLibraryLabels(_ name: String, on base: SwiftType, _ arguments: [Argument], at span: Span, nameOffset: Int) -> Bool {
        guard let overloads = Library.labelOverloads(name, on: base), !arguments.indices.contains(where: arguments.isTrailingClosure),
              !program.membersAddedToLibraryTypes().contains(name) else { return false }
        let candidates = overloads.map { $0.map { ParameterSpec(label: $0.label, type: .unknown, hasDefault: $0.hasDefault) } }
        if candidates.contains(where: { labelsFit($0, arguments) }) { return false }
        let sameStart = candidates.filter { $0.first?.label == arguments.first?.label }
        if sameStart.count != 1, Library.hasHiddenOverloads(name, on: base) {
            report(Msg.Typing.noExactMatches(name), at: nameOffset)
            return true
        }
        reportLabels(sameStart.first ?? candidates[0], arguments, at: span)
        return true
    }
}

extension TypeChecker {
    /// `[1, 2].joined()`, `xs.joined(separator: ",")` of numbers: `joined` joins text (or
    /// sequences), so swiftc blames each element of a literal, or else the method, and lesson
    /// would otherwise join them as text.
    func reportsJoinedOfNonText(_ name: String, _ base: Expr, _ baseType: SwiftType, at nameOffset: Int) -> Bool {
        guard name == "joined", case .array(let element) = Library.likeItsBase(baseType),
              element.isNumeric || element == .bool || element == .character || nominal(element) != nil else { return false }
        if case .arrayLiteral(let elements) = base.kind {
            for value in elements {
                report(Msg.Typing.cannotConvert(element.spelling, SwiftType.string.spelling, place: .element), at: value.span.start)
            }
        } else {
            report(Msg.Typing.noExactMatches(name), at: nameOffset)
        }
        return true
    }
}

extension TypeChecker {
    /// `xs.map(String)`: a type is no function (its `init` is: `xs.map(String.init)`), and
    /// swiftc finds no `map` that takes it.
    func reportsTypeGivenAsFunction(_ name: String, on base: SwiftType, _ arguments: [Argument], at nameOffset: Int) -> Bool {
        // `xs.forEach(print)`: `print` takes its items, separator and terminator, not one element.
        if name == "forEach", arguments.count == 1, case .identifier(let function) = arguments[0].value.kind,
           function == "print" || function == "debugPrint", lookupLocal(function) == nil, program.functions(named: function).isEmpty,
           let element = Library.element(of: base) {
            report(Msg.Typing.cannotConvert("(Any..., String, String) -> ()", "(\(element.spelling)) throws -> Void", place: .argument),
                   at: arguments[0].value.span.start)
            return true
        }
        guard name == "map", arguments.count == 1, case .metatype = quietType(arguments[0].value) else { return false }
        switch arguments[0].value.kind {
        case .identifier, .typeExpression: break
        default: return false
        }
        report(Msg.Typing.noExactMatches(name), at: nameOffset)
        return true
    }
}

extension TypeChecker {
    /// `conjunto.remove(at: 0)`: a set's positions are its own indices, not numbers.
    func reportsSetRemovalAtInt(_ name: String, on base: SwiftType, _ arguments: [Argument]) -> Bool {
        guard name == "remove", case .set = base, arguments.count == 1, arguments[0].label == "at",
              quietType(arguments[0].value) == .int else { return false }
        report(Msg.Typing.cannotConvert("Int", base.spelling + ".Index", place: .argument), at: arguments[0].value.span.start)
        return true
    }
}
