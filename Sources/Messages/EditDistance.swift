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
    /// nearest one within a typo's distance, else nil. `cargr` → `cargar`.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let key = fold(word)
        guard !key.isEmpty else { return nil }
        let prefixed = candidates.filter { fold($0).hasPrefix(key) }
        if prefixed.count == 1 { return prefixed[0] }
        let limit = typoLimit(key)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(key, fold(candidate), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Up to `count` names near `word`, best first, for messages that offer several: the same
    /// name but for case and accents; one that starts with it; one that contains it, or that it
    /// contains (four letters or more); one within a typo's distance; one that starts like it but
    /// for a typo's worth of letters at the end (`Fotos` → `FotoConDestino`). Each name may be matched by other keys (a model's short name).
    public static func suggestions(for word: String, among candidates: [(name: String, keys: [String])],
                                   count: Int = 3) -> [String] {
        let query = fold(word)
        guard !query.isEmpty else { return [] }
        let limit = typoLimit(query)
        var scored: [(name: String, score: Int, order: Int)] = []
        for (order, candidate) in candidates.enumerated() {
            let scores = candidate.keys.compactMap { score(query, fold($0), limit: limit) }
            if let best = scores.min() { scored.append((candidate.name, best, order)) }
        }
        var seen = Set<String>()
        return scored.sorted { ($0.score, $0.order) < ($1.score, $1.order) }.map(\.name)
            .filter { seen.insert($0).inserted }.prefix(count).map { $0 }
    }

    public static func suggestions(for word: String, among candidates: [String], count: Int = 3) -> [String] {
        suggestions(for: word, among: candidates.map { ($0, [$0]) }, count: count)
    }

    /// Lower is nearer; nil when `key` is not near `query` at all (both folded).
    private static func score(_ query: String, _ key: String, limit: Int) -> Int? {
        if key == query { return 0 }
        if key.hasPrefix(query) { return 1 }
        if key.contains(query) || key.count >= 4 && query.contains(key) { return 2 }
        let distance = between(query, key, limit: limit)
        if distance <= limit { return 2 + distance }
        // It starts like the name but for a typo's worth of letters at its end.
        let common = zip(query, key).prefix { $0 == $1 }.count
        return common >= max(4, query.count - limit) ? 3 + limit : nil
    }

    /// A typo's distance: a third of the word, from 1 to 3 edits.
    private static func typoLimit(_ word: String) -> Int { max(1, min(3, word.count / 3)) }

    /// Case and accents do not count: `Acción` and `accion` are the same name.
    static func fold(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "á", "à", "ä": return "a"
            case "é", "è", "ë": return "e"
            case "í", "ì", "ï": return "i"
            case "ó", "ò", "ö": return "o"
            case "ú", "ù", "ü": return "u"
            default: return Character(scalar)
            }
        })
    }
}
