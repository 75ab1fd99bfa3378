import Foundation
import Testing
@testable import Packs
import Messages

@Suite("Packs: rendering lessons")
struct PacksRendererTests {
    static let semaforo = (try? String(contentsOf: PackFixtures.otherRoot.appendingPathComponent(
        "Lessons/semaforos/01-semaforo.md"), encoding: .utf8)) ?? ""

    /// The text a terminal shows, escape codes removed.
    static func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test("Tables align by display width, with accents and emoji")
    func tables() throws {
        let output = LessonRenderer.render(Self.semaforo, width: 80, color: false)
        // The table's lines: from its top border to its bottom one (a diagram's boxes are elsewhere).
        let all = output.split(separator: "\n").map(String.init)
        let top = try #require(all.firstIndex { $0.hasPrefix("┌") })
        let bottom = try #require(all[top...].firstIndex { $0.hasPrefix("└") })
        let table = Array(all[top...bottom])
        #expect(table.count == 7)
        let widths = Set(table.map { DisplayWidth.of($0) })
        #expect(widths.count == 1, "\(table)")
        // Every column border stands at the same display column on every line.
        func borders(_ line: String) -> [Int] {
            var column = 0, result: [Int] = []
            for c in line { if "│┬┼┴┌┐├┤└┘".contains(c) { result.append(column) }; column += DisplayWidth.of(c) }
            return result
        }
        #expect(Set(table.map(borders)).count == 1)
        #expect(table.contains { $0.contains("ámbar") && $0.contains("precaución, ¡ya!") && $0.contains("⚠️") })
        // Centred and right-aligned columns.
        #expect(table.contains("│ rojo  │     detente      │    🛑 │"))
        #expect(DisplayWidth.of("ámbar") == 5 && DisplayWidth.of("⚠️") == 2 && DisplayWidth.of("🛑") == 2 && DisplayWidth.of("n\u{303}") == 1)
    }

    @Test("No raw fences; hidden blocks left out; models captioned; mermaid drawn")
    func blocks() {
        let output = LessonRenderer.render(Self.semaforo, width: 80, color: false)
        #expect(!output.contains("```"))
        #expect(!output.contains("func esValido"))
        #expect(output.contains("enum Luz {"))
        #expect(output.contains("modelo «semaforo» · :cargar semaforo"))
        // The diagram drawn as boxes (inside the fence's bar), each once, its label on every arrow.
        let all = output.split(separator: "\n").map(String.init)
        let start = all.firstIndex { $0.hasPrefix("╭─ Diagrama") } ?? all.endIndex
        let lines = Array(all[start...].prefix { $0 != "╰─" })
        for state in ["rojo", "verde", "ámbar"] {
            #expect(lines.filter { $0.contains("│ \(state) │") }.count == 1, "\(state)")
        }
        #expect(lines.joined().components(separatedBy: "temporizador").count - 1 == 3)
        #expect(lines.joined().contains("▼") && lines.joined().contains("▲"))
        #expect(!output.contains("flowchart") && !output.contains("style R"))
        #expect(output.contains("# ") == false)
        #expect(output.hasPrefix("Un semáforo con tres luces\n══════"))
    }

