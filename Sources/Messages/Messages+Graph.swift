/// What a drawn graph says around its picture: the legend and the compact form used when the
/// picture does not fit the terminal.
extension Msg {
    public enum Graph {
        /// What the graph's nodes and edges are called: states and transitions in `:grafo`,
        /// plain nodes and arrows in a lesson's diagram.
        public enum Nouns: Sendable { case states, nodes }

        public static let initialMarker = "●─▶"
        public static func legend(initial: Bool, current: Bool) -> String? {
            var parts: [String] = []
            if initial { parts.append("\(initialMarker) estado inicial") }
            if current { parts.append("┏━┓ estado actual") }
            return parts.isEmpty ? nil : parts.joined(separator: "   ")
        }

        static func count(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }

        public static func compactHeader(nodes: Int, edges: Int, width: Int, nouns: Nouns) -> String {
            let what: String
            switch nouns {
            case .states: what = count(nodes, "estado", "estados") + ", " + count(edges, "transición", "transiciones")
            case .nodes: what = count(nodes, "nodo", "nodos") + ", " + count(edges, "flecha", "flechas")
            }
            return "El dibujo (\(what)) no cabe en \(width) columnas; en lista, cada origen con sus destinos:"
        }
        public static let initialTag = "(inicial)"
        public static let currentTag = "(actual)"
        public static let withoutExits = "sin salidas: "
        public static func more(_ count: Int, nouns: Nouns) -> String {
            switch nouns {
            case .states: return "… y \(count) \(count == 1 ? "línea" : "líneas") más (:grafo dot o :grafo mermaid dan el grafo entero)"
            case .nodes: return "… y \(count) \(count == 1 ? "línea" : "líneas") más"
            }
        }
    }
}
