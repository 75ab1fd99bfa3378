import Language
import Messages

/// In a file that imports ComposableArchitecture, what TCA has and lesson does not run is named
/// as such (`Scope`, `.ifCaseLet`, `Effect.merge`), never reported as a name that does not exist.
extension TypeChecker {
    /// A member `type` lacks: TCA's, when `type` is a feature's prelude type or the name is TCA's.
    func reportNoMember(_ message: String, type: String, member: String, at offset: Int) {
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
        report(message, at: offset)
    }
}
