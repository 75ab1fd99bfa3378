import Language
import Messages

/// `extension Array where Element == Int { func suma() }`: the method is only there for the
/// arrays whose elements meet the `where` clause; swiftc refuses a call on another array at
/// the method's name.
extension TypeChecker {
    /// Reports `nombres.suma()` when every extension that declares `name` for the library type
    /// of `base` asks of its elements what they are not. Whether it reported.
    func reportsUnmetExtensionRequirement(_ name: String, on base: SwiftType, at offset: Int) -> Bool {
        let typeName: String, element: SwiftType
        switch base {
        case .array(let e): (typeName, element) = ("Array", e)
        case .set(let e): (typeName, element) = ("Set", e)
        case .int, .double, .bool, .string, .character, .dictionary, .range, .tuple, .substring, .library, .void, .nominal,
             .optional, .function, .inoutParameter, .metatype, .opaque, .result, .never, .unknown, .parameter:
            return false
        }
        guard !element.isUnknown else { return false }
        let declaring = program.pendingExtensions.compactMap { pending -> (ExtensionDecl, FunctionDecl)? in
            guard case .named(let path, _) = pending.ext.extendedType.kind, path == [typeName] else { return nil }
            for case .function(let f) in pending.ext.members where f.name == name { return (pending.ext, f) }
            return nil
        }
        guard !declaring.isEmpty else { return false }
        var unmet: String?
        for (ext, f) in declaring {
            guard let problem = unmetRequirement(ext.whereClause, element: element, method: f, on: typeName) else { return false }
            unmet = unmet ?? problem
        }
        guard let unmet else { return false }
        report(unmet, at: offset)
        return true
    }

    /// What the first requirement on `Element` that `element` does not meet says; nil when all are met.
    private func unmetRequirement(_ requirements: [WhereRequirement], element: SwiftType, method: FunctionDecl,
                                  on typeName: String) -> String? {
        let display = method.name + "(" + method.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        for requirement in requirements where requirement.name == "Element" {
            let wanted = resolve(requirement.type, reporting: false)
            switch requirement.kind {
            case .sameType:
                if !wanted.isUnknown, !element.matches(wanted) {
                    return Msg.Typing.extensionNeedsSameType(display, typeName, element.spelling, wanted.spelling)
                }
            case .conformance:
                guard let declared = nominal(element), let proto = requirement.type.simpleName else { continue }
                if !meetsConstraint(declared, proto) {
                    return Msg.Typing.extensionNeedsConformance(display, typeName, declared.name, proto)
                }
            }
        }
        return nil
    }
}
