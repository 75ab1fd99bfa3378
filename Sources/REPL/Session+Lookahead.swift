import Language
import LineEditor

/// The lines of a piped file not yet read as entries. In a Swift file a function, a type or an
/// extension is known everywhere, also above it (`print(f(2))` / `func f…`, an `extension String`
/// at the end): when an entry is rejected for a name that a declaration further down declares,
/// the session reads the rest of the file and declares its declarations first, once, each with
/// the entry number it has in the file, then checks the entry again. Declarations run nothing,
/// so declaring them early changes no output.
final class PipedLookahead {
    var source: LineSource?
    var lines: [LineInput] = []
    /// The rest of the file was read and its declarations declared (done once).
    var hoisted = false
    /// The entry numbers of the declarations declared early: the entries left keep their own.
    var declaredEarly: Set<Int> = []
    /// The rest of the file was looked at for an extension that adds a conformance (done once).
    var lookedForConformances = false

    func next(prompt: String) -> LineInput {
        if !lines.isEmpty { return lines.removeFirst() }
        return source?.read(prompt: prompt) ?? .endOfInput
    }

    func pushFront(_ line: LineInput) { lines.insert(line, at: 0) }

    /// Every line left, the end of the input last.
    func drain() {
        guard let source else { return }
        while lines.last != .endOfInput { lines.append(source.read(prompt: "")) }
    }
}

extension Session {
    var lookahead: PipedLookahead { component(PipedLookahead.init) }

    /// Declares, before the rejected entry is checked again, the functions, types, protocols and
    /// extensions written further down a piped file, when one of `problems` names what one of
    /// them declares; false when it declared nothing (or the rest holds commands or events,
    /// whose order matters).
    func declareWhatComesLater(for problems: [String]) -> Bool {
        declareWhatComesLater { declarations in
            let named = declarations.flatMap { Self.declaredNames($0) }
            return named.contains(where: { name in problems.contains { $0.contains("'\(name)'") } })
        }
    }

    /// Before the first entry that runs something: an `extension Punto: CustomStringConvertible`
    /// further down changes how a `Punto` prints already here, as in swiftc, so the rest of the
    /// file is declared first when it holds one (looked at once).
    func declareConformancesThatComeLater(before entry: String) -> Bool {
        let ahead = lookahead
        guard !ahead.lookedForConformances, !interactive, !ahead.hoisted, ahead.source != nil,
              !Self.declaresOnly(entry) else { return false }
        ahead.lookedForConformances = true
        let known = Set((machineState.types.program?.functions ?? [:]).keys)
        return declareWhatComesLater { declarations in
            if declarations.contains(where: Self.addsConformance) { return true }
            // Two functions of one name (`func <~> (a: Int, …)` below a generic `<~>`): a call above
            // takes the one swiftc would, seeing both.
            var names = known
            for declaration in declarations {
                for name in Self.functionNames(declaration) where !names.insert(name).inserted { return true }
            }
            return false
        }
    }

    static func functionNames(_ entry: String) -> [String] {
        Parse.file(SourceFile(path: "", text: entry)).unit.statements.compactMap { statement in
            guard case .declaration(.function(let f)) = statement.kind else { return nil }
            return f.name
        }
    }

    /// Whether `entry` holds an extension that adds a conformance (`extension Punto: Equatable`).
    static func addsConformance(_ entry: String) -> Bool {
        Parse.file(SourceFile(path: "", text: entry)).unit.statements.contains { statement in
            guard case .declaration(.extensionDecl(let ext)) = statement.kind else { return false }
            return !ext.inherits.isEmpty
        }
    }

    private func declareWhatComesLater(when wanted: ([String]) -> Bool) -> Bool {
        let ahead = lookahead
        guard !interactive, !ahead.hoisted, ahead.source != nil else { return false }
        ahead.drain()
        var entries: [(lines: Range<Int>, text: String)] = []
        var pending = InputAccumulator()
        var start = 0
        for (index, input) in ahead.lines.enumerated() {
            guard case .line(let line) = input else {
                guard pending.isEmpty else { return false }
                start = index + 1
                continue
            }
            if pending.isEmpty, line.allSatisfy(\.isWhitespace) {
                start = index + 1
                continue
            }
            pending.append(line)
            guard pending.isComplete else { continue }
            if case .line(let following)? = ahead.lines[safe: index + 1],
               InputAccumulator.continuesEntry(pending.lines, with: following) { continue }
            entries.append((start..<index + 1, pending.take()))
            start = index + 1
        }
        guard pending.isEmpty else { return false }
        for entry in entries {
            switch Self.classify(entry.text) {
            case .command, .event: return false
            case .empty, .swift: break
            }
        }
        let declarations = entries.indices.filter { Self.declaresOnly(entries[$0].text) }
        guard wanted(declarations.map { entries[$0].text }) else { return false }
        ahead.hoisted = true
        for index in declarations.reversed() { ahead.lines.removeSubrange(entries[index].lines) }
        let current = machineState.entryCount
        for index in declarations {
            machineState.entryCount = current + index
            handle(entries[index].text)
            ahead.declaredEarly.insert(current + index + 1)
        }
        machineState.entryCount = current
        return true
    }

    /// The number the next entry has in the file: past those declared early.
    func nextEntryNumber() -> Int {
        var number = machineState.entryCount + 1
        while lookahead.declaredEarly.remove(number) != nil { number += 1 }
        return number
    }

    /// The names `entry` declares, as words after `func`, `struct`, `class`, `enum`,
    /// `protocol`, `typealias`, `var`, `let` and `case`: its own and its members'.
    static func declaredNames(_ entry: String) -> [Substring] {
        let introducers: Set<Substring> = ["func", "struct", "class", "enum", "protocol", "typealias", "var", "let", "case"]
        let words = entry.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return zip(words, words.dropFirst()).compactMap { introducers.contains($0.0) ? $0.1 : nil }
    }

    /// Whether `entry` holds only functions, types, protocols, extensions and aliases: nothing
    /// of it runs where it is written.
    static func declaresOnly(_ entry: String) -> Bool {
        let parsed = Parse.file(SourceFile(path: "", text: entry))
        guard parsed.diagnostics.isEmpty, !parsed.unit.statements.isEmpty else { return false }
        return parsed.unit.statements.allSatisfy { statement in
            guard case .declaration(let declaration) = statement.kind else { return false }
            switch declaration {
            case .function, .enumDecl, .structDecl, .classDecl, .extensionDecl, .protocolDecl, .typeAlias: return true
            case .variable, .initializer, .enumCase: return false
            }
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
