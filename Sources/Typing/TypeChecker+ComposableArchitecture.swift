import Language
import Messages

/// In a file that imports ComposableArchitecture, what TCA has and lesson does not run is named
/// as such (`Scope`, `.ifCaseLet`, `Effect.merge`), never reported as a name that does not exist.
extension TypeChecker {
    /// A member `type` lacks: TCA's, when `type` is a feature's prelude type or the name is TCA's.
    func reportNoMember(_ message: String, type: String, member: String, at offset: Int) {
        if let proto = libraryProtocolAdding(member) {
            return report(Msg.Syntax.notInSubset(Msg.Everyday.sequenceMemberOffArray(member, proto, type)), at: offset)
        }
        guard program.importsComposableArchitecture else { return report(message, at: offset) }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        if ComposableArchitecture.preludeTypes.contains(last) || ComposableArchitecture.outsideSubset.contains(member) {
            return report(Msg.TCA.memberOutsideSubset(last, member), at: offset)
        }
        report(message, at: offset)
    }

    /// A name not found: TCA's, when the file imports it and the name is one of TCA's.
    func reportUnknown(_ message: String, name: String, at offset: Int) {
        if program.importsComposableArchitecture, ComposableArchitecture.outsideSubset.contains(name) {
            return report(Msg.TCA.outsideSubset("«\(name)»"), at: offset)
        }
        if Library.unmodelledTypes.contains(name) { return report(Msg.Typing.libraryTypeNotInSubset(name), at: offset) }
        report(message, at: offset)
    }

    /// A feature's `body` that lists several reducers (TCA's result builder composes them): lesson
    /// runs one `Reduce`, so the second is named, not reported as a missing `return`.
    func reportsComposedFeatureBody(_ v: VariableDecl) -> Bool {
        guard program.importsComposableArchitecture, v.name == "body", let getter = v.getter, getter.statements.count > 1,
              program.types[(context.path + ["Reduce"]).joined(separator: ".")] != nil,
              getter.statements.allSatisfy({ if case .expression = $0.kind { return true } else { return false } }) else {
            return false
        }
        report(Msg.TCA.outsideSubset(Msg.TCA.composedBody), at: getter.statements[1].span.start)
        return true
    }
}
