import Foundation
import Language
import Messages

/// A string's and a substring's own methods: splitting, trimming, indices, changes in place.
/// A `String.Index` is a character offset at run time; a substring's indices are those of the
/// string it was cut from (`start` is where it starts in it), as in Swift, so that
/// `s[sub.startIndex]` and `sub[s.firstIndex(of: "m")!]` read the same character.
extension Builtins {
    static func stringMethod(_ call: SequenceCall, _ text: String, start: Int) throws -> Value? {
        let interpreter = call.interpreter
        let span = call.span
        func string(_ index: Int) throws -> String {
            guard let piece = try call.argument(index).text else { throw call.unknown() }
            return piece
        }
        func number(_ index: Int) throws -> Int {
            guard case .int(let value) = try call.argument(index) else { throw call.unknown() }
            return value
        }
        // An index as the program holds it, and as an offset into `text`.
        func position(_ index: Int) throws -> Int { try number(index) - start }
        func checked(_ position: Int) throws -> Value {
            guard position >= 0, position <= text.count else { throw interpreter.error(Msg.Run.stringIndexOutOfRange, span) }
            return .int(start + position)
        }
        switch call.name {
        case "split":
            return .array(try split(call, text, start: start))
        case "components":
            if let set = try characterSet(call) {
                return .array(text.components(separatedBy: set).map { .string($0) })
            }
            let separator = try string(0)
            return .array(splitting(text, by: separator).map { .string($0) })
        case "range" where call.arguments.count == 1:
            // Foundation's own search, its answer read back as character offsets (the run time's indices).
            guard let found = text.range(of: try string(0)) else { return Value.none }
            let lower = text.distance(from: text.startIndex, to: found.lowerBound)
            let upper = text.distance(from: text.startIndex, to: found.upperBound)
            return .optional(.range(RangeValue(lower: .int(start + lower), upper: .int(start + upper), kind: .halfOpen)))
        case "replacingCharacters" where call.arguments.count == 2:
            guard case .range(let range) = try call.argument(0), let low = range.lower.asInt, let high = range.upper.asInt,
                  0 <= low - start, low <= high, high - start <= text.count else {
                throw interpreter.error(Msg.Run.stringIndexOutOfRange, span)
            }
            let from = text.index(text.startIndex, offsetBy: low - start), to = text.index(text.startIndex, offsetBy: high - start)
            return .string(text.replacingCharacters(in: from..<to, with: try string(1)))
        case "append":
            let piece = try string(0)
            return try call.mutate { stored in
                guard let current = stored.text else { throw call.unknown() }
                try interpreter.chargeMemory(current.utf8.count + piece.utf8.count, span)
                stored = stored.withText(current + piece)
                return .void
            }
        case "removeFirst", "removeLast", "popLast", "remove", "insert", "removeAll":
            return try changeString(call, start: start)
        case "padding" where call.arguments.count == 3:
            // Foundation's `padding(toLength:withPad:startingAt:)`: cut to the length, or filled
            // with the pad repeated from its `startingAt` character.
            let length = try number(0), pad = Array(try string(1)), first = try number(2)
            guard length >= 0, !pad.isEmpty, pad.indices.contains(first) else { throw call.unknown() }
            guard length > text.count else { return .string(String(text.prefix(length))) }
            try interpreter.chargeMemory(length, span)
            let filling = (0..<(length - text.count)).map { pad[(first + $0) % pad.count] }
            return .string(text + String(filling))
        case "trimmingCharacters":
            // `.whitespaces`, `.punctuationCharacters`: read from the written member (the checker
            // lets only those through), trimmed by Foundation itself.
            guard let set = try characterSet(call) else { throw call.unknown() }
            return .string(text.trimmingCharacters(in: set))
        case "replacingOccurrences":
            return .string(text.replacingAll(try string(0), with: try string(1)))
        case "replacing" where call.arguments.count == 2 && call.arguments[1].label == "with":
            // The library's own `replacing(_:with:)` of text by text: every occurrence, as Foundation's.
            return .string(text.replacingAll(try string(0), with: try string(1)))
        case "contains" where !call.isPredicate:
            // The library finds the empty text in any text; Foundation's `contains`, which
            // `import Foundation` chooses instead, finds it nowhere.
            let needle = try string(0)
            guard !needle.isEmpty else { return .bool(interpreter.declaredProgram?.importsFoundation != true) }
            return .bool(text.contains(needle))
        case "localizedCaseInsensitiveContains":
            return .bool(text.localizedCaseInsensitiveContains(try string(0)))
        case "hasPrefix": return .bool(text.hasPrefix(try string(0)))
        // `starts(with:)` compares characters, as any sequence's; `hasPrefix` too, for a String.
        case "starts" where call.arguments.first?.label == "with": return .bool(text.starts(with: try string(0)))
        case "hasSuffix": return .bool(text.hasSuffix(try string(0)))
        case "trimmingPrefix":
            // What is left after the prefix, when the text starts with it (or after the
            // characters the test accepts), keeping its place in the string.
            let count: Int
            if call.isPredicate {
                let test = try call.argument(0)
                count = try text.prefix { try call.test(test, .string(String($0))) }.count
            } else {
                let prefix = try string(0)
                count = text.hasPrefix(prefix) ? prefix.count : 0
            }
            return .substring(SubstringValue(text: String(text.dropFirst(count)), start: start + count))
        case "uppercased": return .string(text.uppercased())
        case "lowercased": return .string(text.lowercased())
        case "index" where call.arguments.first?.label == "after":
            let at = try position(0)
            guard at >= 0, at < text.count else { throw interpreter.error(Msg.Run.stringIndexOutOfRange, span) }
            return try checked(at + 1)
        case "index" where call.arguments.first?.label == "before":
            let at = try position(0)
            guard at > 0 else { throw interpreter.error(Msg.Run.stringIndexOutOfRange, span) }
            return try checked(at - 1)
        case "index" where call.arguments.count == 3 && call.arguments[2].label == "limitedBy":
            let at = try position(0), distance = try number(1), limit = try position(2)
            guard at >= 0, at <= text.count else { throw interpreter.error(Msg.Run.stringIndexOutOfRange, span) }
            // The limit stops only a move towards it.
            let passes = distance >= 0 ? limit >= at && at + distance > limit : limit <= at && at + distance < limit
            return passes ? Value.none : .optional(try checked(at + distance))
        case "index" where call.arguments.count == 2:
            let at = try position(0)
            guard at >= 0, at <= text.count else { throw interpreter.error(Msg.Run.stringIndexOutOfRange, span) }
            return try checked(at + number(1))
        case "distance":
            return .int(try number(1) - number(0))
        default:
            return nil
        }
    }

