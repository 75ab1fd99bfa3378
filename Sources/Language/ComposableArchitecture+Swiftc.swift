/// The same TCA surface for swiftc, which has no TCA here: what `validar` and the differential
/// tests compile beside a feature, so that the compiled program and the REPL's prelude agree.
extension ComposableArchitecture {
    /// TCA's own spelling of the prelude: generic `Effect<Action>` and `Reduce<State, Action>`, a
    /// `Reducer` protocol whose `reduce(into:action:)` runs the `body`, a result builder for `body`.
    public static let compiledSurface = """
        // La parte de ComposableArchitecture que ejecuta lesson, para compilar con swiftc.
        struct Send<Action> {
            let send: (Action) -> Void
            func callAsFunction(_ action: Action) async { send(action) }
        }

        enum Effect<Action> {
            case none
            case send(Action)
            case run((Send<Action>) async throws -> Void)
        }

        protocol Reducer<State, Action> {
            associatedtype State
            associatedtype Action
            associatedtype Body
            @ReducerBuilder<State, Action> var body: Body { get }
            func reduce(into state: inout State, action: Action) -> Effect<Action>
        }

        extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
            func reduce(into state: inout State, action: Action) -> Effect<Action> {
                body.reduce(into: &state, action: action)
            }
        }

        extension Reducer where Body == Never {
            var body: Never { fatalError("un reducer con reduce(into:action:) no tiene body") }
        }

        @resultBuilder
        enum ReducerBuilder<State, Action> {
            static func buildExpression<R: Reducer>(_ reducer: R) -> R where R.State == State, R.Action == Action { reducer }
            static func buildBlock<R: Reducer>(_ reducer: R) -> R where R.State == State, R.Action == Action { reducer }
        }

        struct Reduce<State, Action>: Reducer {
            let step: (inout State, Action) -> Effect<Action>
            init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) { step = reduce }
            func reduce(into state: inout State, action: Action) -> Effect<Action> { step(&state, action) }
        }

        typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

        """

    /// A TCA file as one program for swiftc: the file as `forSwiftc` writes it, then `compiledSurface`
    /// (after it, so that its lines keep their numbers).
    public static func compiledProgram(_ text: String) -> String { forSwiftc(text) + "\n" + compiledSurface }

    /// `text` (of `source`, or the same bytes blanked in places) without the prelude `attach` added.
    public static func withoutPrelude(_ text: String, in source: SourceFile) -> String {
        guard let line = source.origins.firstIndex(where: { $0.path == moduleName }), line < source.lineStarts.count else {
            return text
        }
        return String(decoding: Array(text.utf8).prefix(source.lineStarts[line]), as: UTF8.self)
    }

    /// A file as swiftc compiles it beside `compiledSurface`: the import gone, and the macros swiftc
    /// cannot expand without TCA written out as what they add (`@Reducer` as the conformance to
    /// `Reducer`; `@ObservableState` adds nothing a reducer sees). Lines keep their numbers.
    public static func forSwiftc(_ text: String) -> String {
        var reducer = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { piece -> String in
            var line = String(piece)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "import " + moduleName { return "" }
            for attribute in ["@ObservableState", "@Reducer"] where line.contains(attribute) {
                if attribute == "@Reducer" { reducer = true }
                line = line.replacingOccurrences(of: attribute, with: "")
            }
            if reducer, line.contains("struct "), let brace = line.range(of: " {") ?? line.range(of: "{") {
                reducer = false
                let head = line[..<brace.lowerBound]
                if head.contains(":") { return line.replacingCharacters(in: brace, with: ", Reducer {") }
                return line.replacingCharacters(in: brace, with: ": Reducer {")
            }
            return line
        }.joined(separator: "\n")
    }
}
