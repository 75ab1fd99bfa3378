import Language
import Messages

/// `max(1, 2, "3")`, `max(x, s)`: arguments of `min` and `max` that do not share one type,
/// blamed as swiftc blames them.
extension Library {
    /// A value's type as the generic parameter of `min`/`max` sees it: a literal is any type it
    /// can be written as (`2` an `Int` or a `Double`), anything else its own type.
    private struct Given {
        let type: SwiftType
        let isLiteral: Bool
        let fits: (SwiftType) -> Bool
    }

    private static func given(_ e: Expr, _ checker: TypeChecker) -> Given? {
        switch e.kind {
        case .integerLiteral: return Given(type: .int, isLiteral: true) { $0 == .int || $0 == .double }
        case .floatLiteral: return Given(type: .double, isLiteral: true) { $0 == .double }
        case .stringLiteral: return Given(type: .string, isLiteral: true) { $0 == .string }
        default:
            guard checker.literals.kind(e) == .none else { return nil }
            let type = checker.quietType(e)
            guard !type.isUnknown, !type.isOptional else { return nil }
            return Given(type: type, isLiteral: false) { $0.matches(type) }
        }
    }

    /// Reports arguments that do not share a type and says whether it did. With two of them,
    /// or when no clear odd one out comes after the first, swiftc says the generic parameter
    /// gets conflicting types (the values' own types first, then the literals'), at the callee;
    /// a lone odd argument after agreeing ones is blamed itself, unless it is the only value
    /// beside literals.
    static func reportMixedExtremes(_ checker: TypeChecker, _ arguments: inout [Argument], callee: Int) -> Bool {
        guard arguments.count >= 2, arguments.allSatisfy({ $0.label == nil }) else { return false }
        let all = arguments.map { given($0.value, checker) }
        guard all.allSatisfy({ $0 != nil }) else { return false }
        let givens = all.compactMap { $0 }
        let candidates = givens.filter { !$0.isLiteral }.map(\.type) + givens.filter(\.isLiteral).map(\.type)
        if candidates.contains(where: { type in givens.allSatisfy { $0.fits(type) } }) { return false }
        if arguments.count >= 3 {
            for odd in givens.indices.dropFirst() {
                let others = givens.indices.filter { $0 != odd }
                let common = others.map { givens[$0].type }.first { type in others.allSatisfy { givens[$0].fits(type) } }
                guard let common, !givens[odd].fits(common) else { continue }
                guard givens[odd].isLiteral || others.contains(where: { !givens[$0].isLiteral }) else { break }
                checker.report(Msg.Typing.cannotConvert(givens[odd].type.spelling, common.spelling, place: .argument),
                               at: arguments[odd].value.span.start)
                checker.inferLoose(&arguments)
                return true
            }
        }
        let first = candidates[0]
        let second = candidates.first { !$0.matches(first) } ?? first
        checker.report(Msg.Typing.conflictingGenericArguments("T", first.spelling, second.spelling), at: callee)
        checker.inferLoose(&arguments)
        return true
    }
}
