import Testing
import Messages

@Suite("Los mensajes se parten por palabras al ancho del terminal")
struct MessagesWrapTests {
    @Test("una línea larga se parte en espacios, con sangría, y ninguna parte pasa del ancho")
    func wrapsAtWords() {
        let line = "<entrada 1>:1:8: error: no se puede convertir un valor de tipo 'Int' al tipo de argumento esperado 'Perfil'"
        let pieces = Msg.wrapWords(line, width: 80)
        #expect(pieces.count == 2)
        #expect(pieces.allSatisfy { $0.count <= 80 })
        #expect(pieces[1].hasPrefix("  argumento"))
        #expect(pieces.joined(separator: " ").replacingOccurrences(of: "   ", with: " ") == line)
    }

    @Test("una línea corta, o una palabra más larga que el ancho, queda entera")
    func keepsShortLinesAndLongWords() {
        #expect(Msg.wrapWords("error: corto", width: 80) == ["error: corto"])
        let word = String(repeating: "x", count: 100)
        #expect(Msg.wrapWords(word, width: 40) == [word])
    }
}
