import Testing
@testable import Language

@Test("una posición en un bloque de modelo apunta a la línea del .md")
func blockPositionsMapToMarkdown() {
    let file = SourceFile(blocks: [("leccion.md", 10, "enum A {\n  case x\n}"), ("leccion.md", 20, "let y = 1")])
    let offset = file.text.utf8.count - 6
    let location = file.location(of: offset)
    #expect(location.path == "leccion.md")
    #expect(location.line == 20)
    #expect(location.column == 5)
}