    /// `split`, with `maxSplits:` and `omittingEmptySubsequences:` in either form, as Swift
    /// reads them: substrings that keep their place in the text (`start` is the text's own).
    private static func split(_ call: SequenceCall, _ text: String, start: Int) throws -> [Value] {
        var maxSplits = Int.max, keepEmpty = false
        if let index = call.labelled("maxSplits"), case .int(let most) = try call.argument(index) {
            guard most >= 0 else { throw call.interpreter.error(Msg.Run.negativeMaxSplits, call.span) }
            maxSplits = most
        }
        if let index = call.labelled("omittingEmptySubsequences"), case .bool(false) = try call.argument(index) { keepEmpty = true }
        let isSeparator: (Character) throws -> Bool
        let options: Set<String?> = ["separator", "maxSplits", "omittingEmptySubsequences"]
        if let test = call.arguments.firstIndex(where: { !options.contains($0.label) }) {
            let predicate = try call.argument(test)
            isSeparator = { try call.test(predicate, .string(String($0))) }
        } else {
            guard let separator = try call.argument(0).text, let character = separator.first else { throw call.unknown() }
            // `linea.split(separator: ", ")`: a separator of several characters, as a collection's.
            if separator.count > 1 { return splitByText(text, separator, maxSplits: maxSplits, keepEmpty: keepEmpty, start: start) }
            isSeparator = { $0 == character }
        }
        // Each piece's offset is counted on from the previous one's: once over the text in all.
        var offset = start, previous = text.startIndex
        return try text.split(maxSplits: maxSplits, omittingEmptySubsequences: !keepEmpty, whereSeparator: isSeparator).map { piece in
            offset += text.distance(from: previous, to: piece.startIndex)
            previous = piece.startIndex
            return .substring(SubstringValue(text: String(piece), start: offset))
        }
    }

    /// `split(separator: "--")`: the pieces between whole occurrences of the separator, found
    /// from the left, as the library's split by a collection.
    private static func splitByText(_ text: String, _ separator: String, maxSplits: Int, keepEmpty: Bool,
                                    start: Int) -> [Value] {
        let characters = Array(text), pattern = Array(separator)
        var pieces: [Value] = []
        var pieceStart = 0, index = 0, splits = 0
        func add(_ range: Range<Int>) {
            guard keepEmpty || !range.isEmpty else { return }
            pieces.append(.substring(SubstringValue(text: String(characters[range]), start: start + range.lowerBound)))
        }
        while index + pattern.count <= characters.count, splits < maxSplits {
            if Array(characters[index..<index + pattern.count]) == pattern {
                add(pieceStart..<index)
                index += pattern.count
                pieceStart = index
                splits += 1
            } else {
                index += 1
            }
        }
        add(pieceStart..<characters.count)
        return pieces
    }

