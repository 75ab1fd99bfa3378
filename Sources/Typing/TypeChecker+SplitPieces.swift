import Language

/// A `String` split at a `Character` has two `split(separator:)` in swiftc's solver: the
/// collection's, whose pieces are `Substring`s, and the sequence's, whose pieces are
/// `ArraySlice<Character>`s. Each overload the two solutions pick differently counts for one:
/// a piece's `count` read in a closure counts for the slices (`ArraySlice`'s own `count`
/// outranks the one `Substring` inherits), a piece interpolated into text counts for the
/// substrings (their interpolation is the more specific), and so does joining them; a tie
/// keeps the substrings. So
/// `texto.split(separator: " ").filter { $0.count > 3 }` holds slices, and prints them as such.
/// swiftc solves an expression whole, so the choice is made once for it: slices when the whole
/// expression types with them, substrings otherwise (`….filter { $0.count > 3 }.sorted()` needs
/// `Comparable` pieces; so does a `[Substring]` expected of it).
extension TypeChecker {
    /// Runs `body` over a root expression, having decided first, when it holds such a split,
    /// whether its pieces are slices.
    func decidingSplitPieces<T>(_ e: inout Expr, _ body: (inout Expr) -> T) -> T {
        guard !isTypingExpression else { return body(&e) }
        isTypingExpression = true
        defer { isTypingExpression = false }
        guard e.holdsSplitReadByCount(isCharacter: isCharacterValue), e.votesForSlices(isCharacter: isCharacterValue) > 0 else {
            return body(&e)
        }
        var trial = e
        let slices = speculate {
            splitPiecesAreSlices = true
            _ = body(&trial)
        }
        splitPiecesAreSlices = slices
        defer { splitPiecesAreSlices = nil }
        return body(&e)
    }

    /// At a call on such a split, decided as slices: the text is split as the array of its characters.
    func splitAsCharactersIfDecided(_ base: inout Expr, _ arguments: [Argument]) {
        guard splitPiecesAreSlices == true, arguments.closureReadsParameterCount else { return }
        _ = base.splitAsCharacters(isCharacter: isCharacterValue)
    }

    /// A `Character` as the separator: a one-character literal, `Character(…)`, or a variable of that type.
    private func isCharacterValue(_ e: Expr) -> Bool {
        switch e.kind {
        case .stringLiteral(let segments):
            guard segments.count == 1, case .text(let text) = segments[0] else { return false }
            return text.count == 1
        case .call(let callee, _):
            if case .identifier("Character") = callee.kind { return true }
            return false
        case .identifier(let name):
            return lookupLocal(name)?.type == .character
        default:
            return false
        }
    }
}

extension Expr {
    /// Whether a call on a split at a `Character` takes a closure that reads a piece's `count`,
    /// anywhere in it (closures included).
    func holdsSplitReadByCount(isCharacter: (Expr) -> Bool) -> Bool {
        if case .call(let callee, let arguments) = kind, case .member(let base, _) = callee.kind,
           arguments.closureReadsParameterCount, base.splitTarget(isCharacter: isCharacter) != nil {
            return true
        }
        if case .closure(_, let body, _) = kind {
            return body.contains { $0.expressions.contains { $0.holdsSplitReadByCount(isCharacter: isCharacter) } }
        }
        return children.contains { $0.holdsSplitReadByCount(isCharacter: isCharacter) }
    }

