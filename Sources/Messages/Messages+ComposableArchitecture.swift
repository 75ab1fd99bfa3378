/// The Composable Architecture (TCA) features lesson runs: what it does not run, and how it
/// shows a reducer's effects.
extension Msg {
    public enum TCA {
        /// A construct of TCA outside the prelude (`Scope`, `.ifCaseLet`, `@Dependency`…).
        public static func outsideSubset(_ construct: String) -> String {
            "\(construct) (de ComposableArchitecture) no está en el subconjunto de Swift que entiende lesson"
        }
        /// A feature's `body` with more than one reducer, which TCA's result builder composes.
        public static let composedBody = "un body con varios reducers seguidos"
        /// A member of a prelude type that TCA has and lesson does not (`Effect.merge`).
        public static func memberOutsideSubset(_ type: String, _ member: String) -> String {
            outsideSubset("«\(type).\(member)»")
        }
        /// The effect a reducer returned, after its transition.
        public static func effect(_ text: String) -> String { "efecto: \(text)" }
        public static let runEffect =
            ".run { … }: un efecto asíncrono; el REPL no lo ejecuta (las acciones que enviaría no llegan)"
        /// A `.send(.x)` effect is fed back as the store does: the next step, at once.
        public static func receives(_ action: String) -> String { "recibe \(action) (del efecto .send)" }
        public static func tooManySends(_ count: Int) -> String {
            "los efectos .send siguen enviando acciones después de \(count) pasos: el REPL deja de recibirlas aquí"
        }
        /// The head of the TCA surface an exported package compiles with.
        public static let exportedSurface =
            "la parte de ComposableArchitecture que ejecuta lesson, escrita para compilar sin TCA."
        /// The machine of a feature, as it is named when the model loads.
        public static func featureMachine(_ feature: String) -> String { "\(feature).body (Reduce)" }
    }
}
