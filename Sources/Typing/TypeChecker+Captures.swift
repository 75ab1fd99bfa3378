import Language
import Messages

/// A closure's capture list: `[x]` is the value `x` had when the closure was made, a constant
/// of the closure's own; `[weak b]` holds an instance without keeping it alive (an optional in
/// the body); `[unowned b]` too, read as the instance itself; `[n = a + b]` names a value.
extension TypeChecker {
    /// The names the capture list gives the body, with their types, checked where the closure
    /// is written (what an entry computes is typed there and written back).
    func captureBindings(_ captures: inout [CaptureEntry]) -> [(name: String, type: SwiftType)] {
        var bindings: [(name: String, type: SwiftType)] = []
        for index in captures.indices {
            let entry = captures[index]
            var type: SwiftType
            if var value = entry.value {
                type = infer(&value, nil)
                captures[index].value = value
            } else if entry.name == "self", context.selfType == nil, localSelf == nil {
                // `[weak self]` in a free function: there is no instance to capture.
                report(Msg.Typing.unknownName("self"), at: entry.nameOffset)
                type = .unknown
            } else {
                var named = Expr(entry.name == "self" ? .selfExpression : .identifier(entry.name),
                                 span: Span(entry.nameOffset, entry.nameOffset + entry.name.utf8.count))
                type = infer(&named, nil)
            }
            switch entry.ownership {
            case .strong: break
            case .weak, .unowned:
                let held = type.wrappedOrSelf
                if !held.isUnknown, !(nominal(held).map(isReference) ?? false) {
                    report(Msg.Typing.ownershipOfNonClass(entry.ownership == .weak ? "weak" : "unowned", held.spelling),
                           at: entry.nameOffset)
                    type = .unknown
                } else if entry.ownership == .weak, !type.isOptional, !type.isUnknown {
                    type = .optional(type)
                }
            }
            bindings.append((entry.name, type))
        }
        return bindings
    }

    /// Declares the capture list's names in the closure's own scope, as constants.
    func declareCaptures(_ bindings: [(name: String, type: SwiftType)]) {
        for binding in bindings {
            declare(binding.name, binding.type, isLet: true)
            scopes[scopes.count - 1][binding.name]?.isCapture = true
        }
    }

    /// `self` in a closure that captures it `[weak self]`, or after `guard let self`: the local
    /// of that name, when there is one.
    var localSelf: SwiftType? { lookupLocal("self")?.type }
}
