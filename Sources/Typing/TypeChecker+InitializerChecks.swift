import Language
import Messages

/// What swiftc checks of an initializer's body after its types: every stored property gets its
/// value, and a convenience init hands the work to another init of its class.
extension TypeChecker {
    /// Every stored property without a default gets a value before the initializer returns.
    func checkCoverage(of initializer: InitDecl, in type: NominalDecl) {
        guard type.kind != .protocolType else { return }
        if initializer.isConvenience, type.kind == .classType, !InitializerCoverage.delegates(initializer.body.statements) {
            return reportConvenienceWithoutDelegation(initializer, in: type)
        }
        // An enum's init has no properties to give values to: it gives `self` one, on every path.
        let isEnum = type.kind == .enumType
        let required = isEnum ? ["self"] : type.storedProperties.filter { !Self.startsWithValue($0) }.compactMap(\.name)
        let constants = type.storedProperties.filter { $0.isLet && !Self.startsWithValue($0) }.compactMap(\.name)
        let members = initializerMembers(of: type, initializer)
        guard !required.isEmpty || members.isSubclass || members.delegates else { return }
        var coverage = InitializerCoverage(required: Set(required), constants: Set(constants),
                                           parameters: initializer.parameters.map(\.name), isFailable: initializer.isFailable, flow: flow,
                                           members: members)
        coverage.check(initializer.body)
        for offset in coverage.gaps {
            reportFlow(isEnum ? Msg.Typing.enumInitializerLeavesSelf : Msg.Typing.initializerLeavesProperties, at: offset)
        }
        for use in coverage.uses { report(use, firstOf: required) }
        if let offset = coverage.superInitMissing { reportFlow(Msg.Typing.superInitNotOnAllPaths, at: offset) }
        for gap in coverage.superInitGaps {
            // swiftc names the first property, in declaration order, still without its value.
            let first = required.first(where: gap.missing.contains) ?? ""
            reportFlow(Msg.Typing.propertyNotInitializedAtSuperInit(first), at: gap.offset)
        }
        for assignment in coverage.lateConstants {
            guard case .assignment(_, let target, let value) = assignment.kind, let name = target.assignedName else { continue }
            reportFlow(Msg.Typing.constantInitializedTwice(name), at: operatorOffset("=", between: target, value) ?? assignment.span.start)
        }
    }

    /// `convenience init() { saldo = 0 }`: it must call `self.init(…)`; before that call, its
    /// class's properties cannot be used, not even assigned (swiftc blames the first one).
    private func reportConvenienceWithoutDelegation(_ initializer: InitDecl, in type: NominalDecl) {
        let names = Set(type.storedProperties.compactMap(\.name))
        let shadowed = Set(initializer.parameters.map(\.name))
        for statement in initializer.body.statements {
            guard case .expression(let e) = statement.kind, case .assignment(_, let target, _) = e.kind else { continue }
            let ofSelf: Bool
            switch target.kind {
            case .identifier(let name): ofSelf = names.contains(name) && !shadowed.contains(name)
            case .member(let base, _): if case .selfExpression = base.kind { ofSelf = true } else { ofSelf = false }
            default: ofSelf = false
            }
            if ofSelf {
                reportFlow(Msg.Typing.selfBeforeSelfInit, at: target.span.start)
                break
            }
        }
        reportFlow(Msg.Typing.convenienceWithoutSelfInit, at: initializer.body.span.end - 1)
    }
}