    /// A string's or a substring's changes in place by character: `removeFirst`, `removeLast`,
    /// `popLast`, `remove(at:)`, `removeAll(where:)`, `insert(_:at:)` and `insert(contentsOf:at:)`. The arguments are
    /// read before the string is, as Swift reads them. A substring keeps where it starts.
    private static func changeString(_ call: SequenceCall, start: Int) throws -> Value? {
        let interpreter = call.interpreter
        let span = call.span
        func changeCharacters(_ change: (inout [Character]) throws -> Value) throws -> Value {
            try call.mutate { stored in
                guard let text = stored.text else { throw call.unknown() }
                var characters = Array(text)
                let result = try change(&characters)
                try interpreter.chargeMemory(characters.count, span)
                stored = stored.withText(String(characters))
                return result
            }
        }
        switch call.name {
        case "popLast":
            return try changeCharacters { .optional($0.popLast().map { .string(String($0)) }) }
        case "insert":
            guard let piece = try call.argument(0).text, case .int(let index) = try call.argument(1) else { throw call.unknown() }
            return try changeCharacters { characters in
                guard (0...characters.count).contains(index - start) else { throw interpreter.error(Msg.Run.stringIndexOutOfRange, span) }
                characters.insert(contentsOf: piece, at: index - start)
                return .void
            }
        case "remove":
            let index = try call.argument(0).asInt
            return try changeCharacters { characters in
                guard let index, characters.indices.contains(index - start) else {
                    throw interpreter.error(Msg.Run.stringIndexOutOfRange, span)
                }
                return .string(String(characters.remove(at: index - start)))
            }
        case "removeFirst", "removeLast":
            let count = try removalCount(call)
            return try changeCharacters { try removeEnd(of: &$0, count, call).map { .string(String($0)) } ?? .void }
        case "removeAll" where call.arguments.first?.label == "where":
            // `texto.removeAll(where: { $0 == "," })`: the closure is read before the string.
            let predicate = try call.argument(0)
            return try changeCharacters { characters in
                characters = try characters.filter { try !call.test(predicate, .string(String($0))) }
                return .void
            }
        case "removeAll" where call.arguments.isEmpty || call.arguments.first?.label == "keepingCapacity":
            return try changeCharacters { $0.removeAll(); return .void }
        default:
            return nil
        }
    }

    /// The character set a call's first argument writes (the checker lets only those through).
    private static func characterSet(_ call: SequenceCall) throws -> CharacterSet? {
        guard let argument = call.arguments.first, let written = WrittenCharacterSet(argument.value) else { return nil }
        func made(_ written: WrittenCharacterSet) throws -> CharacterSet {
            switch written {
            case .named(let set): return set
            case .characters(let text):
                guard let characters = try call.interpreter.evaluate(text, call.scope, expected: .string).text else { throw call.unknown() }
                return CharacterSet(charactersIn: characters)
            case .inverted(let set): return try made(set).inverted
            case .combined(let left, let operation, let right): return operation.apply(try made(left), try made(right))
            }
        }
        return try made(written)
    }

    /// `components(separatedBy:)` of a text: every piece, the empty ones too.
    private static func splitting(_ text: String, by separator: String) -> [String] {
        guard !separator.isEmpty else { return [text] }
        var pieces: [String] = []
        var rest = Substring(text)
        while let found = rest.range(of: separator) {
            pieces.append(String(rest[..<found.lowerBound]))
            rest = rest[found.upperBound...]
        }
        pieces.append(String(rest))
        return pieces
    }
}

extension Value {
    /// Text of the same kind as this (a `String`, or a `Substring` that starts where this one
    /// does) holding `text`: what a change in place leaves.
    func withText(_ text: String) -> Value {
        if case .substring(let piece) = self { return .substring(SubstringValue(text: text, start: piece.start)) }
        return .string(text)
    }

    /// Where the indices of an array slice or a substring start in the collection it was cut
    /// from; 0 for any other value.
    var sliceStart: Int {
        if case .substring(let piece) = self { return piece.start }
        return arraySlice?.start ?? 0
    }
}
