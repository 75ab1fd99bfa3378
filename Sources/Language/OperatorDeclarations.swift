import Messages

/// `precedencegroup` and `operator` declarations. Swift lets a file use an operator above the
/// line that declares it, so the table is read from the tokens before anything is parsed;
/// the declarations themselves are checked where they stand and leave no statement behind.
extension OperatorTable {
    /// This table with the groups and operators `tokens` declare.
    func adding(declarationsIn tokens: [Token]) -> OperatorTable {
        var table = self
        // A group may name one declared below it: a second pass places it.
        for _ in 0..<2 {
            for index in tokens.indices where Parser.isPrecedenceGroup(tokens[index], tokens[min(index + 1, tokens.count - 1)]) {
                let group = GroupDeclaration(tokens: tokens, at: index)
                if let placed = table.place(group) { table.groups[group.name] = placed }
            }
        }
        for index in tokens.indices.dropLast(2) where Parser.isOperatorDeclaration(tokens[index], tokens[index + 1]) {
            let name = tokens[index + 2]
            guard name.kind == .oper else { continue }
            switch tokens[index].text {
            case "infix":
                let group = tokens.count > index + 4 && tokens[index + 3].kind == .colon ? tokens[index + 4].text : "DefaultPrecedence"
                table.infix[name.text] = table.groups[group] ?? table.groups["DefaultPrecedence"]
            case "prefix": table.prefix.insert(name.text)
            case "postfix": table.postfix.insert(name.text)
            default: break
            }
        }
        return table
    }

    /// A declared group's place among the others: just above what it is `higherThan`, just
    /// below what it is `lowerThan`, between them when it says both. Nil while a group it
    /// names is not known yet.
    private func place(_ group: GroupDeclaration) -> Infix? {
        let above = group.higherThan.map { groups[$0]?.precedence }
        let below = group.lowerThan.map { groups[$0]?.precedence }
        if above.contains(nil) || below.contains(nil) { return nil }
        let highest = above.compactMap { $0 }.max(), lowest = below.compactMap { $0 }.min()
        let level: Int
        switch (highest, lowest) {
        case let (high?, low?): level = (high.level + low.level) / 2
        case let (high?, nil): level = high.level + 50
        case let (nil, low?): level = low.level - 50
        case (nil, nil): level = Precedence(level: 250).level
        }
        return Infix(precedence: Precedence(level: level), rightAssociative: group.associativity == "right",
                     nonAssociativeGroup: group.associativity == "left" || group.associativity == "right" ? nil : group.name)
    }
}

/// What a `precedencegroup Nombre { … }` says, read from its tokens.
struct GroupDeclaration {
    var name = ""
    var higherThan: [String] = []
    var lowerThan: [String] = []
    var associativity = "none"
    /// The group's name and each group it names, to check that they exist.
    var mentions: [Token] = []

    init(tokens: [Token], at start: Int) {
        guard start + 2 < tokens.count else { return }
        name = tokens[start + 1].text
        var index = start + 2
        guard tokens[index].kind == .leftBrace else { return }
        index += 1
        var key = ""
        while index < tokens.count, tokens[index].kind != .rightBrace, tokens[index].kind != .endOfFile {
            let token = tokens[index]
            if tokens[min(index + 1, tokens.count - 1)].kind == .colon {
                key = token.text
                index += 2
                continue
            }
            switch key {
            case "higherThan" where token.kind == .identifier: higherThan.append(token.text); mentions.append(token)
            case "lowerThan" where token.kind == .identifier: lowerThan.append(token.text); mentions.append(token)
            case "associativity": associativity = token.text
            default: break
            }
            index += 1
        }
    }
}

extension Parser {
    /// `infix operator **: Potencia`, `prefix operator √`: already in the table (see
    /// `OperatorTable.adding`); here only what Swift would reject about them.
    mutating func parseOperatorDeclaration() throws(ParseError) {
        let fixity = advance()
        advance()
        guard at(.oper) else { throw expected(Msg.Syntax.operatorName) }
        let name = advance()
        // `postfix operator !!` would be read as unwrapping: swiftc refuses it at the name.
        if fixity.text == "postfix", name.text.first == "!" || name.text.first == "?" {
            report(Msg.Syntax.postfixOperatorUnwrapping, at: name)
        }
        if !declaredOperators.insert(fixity.text + name.text).inserted { report(Msg.Syntax.operatorRedeclared, at: name) }
        guard consume(.colon) else { return }
        let group = try expectName()
        if operators.groups[group.text] == nil { report(Msg.Syntax.unknownPrecedenceGroup(group.text), at: group) }
    }

    /// `precedencegroup Potencia { higherThan: MultiplicationPrecedence }`, one attribute a line.
    mutating func parsePrecedenceGroup() throws(ParseError) {
        let group = GroupDeclaration(tokens: tokens, at: index)
        advance()
        _ = try expectName()
        guard at(.leftBrace) else { throw expected(Msg.Syntax.token("{")) }
        // swiftc takes no `;` between a group's attributes: it refuses the first one.
        var inside = index + 1
        while inside < tokens.count, tokens[inside].kind != .rightBrace, tokens[inside].kind != .endOfFile {
            if tokens[inside].kind == .semicolon {
                report(Msg.Syntax.semicolonInPrecedenceGroup, at: tokens[inside])
                break
            }
            inside += 1
        }
        skipGroup()
        for mention in group.mentions where operators.groups[mention.text] == nil {
            report(Msg.Syntax.unknownPrecedenceGroup(mention.text), at: mention)
        }
    }
}
