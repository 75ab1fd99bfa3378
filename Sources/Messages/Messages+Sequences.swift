/// What the type checker says about the library's sequence types (`Zip2Sequence`,
/// `StrideTo`, `EnumeratedSequence`, the lazy ones): what one of them does not have, and the
/// lazy members lesson does not run.
extension Msg {
    public enum Sequences {
        /// `zip(a, b).count`: swiftc's own words here ("generic parameter 'E' could not be
        /// inferred") do not say what is wrong.
        public static func notACollection(_ type: String, _ member: String) -> String {
            "un valor de tipo '\(type)' no tiene '\(member)': es una secuencia, no una colección "
                + "(recórrela con for-in o conviértela con Array(…))"
        }
        /// `zip(a, b).first`: swiftc takes it for the method `first(where:)` as a value.
        public static func firstIsAMethod(_ type: String) -> String {
            Msg.Syntax.notInSubset("en un valor de tipo '\(type)', 'first' es el método 'first(where:)' (es una secuencia, no una colección) "
                + "y usarlo como valor") + ": escribe Array(…).first"
        }
        public static func noSubscripts(_ type: String) -> String {
            "un valor de tipo '\(type)' no tiene subíndices: es una secuencia, no una colección "
                + "(conviértela con Array(…) para indexarla)"
        }
        /// `xs.enumerated()[0]`: a collection whose indices are not Ints.
        public static func subscriptNotByInt(_ type: String) -> String {
            "'\(type)' no se indexa con un Int: sus índices son de su propio tipo (conviértela con Array(…) para indexarla)"
        }
        /// `xs.lazy.flatMap { … }`: a lazy member whose result type lesson does not model.
        public static func lazyMemberOutsideSubset(_ member: String, _ type: String) -> String {
            Msg.Syntax.notInSubset("'\(member)' de la secuencia perezosa '\(type)'") + " (quita 'lazy' o convierte antes con Array(…))"
        }
    }
}
