import Foundation

/// One of an exercise's `pistas`: its text, and what it helps with. In `exercise.json` a hint is
/// a string, or an object tied to what fails: `{"texto": "…", "prueba": "cargandoLlego"}` (a test
/// of the hidden suite, by function or display name), `{"texto": "…", "comprobacion": "formas"}`
/// (a static check by kind) or `{"texto": "…", "comprobacion": "compila"}` (the file does not compile).
public struct Hint: Sendable, Equatable {
    public var text: String
    public var test: String?
    public var check: String?

    public init(text: String, test: String? = nil, check: String? = nil) {
        self.text = text; self.test = test; self.check = check
    }

    public var isTied: Bool { test != nil || check != nil }

    /// Whether this hint is about a plan entry (`prueba/cargandoLlego`, `comprobacion/formas/Estado`).
    public func helps(with entry: ScoringPlan.Entry) -> Bool {
        if let test, entry.kind == .test {
            return entry.test?.function == test || entry.name == test || entry.id == "prueba/" + test
        }
        if let check, entry.kind == .check { return entry.id.hasPrefix("comprobacion/\(check)") }
        return false
    }

    /// Tied to the file failing to compile.
    public var helpsCompiling: Bool { check == "compila" }
}

/// Which hint `pista` shows: the first tied to the first thing failing now, else the next unread.
public enum HintChoice {
    /// 1-based hint number. `failing` holds the ids of the plan entries that fail, in report
    /// order; `compiles` is false when the learner's files did not compile; nil when not graded.
    public static func choose(_ hints: [Hint], plan: ScoringPlan, failing: [String]?, compiles: Bool, read: Set<Int>) -> Int? {
        guard !hints.isEmpty else { return nil }
        // Of the hints about the first thing failing, the first not yet read (else the first).
        func best(_ helps: (Hint) -> Bool) -> Int? {
            let numbers = hints.indices.filter { helps(hints[$0]) }.map { $0 + 1 }
            return numbers.first { !read.contains($0) } ?? numbers.first
        }
        if !compiles, let number = best(\.helpsCompiling) { return number }
        for id in failing ?? [] {
            guard let entry = plan.entries.first(where: { $0.id == id }) else { continue }
            if let number = best({ $0.helps(with: entry) }) { return number }
        }
        let unread = (1...hints.count).first { !read.contains($0) && !hints[$0 - 1].isTied }
            ?? (1...hints.count).first { !read.contains($0) }
        return unread ?? hints.count
    }

    /// Hints tied to a test or check the plan does not have: for `validar`.
    public static func unknownTies(_ hints: [Hint], plan: ScoringPlan) -> [(number: Int, name: String)] {
        hints.enumerated().compactMap { index, hint in
            guard hint.isTied, !hint.helpsCompiling else { return nil }
            guard !plan.entries.contains(where: hint.helps) else { return nil }
            return (index + 1, hint.test ?? hint.check ?? "")
        }
    }
}
