import Messages

/// The part of The Composable Architecture (TCA) that lesson runs, as Swift the front end reads
/// like the learner's own: when a file imports `ComposableArchitecture`, every feature it
/// declares (`@Reducer struct Contador`, or `struct Contador: Reducer`) gets the prelude below as
/// an extension, so `Effect<Action>`, `Reduce { state, action in … }` and `ReducerOf<Self>` are
/// that feature's own types: typed, lowered and run like user code, with the feature's `State`
/// and `Action` in place of TCA's generic parameters (a wrong action in `.send(…)` is refused as
/// swiftc refuses it). TCA's own generic types are spelled with the feature's `Effect` and `Reduce`.
///
/// `compiledSurface` (ComposableArchitecture+Swiftc.swift) is the same surface for swiftc: what
/// the REPL accepts and runs here, the compiled program accepts and runs there.
public enum ComposableArchitecture {
    public static let moduleName = "ComposableArchitecture"

    /// The prelude, for one feature (`FEATURE` is its name). An effect is a value the REPL shows:
    /// `.none`, `.send(.x)` (an action the store feeds back at once) or `.run { send in … }` (asynchronous
    /// work the REPL does not run).
    static let prelude = """
        extension FEATURE {
            enum Effect {
                case none
                case send(Action)
                case run((Send) async throws -> Void)
            }
            typealias Send = (Action) async -> Void
            struct Reduce {
                let reduce: (inout State, Action) -> Effect
                init(_ reduce: @escaping (inout State, Action) -> Effect) {
                    self.reduce = reduce
                }
            }
            typealias ReducerOf = Reduce
        }

        """

    /// The prelude's own type names, inside each feature: a member they lack is TCA's, not a typo.
    public static let preludeTypes: Set<String> = ["Effect", "Reduce"]

    /// Names TCA declares that lesson does not run: using one says so, naming it, instead of
    /// reporting it as unknown (they exist, in TCA).
    public static let outsideSubset: Set<String> = [
        // Reducers and their operators.
        "Scope", "BindingReducer", "CombineReducers", "EmptyReducer", "ReducerBuilder", "ifLet", "ifCaseLet",
        "forEach", "onChange", "dependency", "transformDependency", "_printChanges", "signpost",
        // Effects beyond .none, .send and .run.
        "merge", "concatenate", "cancel", "cancellable", "debounce", "throttle", "map", "publisher", "animation",
        "TaskResult", "EffectOf",
        // Stores, tests and views.
        "Store", "StoreOf", "TestStore", "TestStoreOf", "ViewStore", "ViewStoreOf", "WithViewStore", "ViewAction",
        "WithPerceptionTracking", "Perception",
        // State and action helpers.
        "BindableAction", "BindingAction", "BindingState", "BindingViewState", "PresentationAction",
        "PresentationState", "PresentationActionOf", "StackState", "StackAction", "StackActionOf", "StackElementID",
        "IdentifiedArray", "IdentifiedArrayOf", "IdentifiedAction", "IdentifiedActionOf", "CaseReducer",
        "CaseReducerState", "Shared", "SharedReader", "AlertState", "ConfirmationDialogState", "TextState",
        "ButtonState",
        // Dependencies.
        "Dependency", "DependencyValues", "DependencyKey", "TestDependencyKey", "DependencyClient",
        "withDependencies", "ContinuousClock", "Clock",
    ]

    /// Attributes TCA's macros add that change what a declaration means: not ignored, refused.
    static let attributesOutsideSubset: Set<String> = ["Dependency", "Shared", "SharedReader", "BindingState"]

    /// What `attach` made of a file.
    public struct Attached: Sendable {
        /// The file with one prelude extension per feature after its own lines (theirs unchanged).
        public var source: SourceFile
        /// The features, by name, in source order.
        public var features: [String]
        /// Constructs of TCA the file uses that lesson does not run, at their line.
        public var diagnostics: [Diagnostic]
    }

    /// Whether `source` imports ComposableArchitecture (the lexer runs only when the word is there).
    public static func imports(_ source: SourceFile) -> Bool {
        source.text.contains(moduleName) && Lexer.tokenize(source).tokens.imports(moduleName)
    }

    /// The file as the front end reads it: unchanged without the import; with it, each feature's
    /// prelude appended, and the attributes lesson does not run named.
    /// `imported`: an earlier entry at the prompt imported it.
    public static func attach(to source: SourceFile, imported: Bool = false) -> Attached {
        let unchanged = Attached(source: source, features: [], diagnostics: [])
        guard imported || source.text.contains(moduleName) else { return unchanged }
        // Lexed once, for the import and for the features.
        let tokens = Lexer.tokenize(source).tokens
        guard imported || tokens.imports(moduleName) else { return unchanged }
        let features = self.features(in: tokens)
        var diagnostics: [Diagnostic] = []
        for index in tokens.indices.dropLast() where tokens[index].kind == .at {
            let name = tokens[index + 1]
            if name.kind == .identifier, attributesOutsideSubset.contains(name.text) {
                diagnostics.append(Diagnostic(Msg.TCA.outsideSubset("@" + name.text), at: source.location(of: tokens[index].span.start)))
            }
        }
        guard !features.isEmpty else { return Attached(source: source, features: [], diagnostics: diagnostics) }
        let text = features.map { prelude.replacingOccurrences(of: "FEATURE", with: $0) }.joined()
        return Attached(source: source.appending(path: moduleName, text: text), features: features, diagnostics: diagnostics)
    }

    /// Top-level structs marked `@Reducer` or declared `: Reducer`, by name.
    static func features(in tokens: [Token]) -> [String] {
        var found: [String] = []
        var depth = 0
        var markedReducer = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            case .at where depth == 0:
                if index + 1 < tokens.count, tokens[index + 1].text == "Reducer" { markedReducer = true }
            case .keyword where depth == 0 && token.text == "struct":
                // Not `import struct Foundation.Date`.
                guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                      index == 0 || !tokens[index - 1].isKeyword("import") else { break }
                let name = tokens[index + 1].text
                // `struct Contador: Reducer {`, with Reducer among its conformances.
                var cursor = index + 2
                var conforms = false
                while cursor < tokens.count, ![.leftBrace, .endOfFile, .at, .keyword].contains(tokens[cursor].kind) {
                    if tokens[cursor].text == "Reducer" { conforms = true }
                    cursor += 1
                }
                if markedReducer || conforms { found.append(name) }
                markedReducer = false
            case .keyword where depth == 0 && ["enum", "class", "func", "extension", "var", "let", "protocol"].contains(token.text):
                markedReducer = false
            default: break
            }
            index += 1
        }
        return found
    }
}
