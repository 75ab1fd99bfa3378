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
                    guard let parts = try? parseConformances() else { failed = true; break }
                    constraints += parts
                }
                parameters.append(GenericParameter(name: name, constraints: constraints))
            } while consume(.comma)
            if !failed, consumeClosingAngle() { return parameters }
        }
        (index, tokens) = saved
        skipGenericParameters()
        return []
    }

    /// A type where conformances are listed (`: A & B`, `<T: A & B>`, `where T: A & B`): each
    /// protocol of a composition on its own.
    mutating func parseConformances() throws(ParseError) -> [TypeRef] {
        composedParts = []
        let type = try parseType()
        return composedParts.isEmpty ? [type] : composedParts
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
                for part in (try? parseConformances()) ?? [] {
                    found.append(WhereRequirement(name: name, kind: kind, type: part))
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
