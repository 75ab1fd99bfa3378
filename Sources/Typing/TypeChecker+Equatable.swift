import Language

/// Whether `==` applies to a type of the program's own, as Swift decides it: an enum without
/// payloads and a raw-value enum are `Equatable` by themselves; anything else must declare the
/// conformance (in its body or an extension) or have its own `==`. A protocol the checker does
/// not model (the learner's own) may refine `Equatable`, and a superclass may conform: either
/// counts as one.
extension TypeChecker {
    static let protocolsWithoutEquality: Set<String> = [
        "CustomStringConvertible", "CustomDebugStringConvertible", "Codable", "Encodable", "Decodable", "Sendable",
        "Error", "LocalizedError", "CaseIterable", "Identifiable", "AnyObject",
    ]

    func lacksEquality(_ type: SwiftType) -> Bool {
        // The library's wrappers are not `Equatable` (their elements are compared with `elementsEqual`).
        if case .library(let kind, _) = type.wrappedOrSelf { return kind != .arraySlice }
        // `a == b` of two `any Equatable`: each may hold another type, so no `==` takes both.
        if case .opaque(let name) = type.wrappedOrSelf, name.hasPrefix("any ") { return true }
        guard let decl = nominal(type.wrappedOrSelf) else { return false }
        if program.functions["=="] != nil || decl.methods["=="] != nil { return false }
        if decl.kind == .enumType, decl.cases.allSatisfy({ $0.payload == nil }) { return false }
        if rawType(of: decl) != nil { return false }
        return decl.inheritedNames.allSatisfy(Self.protocolsWithoutEquality.contains)
    }
}
