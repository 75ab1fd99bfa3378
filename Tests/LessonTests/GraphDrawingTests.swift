import Foundation
import Testing
import GraphDrawing
import Messages
import Packs
import Platform

/// The terminal graph renderer on small graphs: what must be true of any good drawing (every
/// box once, every label, nothing past the width), checked on the lines, not on a snapshot.
@Suite("Dibujo de grafos en la terminal")
struct GraphDrawingTests {
    static func nodes(_ ids: String..., initial: String? = nil, current: String? = nil) -> [GraphNode] {
        ids.map { GraphNode(id: $0, label: $0, isInitial: $0 == initial, isCurrent: $0 == current) }
    }

    static func edges(_ triples: [(String, String, String)]) -> [GraphEdge] {
        triples.map { GraphEdge(from: $0.0, to: $0.1, label: $0.2) }
    }

    /// Lines of the drawing that hold a box's text: `│ label │`, `┃ label ┃`.
    static func boxed(_ label: String, in lines: [String]) -> Int {
        lines.reduce(0) { count, line in
            count + line.components(separatedBy: "│ \(label) ").count - 1 + line.components(separatedBy: "┃ \(label) ").count - 1
        }
    }

    /// The structure every drawing must have.
    static func checkDrawing(_ picture: GraphPicture, nodes: [GraphNode], edges: [GraphEdge], width: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = picture.text
        #expect(!picture.isCompact, "\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        for line in lines {
            #expect(DisplayWidth.of(line) <= width, "«\(line)» pasa de \(width) columnas", sourceLocation: sourceLocation)
        }
        for node in nodes {
            #expect(boxed(node.label, in: lines) == 1, "la caja de \(node.label):\n\(lines.joined(separator: "\n"))",
                    sourceLocation: sourceLocation)
        }
        let all = lines.joined(separator: "\n")
        for edge in edges where !edge.label.isEmpty {
            #expect(all.contains(edge.label), "la etiqueta «\(edge.label)»:\n\(all)", sourceLocation: sourceLocation)
        }
        let heads = all.filter { "▼▲◀".contains($0) }.count
        #expect(heads >= Set(edges.map { "\($0.to)\($0.from == $0.to)" }).count, sourceLocation: sourceLocation)
    }

    @Test("un ciclo de tres estados: cada caja una vez, cada etiqueta, una flecha hacia arriba")
    func cycle() {
        let nodes = Self.nodes("rojo", "verde", "ámbar", initial: "rojo", current: "verde")
        let edges = Self.edges([("rojo", "verde", "temporizador"), ("verde", "ámbar", "temporizador"),
                                ("ámbar", "rojo", "temporizador")])
        let picture = GraphRenderer.draw(nodes: nodes, edges: edges, width: 80)
        Self.checkDrawing(picture, nodes: nodes, edges: edges, width: 80)
        let lines = picture.text
        #expect(lines.joined().contains("▲"), "la arista que cierra el ciclo apunta hacia arriba")
        #expect(lines.contains { $0.contains("●─▶│ rojo") }, "el estado inicial lleva su marca")
        #expect(lines.contains { $0.contains("┃ verde ┃") }, "el estado actual va en una caja gruesa")
        #expect(lines.last == Msg.Graph.legend(initial: true, current: true))
        let roles = picture.lines.flatMap { $0 }.filter { $0.role == .currentNode }.map(\.text).joined()
        #expect(roles.contains("verde"))
    }

    @Test("un bucle sobre sí mismo se dibuja al lado de la caja con su etiqueta")
    func selfLoop() {
        let nodes = Self.nodes("fallo", "cargando")
        let edges = Self.edges([("cargando", "fallo", "rompio"), ("fallo", "fallo", "reintentar con 3 intentos"),
                                ("fallo", "cargando", "reintentar")])
        let picture = GraphRenderer.draw(nodes: nodes, edges: edges, width: 80)
        Self.checkDrawing(picture, nodes: nodes, edges: edges, width: 80)
        #expect(picture.text.contains { $0.contains("│ fallo ├─┐ reintentar con 3 intentos") })
        #expect(picture.text.contains { $0.contains("◀┘") })
    }

    @Test("un rombo: dos caminos que se separan y se juntan, sin cruces")
    func diamond() {
        let nodes = Self.nodes("a", "b", "c", "d", initial: "a")
        let edges = Self.edges([("a", "b", "izq"), ("a", "c", "der"), ("b", "d", "x"), ("c", "d", "y")])
        let picture = GraphRenderer.draw(nodes: nodes, edges: edges, width: 80)
        Self.checkDrawing(picture, nodes: nodes, edges: edges, width: 80)
        #expect(!picture.text.joined().contains("┼"))
    }

    @Test("doce transiciones como las de destinos-enum caben en 80 columnas")
    func twelveEdges() {
        let nodes = Self.nodes("ninguno", "detalle", "edicion", "compartir", initial: "ninguno", current: "edicion")
        var triples: [(String, String, String)] = []
        for (target, event) in [("detalle", "detalleTocado"), ("edicion", "editarTocado"), ("compartir", "compartirTocado")] {
            triples.append(("ninguno", target, event))
            triples.append((target, "ninguno", "cerrarTocado"))
        }
        triples += [("detalle", "edicion", "editarTocado"), ("detalle", "compartir", "compartirTocado"),
                    ("edicion", "detalle", "detalleTocado"), ("edicion", "compartir", "compartirTocado"),
                    ("compartir", "detalle", "detalleTocado"), ("compartir", "edicion", "editarTocado")]
        let edges = Self.edges(triples)
        #expect(edges.count == 12)
        let picture = GraphRenderer.draw(nodes: nodes, edges: edges, width: 80)
        Self.checkDrawing(picture, nodes: nodes, edges: edges, width: 80)
        // The edges of one event into one state share their label (those that point the same way).
        let all = picture.text.joined(separator: "\n")
        let shown = Set(triples.map(\.2)).map { all.components(separatedBy: $0).count - 1 }
        #expect(shown.allSatisfy { (1...2).contains($0) } && shown.reduce(0, +) < 12, "\(shown)")
    }

    @Test("un grafo que no cabe en 80 columnas pasa a la lista compacta, con las cuentas, sin pasar del ancho")
    func tooWide() {
        let ids = (1...14).map { "estado número \($0) con nombre largo" }
        let nodes = ids.map { GraphNode(id: $0, label: $0, isInitial: $0 == ids[0]) }
        let edges = ids.dropFirst().map { GraphEdge(from: ids[0], to: $0, label: "evento hacia \($0)") }
        let picture = GraphRenderer.draw(nodes: nodes, edges: edges, width: 80)
        #expect(picture.isCompact)
        #expect(picture.text.first?.contains("14 estados, 13 transiciones") == true)
        #expect(picture.text.allSatisfy { DisplayWidth.of($0) <= 80 })
        // Wrapped lines are indented: words are what must all be there, in order.
        let words = picture.text.joined(separator: " ").split(separator: " ").joined(separator: " ")
        for edge in edges { #expect(words.contains(edge.label)) }
        #expect(picture.text.count <= 80)
    }

    @Test("un grafo enorme se resume en pocas líneas, nunca en un muro de texto")
    func huge() {
        let nodes = (0..<300).map { GraphNode(id: "e\($0)", label: "e\($0)") }
        let edges = (0..<299).map { GraphEdge(from: "e\($0)", to: "e\($0 + 1)", label: "siguiente") }
        let picture = GraphRenderer.draw(nodes: nodes, edges: edges, width: 80, maxHeight: 30)
        #expect(picture.isCompact)
        #expect(picture.text.count <= 30)
        #expect(picture.text.last?.hasPrefix("… y ") == true)
    }

    @Test("el color lo pone quien muestra el dibujo: sin él, las mismas letras y ningún código de escape")
    func colourIsTheCallersChoice() {
        let picture = GraphRenderer.draw(nodes: Self.nodes("a", "b", current: "b"), edges: Self.edges([("a", "b", "x")]), width: 80)
        let plain = picture.styled.map { $0.ansi(color: false) }
        let coloured = picture.styled.map { $0.ansi(color: true) }
        #expect(plain == picture.text)
        #expect(!plain.joined().contains("\u{1B}"))
        #expect(coloured.contains { $0.contains("\u{1B}[1;32m") }, "el estado actual, en verde")
        let stripped = coloured.map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        #expect(stripped == plain)
    }

    @Test("el ancho: COLUMNS si es un número usable; si no, el del terminal; 80 cuando la salida no es un terminal")
    func width() {
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        #expect(TerminalSize.columns(environment: ["COLUMNS": "120"], descriptor: null) == 120)
        #expect(TerminalSize.columns(environment: ["COLUMNS": "ancho"], descriptor: null) == 80)
        #expect(TerminalSize.columns(environment: ["COLUMNS": "5"], descriptor: null) == 80)
        #expect(TerminalSize.columns(environment: [:], descriptor: null) == 80)
        #expect(TerminalSize.window(descriptor: null) == nil)
        #expect(DisplayWidth.of("\u{1B}[1;32mverde\u{1B}[0m") == 5)
    }

    @Test("cada diagrama de las lecciones incluidas se dibuja a 80 columnas: una caja por nodo, cada etiqueta")
    func lessonDiagrams() throws {
        let root = try #require(PackRoots.bundled())
        let lessons = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Lessons").path)
            .filter { $0.hasSuffix(".md") }
        var drawn = 0
        for lesson in lessons {
            let text = try String(contentsOf: root.appendingPathComponent("Lessons/\(lesson)"), encoding: .utf8)
            for diagram in text.components(separatedBy: "```mermaid\n").dropFirst() {
                let source = diagram.components(separatedBy: "\n```").first ?? ""
                let graph = try #require(MermaidGraph.parse(source))
                // The lesson's fence takes two columns of the 80.
                let picture = GraphRenderer.draw(nodes: graph.nodes.map { GraphNode(id: $0.id, label: $0.label) },
                                                 edges: graph.edges.map { GraphEdge(from: $0.from, to: $0.to, label: $0.label) },
                                                 width: 78, nouns: .nodes)
                let all = picture.text.joined(separator: "\n")
                #expect(!picture.isCompact, "\(lesson):\n\(all)")
                #expect(picture.text.allSatisfy { DisplayWidth.of($0) <= 78 }, "\(lesson)")
                let boxes = picture.lines.flatMap { $0 }.filter { $0.role == .node }.map { $0.text.filter { $0 == "┌" }.count }
                #expect(boxes.reduce(0, +) == graph.nodes.count, "\(lesson): una caja por nodo\n\(all)")
                let words = Set(all.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).map(String.init))
                for edge in graph.edges {
                    for word in edge.label.split(separator: " ") { #expect(words.contains(String(word)), "\(lesson): «\(edge.label)»") }
                }
                drawn += 1
            }
        }
        #expect(drawn >= 8)
    }
}