    @Test("Callouts are boxed with their kind; a bold title stays bold")
    func callouts() throws {
        let output = LessonRenderer.render("ℹ️ **Título.** Cuerpo del aviso.\n\n⚠️\n\nOjo con esto\n\nQue es importante.\n", width: 60, color: false)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= 8)
        #expect(lines[0].hasPrefix("╭─ ℹ️ Nota ─"))
        #expect(lines[1] == "│ Título. Cuerpo del aviso.")
        #expect(lines[2].hasPrefix("╰──"))
        #expect(lines[4].hasPrefix("╭─ ⚠️ Atención ─"))
        #expect(lines[5] == "│ Ojo con esto")
        #expect(lines[6] == "│ Que es importante.")
        #expect(lines[7].hasPrefix("╰──"))
        // A callout with text of its own ends with its paragraph, even without a full stop.
        let short = LessonRenderer.render("💡 Prueba `:tabla` en el REPL\n\nY sigue la lección.\n", width: 60, color: false)
        #expect(short.hasSuffix("╯\n") == false && short.hasSuffix("\n\nY sigue la lección.\n"))
        let quoted = LessonRenderer.render("> [!TIP]\n> Un consejo.\n", width: 60, color: false)
        #expect(quoted.contains("💡 Consejo") && quoted.contains("│ Un consejo."))
    }

    @Test("Colour only when asked: plain text has no escape codes, coloured text keeps the same letters")
    func colour() {
        let plain = LessonRenderer.render(Self.semaforo, width: 80, color: false)
        let coloured = LessonRenderer.render(Self.semaforo, width: 80, color: true)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1;35menum\u{1B}[0m"))  // a keyword
        #expect(coloured.contains("\u{1B}[32m\".rojo\u{1B}[0m") == false)
        #expect(Self.visible(coloured).replacingOccurrences(of: "`", with: "") == plain.replacingOccurrences(of: "`", with: ""))
    }

    @Test("Swift colouring: keywords, strings with interpolation, numbers, comments, implicit members")
    func highlighting() {
        let lines = SwiftHighlighter.highlight("let x = \"a \\(b) c\" // nota\nreturn .listo(n: 42) /* uno\ndos */")
        #expect(lines.count == 3)
        #expect(lines[0].spans.first == Span("let", SwiftHighlighter.keywordStyle))
        #expect(lines[0].spans.contains(Span("\"a \\(b) c\"", SwiftHighlighter.stringStyle)))
        #expect(lines[0].spans.last == Span("// nota", SwiftHighlighter.commentStyle))
        #expect(lines[1].spans.contains(Span("listo", SwiftHighlighter.memberStyle)))
        #expect(lines[1].spans.contains(Span("42", SwiftHighlighter.numberStyle)))
        #expect(lines[2].spans == [Span("dos */", SwiftHighlighter.commentStyle)])
    }

    @Test("Paragraphs wrap to the width, by display columns; long words are cut")
    func wrapping() {
        let text = String(repeating: "canción ñandú «emoji» 💡 ", count: 20)
        for width in [20, 33, 80] {
            let output = LessonRenderer.render(text, width: width, color: false)
            for line in output.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= width) }
        }
        let long = LessonRenderer.render(String(repeating: "x", count: 50), width: 20, color: false)
        #expect(long.split(separator: "\n").map(\.count) == [20, 20, 10])
    }

    @Test("Inline markup: bold, emphasis, code, links, escapes; unmatched markers stay")
    func inline() {
        let spans = InlineMarkdown.spans("**a** *b* `c` [d](http://e) \\*f\\* 2 * 3 snake_case_name")
        #expect(spans.map(\.text).joined() == "a b c d (http://e) *f* 2 * 3 snake_case_name")
        #expect(spans.first?.style.bold == true)
        #expect(InlineMarkdown.spans("`c`", ticks: true).first?.text == "`c`")
    }

    @Test("Mermaid: chains, inline labels, shapes, quotes, state diagrams")
    func mermaid() throws {
        let graph = try #require(MermaidGraph.parse("flowchart LR\n  A((inicio)) -- sale --> B{\"¿seguro?\"} -->|sí| C([fin]); C -.-> A\n  B --> D & E"))
        #expect(graph.edges.map { "\(graph.label(of: $0.from))>\($0.label)>\(graph.label(of: $0.to))" }
                == ["inicio>sale>¿seguro?", "¿seguro?>sí>fin", "fin>>inicio", "¿seguro?>>D", "¿seguro?>>E"])
        #expect(graph.edges[2].line == .dotted)
        let state = try #require(MermaidGraph.parse("stateDiagram-v2\n  [*] --> Quieto\n  Quieto --> Andando : arrancar\n  Andando --> [*]"))
        let drawn = MermaidRenderer.render(state, width: 80).map { $0.ansi(color: false) }
        // `[*] -->` marks the initial state; the end is a node of its own.
        #expect(drawn.contains { $0.contains(Msg.Graph.initialMarker + "│ Quieto │") }, "\(drawn.joined(separator: "\n"))")
        #expect(drawn.contains { $0.contains("arrancar") } && drawn.contains { $0.contains("│ ◉ │") })
        #expect(MermaidGraph.parse("sequenceDiagram\n A->>B: hola") == nil)
        // An unknown diagram is shown as code, still without fences.
        let output = LessonRenderer.render("```mermaid\nsequenceDiagram\n A->>B: hola\n```\n", width: 60, color: false)
        #expect(output.contains("A->>B: hola") && !output.contains("```"))
    }

    @Test("Every bundled lesson renders without raw fences, at several widths, in both modes")
    func bundledLessons() throws {
        let library = PackLoader.load(roots: [try #require(PackRoots.bundled())])
        #expect(library.diagnostics.isEmpty, "\(library.diagnostics.map(\.rendered))")
        for lesson in library.lessons {
            for width in [40, 80, 120] {
                for color in [false, true] {
                    let output = LessonRenderer.render(lesson.markdown, width: width, color: color)
                    #expect(!output.contains("```"), "\(lesson.id) a \(width) columnas")
                    #expect(!output.contains("flowchart"), "\(lesson.id): un diagrama sin dibujar")
                    if !color {
                        // Prose and tables stay inside the width; only code may run past it.
                        let wide = output.split(separator: "\n").filter { DisplayWidth.of(String($0)) > width && !$0.hasPrefix("│ ") }
                        #expect(wide.isEmpty, "\(lesson.id) a \(width): \(wide)")
                    }
                }
            }
        }
    }
}
