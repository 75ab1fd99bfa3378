import Messages

/// Why a lesson or model name did not resolve; `message` is what the learner reads.
public struct LookupError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case lesson, model }
    public enum Problem: Sendable, Equatable {
        /// Nothing matches; the nearest names, best first (maybe none).
        case unknown(suggestions: [String])
        /// Several match; the learner must say which.
        case ambiguous(candidates: [String])
    }
    public var kind: Kind
    public var query: String
    public var problem: Problem

    /// The Spanish sentence(s) to print, e.g. «No hay ninguna lección «enmu». ¿Quisiste decir …?».
    public var message: String {
        switch (kind, problem) {
        case (.lesson, .unknown(let suggestions)): return Msg.Packs.unknownLesson(query, suggestions: suggestions)
        case (.model, .unknown(let suggestions)): return Msg.Packs.unknownModel(query, suggestions: suggestions)
        case (.lesson, .ambiguous(let candidates)): return Msg.Packs.ambiguousLesson(query, candidates: candidates)
        case (.model, .ambiguous(let candidates)): return Msg.Packs.ambiguousModel(query, candidates: candidates)
        }
    }
}

extension PackLibrary {
    /// A lesson by id (`maquinas-de-estado/01-el-enum`), by file name alone (`01-el-enum`), by
    /// position (`1`, or `maquinas-de-estado/1` within a pack), or by a unique prefix of its id or
    /// file name (`01`, `maquinas-de-estado/02`). Anything matching several lessons is ambiguous
    /// rather than guessed: the learner is shown the candidates' ids.
    public func lesson(_ query: String) -> Result<Lesson, LookupError> {
        let query = query.trimmingSpaces
        guard !query.isEmpty else {
            return .failure(LookupError(kind: .lesson, query: query, problem: .unknown(suggestions: [])))
        }
        let all = lessons
        let steps: [(Lesson) -> Bool] = [
            { $0.id == query },
            { $0.name == query },
            { lesson in Int(query).map { lesson.position == $0 } ?? false },
            { lesson in
                guard let slash = query.lastIndex(of: "/"), let n = Int(query[query.index(after: slash)...]) else { return false }
                return lesson.pack == query[..<slash] && lesson.position == n
            },
            { $0.id.hasPrefix(query) || $0.name.hasPrefix(query) },
        ]
        for matches in steps {
            let found = all.filter(matches)
            if found.count == 1 { return .success(found[0]) }
            if found.count > 1 {
                return .failure(LookupError(kind: .lesson, query: query, problem: .ambiguous(candidates: found.map(\.id))))
            }
        }
        // A typo in the id or the file name, or a word of the title.
        let suggestions = Self.nearest(query, among: all.map { ($0.id, [$0.id, $0.name, $0.title]) })
        return .failure(LookupError(kind: .lesson, query: query, problem: .unknown(suggestions: suggestions)))
    }

    /// A model by the name the learner sees (plain, or `<pack>/<model>` when names collide), by
    /// `<pack>/<model>` always, or by its plain name when only one pack defines it.
    public func model(_ query: String) -> Result<ModelSource, LookupError> {
        let query = query.trimmingSpaces
        if let exact = models.first(where: { $0.name == query || $0.qualifiedName == query }) { return .success(exact) }
        let byPlain = models.filter { $0.plainName == query }
        if byPlain.count == 1 { return .success(byPlain[0]) }
        if byPlain.count > 1 {
            return .failure(LookupError(kind: .model, query: query, problem: .ambiguous(candidates: byPlain.map(\.name))))
        }
        let suggestions = Self.nearest(query, among: models.map { ($0.name, [$0.name, $0.plainName]) })
        return .failure(LookupError(kind: .model, query: query, problem: .unknown(suggestions: suggestions)))
    }

    /// Up to three names whose keys are close to the query (the one suggestion rule).
    static func nearest(_ query: String, among candidates: [(name: String, keys: [String])]) -> [String] {
        EditDistance.suggestions(for: query, among: candidates)
    }

}
