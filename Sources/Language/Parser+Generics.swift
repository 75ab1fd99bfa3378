import Messages

/// Generic parameter clauses and `where` clauses of declarations.
extension Parser {
    /// `<T: Equatable, U>` after a declared name (nothing when no `<` follows). What is not a
    /// plain `Name` or `Name: Constraint` is skipped as before, so an odd clause never stops a file.
    mutating func parseGenericParameters() -> [GenericParameter] {
        guard at(.oper), current.text.hasPrefix("<") else { return [] }
        let saved = (index, tokens)
        if current.text == "<" {
            advance()
            var parameters: [GenericParameter] = []
            var failed = false
            repeat {
                guard at(.identifier) else { failed = true; break }
                let name = advance().text
                var constraints: [TypeRef] = []
                if consume(.colon) {
                    composedParts = []
                    guard let constraint = try? parseType() else { failed = true; break }
                    constraints += composedParts.isEmpty ? [constraint] : composedParts
                }
                parameters.append(GenericParameter(name: name, constraints: constraints))
            } while consume(.comma)
            if !failed, consumeClosingAngle() { return parameters }
        }
        (index, tokens) = saved
        skipGenericParameters()
        return []
    }

    /// `where T: Comparable, U == Int` before a body: each `Name: Constraint` is added to the
    /// parameter of that name; the rest of the clause is read and dropped.
    mutating func parseWhereClause(into parameters: inout [GenericParameter]) {
        for requirement in parseRequirements() where requirement.kind == .conformance {
            guard let index = parameters.firstIndex(where: { $0.name == requirement.name }) else { continue }
            parameters[index].constraints.append(requirement.type)
        }
    }

    /// A `where` clause: each `Name == Type` and `Name: Protocol` it asks (a
    /// requirement on a longer path, `Element.Key == Int`, is skipped).
    mutating func parseRequirements() -> [WhereRequirement] {
        guard consumeKeyword("where") else { return [] }
        var found: [WhereRequirement] = []
        while !at(.leftBrace), !at(.endOfFile), !at(.rightBrace) {
            if at(.identifier), peek().kind == .colon || peek().isOperator("=="), index == 0 || tokens[index - 1].kind != .period {
                let name = advance().text
                let kind: WhereRequirement.Kind = current.isOperator("==") ? .sameType : .conformance
                advance()
                composedParts = []
                if let type = try? parseType() {
                    for part in composedParts.isEmpty ? [type] : composedParts {
                        found.append(WhereRequirement(name: name, kind: kind, type: part))
                    }
                }
                continue
            }
            advance()
        }
        return found
    }

    /// `async`, `throws`, `rethrows`, `throws(E)`: whether the declaration throws, and whether it
    /// only rethrows what its function parameters throw.
    mutating func parseEffects() -> (throwing: Bool, rethrowing: Bool) {
        var effects = (throwing: false, rethrowing: false)
        while current.isContextual("async") || atKeyword("throws") || atKeyword("rethrows") {
            let word = advance().text
            if word == "throws" { effects.throwing = true }
            if word == "rethrows" { effects = (true, true) }
            if at(.leftParen), current.leftBound { skipGroup() }
        }
        return effects
    }
}
