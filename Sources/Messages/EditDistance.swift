/// How far apart two names are, for «¿quisiste decir …?» everywhere a name can be mistyped
/// (commands, lessons, models, exercises, types): one measure, so suggestions agree.
public enum EditDistance {
    /// Damerau–Levenshtein distance (an adjacent swap counts one), giving up early past `limit`.
    public static func between(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let x = Array(a), y = Array(b)
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}

extension EditDistance {
    /// The one «¿quisiste decir …?» choice: the only candidate that starts with `word`, else the
    /// nearest one within a typo's distance (a third of the word, 1 to 3 edits), else nil.
    /// `cargr` → `cargar`; candidates are compared as given, `word` and all, case-insensitively.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let key = word.lowercased()
        guard !key.isEmpty else { return nil }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(key) }
        if prefixed.count == 1 { return prefixed[0] }
        let limit = max(1, min(3, key.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(key, candidate.lowercased(), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
