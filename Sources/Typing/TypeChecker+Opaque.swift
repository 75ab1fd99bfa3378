import Language
import Messages

/// `some P`: one hidden type, which the declaration's value decides. swiftc refuses a function
/// whose `return`s give two types, and a stored property with no value to decide it.
extension TypeChecker {
    /// Checks the body of `f` with `body`, then, when `f` returns `some P`, that its own
    /// `return`s all give one type (blamed at the function's name, as swiftc does).
    func checkOpaqueReturns(of f: FunctionDecl, _ body: () -> Void) {
        guard f.result?.isOpaqueResult == true else { return body() }
        opaqueReturns.append((returnTypes.count, []))
        body()
        guard let found = opaqueReturns.popLast()?.types.filter({ !$0.isUnknown }), let first = found.first else { return }
        if found.contains(where: { !$0.matches(first) }) {
            report(Msg.Typing.opaqueReturnsDiffer(f.result.map(writtenOpaque) ?? ""), at: f.nameSpan.start)
        }
    }

    /// Notes the type a `return` gives, when it returns for a function declared `-> some P`.
    func recordOpaqueReturn(_ value: Expr) {
        guard let last = opaqueReturns.last, last.depth == returnTypes.count else { return }
        var probe = value
        var found = SwiftType.unknown
        _ = speculate { found = infer(&probe, nil) }
        opaqueReturns[opaqueReturns.count - 1].types.append(found)
    }

    /// `var sonido: some Sonido` without a value: nothing tells its type.
    func checkOpaqueStoredProperty(_ v: VariableDecl) {
        guard v.type?.isOpaqueResult == true, v.initializer == nil, v.getter == nil else { return }
        report(Msg.Typing.opaquePropertyWithoutValue, at: v.pattern.span.start)
    }

    /// `t.traducir(1)` on an `any Traductor` whose requirement takes an associated type or
    /// `Self`: which type it takes depends on the value inside, so swiftc refuses the call at
    /// the value. Whether it reported. (Inside the protocol's extension, `self` is no existential.)
    func reportsExistentialMember(_ methods: [FunctionDecl], of type: NominalDecl, base: Expr) -> Bool {
        guard type.kind == .protocolType, let method = methods.first, methods.count == 1 else { return false }
        if case .selfExpression = base.kind { return false }
        let own = Set(method.genericParameters.map(\.name))
        let dependent = method.parameters.contains { parameter in
            parameter.type.namedPaths.contains { path in
                path == ["Self"] || path.count == 1 && program.unmodelled.contains(path[0]) && !own.contains(path[0])
                    && program.lookup(path, from: type.path) == nil
            }
        }
        guard dependent else { return false }
        report(Msg.Typing.existentialMemberUnavailable(method.name, "any " + type.name), at: anchor(of: base))
        return true
    }

    /// `some Forma`, as swiftc names the declared type.
    private func writtenOpaque(_ type: TypeRef) -> String {
        let spelling = resolve(type, reporting: false).spelling
        return "some " + (spelling.hasPrefix("any ") ? String(spelling.dropFirst(4)) : spelling)
    }
}