    /// `t.split(separator: " ")`, `t.split(whereSeparator: …)`, either followed by `.lazy`: the text split.
    func splitTarget(isCharacter: (Expr) -> Bool) -> Expr? {
        switch kind {
        case .member(let inner, "lazy"):
            return inner.splitTarget(isCharacter: isCharacter)
        case .call(let callee, let arguments):
            guard case .member(let text, "split") = callee.kind, let first = arguments.first else { return nil }
            switch first.label {
            case "separator": return isCharacter(first.value) ? text : nil
            case "whereSeparator": return text
            case nil: return first.value.isClosure ? text : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Rewrites `t.split(…)` (also before `.lazy`) as `Array(t).split(…)`; says whether it did.
    mutating func splitAsCharacters(isCharacter: (Expr) -> Bool) -> Bool {
        switch kind {
        case .member(var inner, "lazy"):
            guard inner.splitAsCharacters(isCharacter: isCharacter) else { return false }
            kind = .member(inner, "lazy")
            return true
        case .call(let callee, let arguments):
            guard let text = splitTarget(isCharacter: isCharacter) else { return false }
            let characters = Expr(.call(Expr(.identifier("Array"), span: text.span), [Argument(label: nil, value: text)]), span: text.span)
            kind = .call(Expr(.member(characters, "split"), span: callee.span), arguments)
            return true
        default:
            return false
        }
    }

    /// The reads of a piece's `count` less the interpolations of a piece, in the closures given to
    /// the calls made on a split's pieces, anywhere in it.
    func votesForSlices(isCharacter: (Expr) -> Bool) -> Int {
        var votes = 0
        if case .call(let callee, let arguments) = kind, case .member(let base, let name) = callee.kind,
           base.holdsSplitPieces(isCharacter: isCharacter) {
            // Joining pieces of text has an overload of its own.
            if name == "joined" { votes -= 1 }
            for case .closure(let parameters, let body, _) in arguments.map(\.value.kind) {
                for e in body.flatMap(\.expressions) {
                    votes += e.mentions(ofAny: parameters, countReads: true) - e.mentions(ofAny: parameters, countReads: false)
                }
            }
        }
        if case .closure(_, let body, _) = kind {
            return votes + body.flatMap(\.expressions).reduce(0) { $0 + $1.votesForSlices(isCharacter: isCharacter) }
        }
        return votes + children.reduce(0) { $0 + $1.votesForSlices(isCharacter: isCharacter) }
    }

    /// A split's pieces, as they are or filtered, ordered, cut (`….filter { … }.sorted { … }`).
    private func holdsSplitPieces(isCharacter: (Expr) -> Bool) -> Bool {
        if splitTarget(isCharacter: isCharacter) != nil { return true }
        switch kind {
        case .member(let inner, "lazy"):
            return inner.holdsSplitPieces(isCharacter: isCharacter)
        case .call(let callee, _):
            guard case .member(let inner, let name) = callee.kind,
                  ["filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast", "drop"].contains(name)
            else { return false }
            return inner.holdsSplitPieces(isCharacter: isCharacter)
        default:
            return false
        }
    }

    /// How many times one of `names` has its `count` read (`$0.count`), or is interpolated
    /// (`"\($0)"`), anywhere in it.
    private func mentions(ofAny names: [String], countReads: Bool) -> Int {
        if countReads, case .member(let base, "count") = kind, case .identifier(let name) = base.kind, names.contains(name) { return 1 }
        if !countReads, case .stringLiteral(let segments) = kind {
            let own = segments.filter { segment in
                guard case .interpolation(let inner) = segment, case .identifier(let name) = inner.kind else { return false }
                return names.contains(name)
            }.count
            return own + children.reduce(0) { $0 + $1.mentions(ofAny: names, countReads: countReads) }
        }
        if case .closure(_, let body, _) = kind {
            return body.flatMap(\.expressions).reduce(0) { $0 + $1.mentions(ofAny: names, countReads: countReads) }
        }
        return children.reduce(0) { $0 + $1.mentions(ofAny: names, countReads: countReads) }
    }

    /// `$0.count`, `palabra.count`, for one of `names`, anywhere in it.
    func readsCount(ofAny names: [String]) -> Bool {
        if case .member(let base, "count") = kind, case .identifier(let name) = base.kind, names.contains(name) { return true }
        if case .closure(_, let body, _) = kind {
            return body.contains { $0.expressions.contains { $0.readsCount(ofAny: names) } }
        }
        return children.contains { $0.readsCount(ofAny: names) }
    }
}

extension Array where Element == Argument {
    /// Whether a closure among them reads `count` from one of its parameters (`{ $0.count > 3 }`).
    var closureReadsParameterCount: Bool {
        contains { argument in
            guard case .closure(let parameters, let body, _) = argument.value.kind else { return false }
            return body.contains { $0.expressions.contains { $0.readsCount(ofAny: parameters) } }
        }
    }
}
