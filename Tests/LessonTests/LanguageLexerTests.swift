import Testing
@testable import Language

/// The lexer on its own: token kinds, values, and the whitespace facts the parser relies on.
@Suite("Lenguaje: léxico")
struct LanguageLexerTests {
    func tokens(_ text: String) -> [Token] {
        Lexer.tokenize(SourceFile(path: "t.swift", text: text)).tokens
    }

    func problems(_ text: String) -> [Problem] {
        Lexer.tokenize(SourceFile(path: "t.swift", text: text)).problems
    }

    @Test("nombres con ñ y tildes, palabras reservadas y nombres entre comillas invertidas")
    func identifiers() {
        let lexed = tokens("let año = `default` + señal_2 + $0")
        #expect(lexed.map(\.kind) == [.keyword, .identifier, .oper, .identifier, .oper, .identifier, .oper, .identifier, .endOfFile])
        #expect(lexed.map(\.text) == ["let", "año", "=", "default", "+", "señal_2", "+", "$0", ""])
    }

    @Test("enteros con '_', hexadecimales, binarios y decimales")
    func numbers() {
        let lexed = tokens("1_000 0xFF 0b101 0o17 3.25 1e3 2.5e-1")
        #expect(lexed.compactMap(\.integerValue) == [1000, 255, 5, 15])
        #expect(lexed.compactMap(\.floatValue) == [3.25, 1000, 0.25])
        #expect(problems("1_000 0xFF").isEmpty)
    }

    @Test("el acceso a tupla t.0.1 son dos accesos, no un decimal")
    func tupleAccess() {
        #expect(tokens("t.0.1").map(\.kind) == [.identifier, .period, .integer, .period, .integer, .endOfFile])
    }

    @Test("un número demasiado grande o mal escrito es un error")
    func badNumbers() {
        #expect(problems("99999999999999999999").first?.message.contains("no cabe en un Int") == true)
        #expect(problems("12abc").first?.message.contains("mal escrito") == true)
        #expect(problems("0x").count == 1)
    }

    @Test("cadenas con escapes e interpolación con paréntesis y cadenas dentro")
    func strings() {
        let lexed = tokens(#""a\n\t\"b\" \(f(x, "y)")) \u{1F600} fin""#)
        #expect(lexed.count == 2)
        #expect(lexed[0].kind == .string)
        guard lexed[0].stringParts.count == 3, case .text(let first) = lexed[0].stringParts[0],
              case .interpolation(let start, let end) = lexed[0].stringParts[1],
              case .text(let last) = lexed[0].stringParts[2] else {
            Issue.record("partes inesperadas: \(lexed[0].stringParts)")
            return
        }
        #expect(first == "a\n\t\"b\" ")
        let source = SourceFile(path: "t", text: #""a\n\t\"b\" \(f(x, "y)")) \u{1F600} fin""#)
        #expect(String(decoding: source.utf8[start..<end], as: UTF8.self) == #"f(x, "y)")"#)
        #expect(last == " 😀 fin")
    }

    @Test("cadena de varias líneas: se quita la sangría del cierre")
    func multiline() {
        let text = "let s = \"\"\"\n    uno\n      dos \\(x)\n    tres\n    \"\"\"\nlet t = 1"
        let lexed = tokens(text)
        let string = lexed.first { $0.kind == .string }
        #expect(string?.stringParts.count == 3)
        if case .text(let head)? = string?.stringParts.first { #expect(head == "uno\n  dos ") }
        if case .text(let tail)? = string?.stringParts.last { #expect(tail == "\ntres") }
        #expect(lexed.last(where: { $0.kind == .identifier })?.text == "t")
    }

    @Test("comentarios de línea y de bloque anidados")
    func comments() {
        let lexed = tokens("a /* uno /* dos */ tres */ b // fin\nc")
        #expect(lexed.map(\.text) == ["a", "b", "c", ""])
        #expect(lexed[2].newlineBefore)
        #expect(!lexed[1].newlineBefore)
    }

    @Test("cadena, comentario y nombre sin cerrar")
    func unterminated() {
        #expect(problems("\"abc\nx").map(\.offset) == [0])
        #expect(problems("x /* a /* b */").map(\.offset) == [2])
        #expect(problems("\"\"\"\nabc").count == 1)
        #expect(problems("`abc").count == 1)
    }

    @Test("operadores: '?' pegado es postfijo; el resto se agrupa; espacios a cada lado")
    func operators() {
        let lexed = tokens("a?.b ?? c!=d...e..<f->g x!")
        #expect(lexed.filter { $0.kind == .oper || $0.kind == .arrow }.map(\.text) == ["?", "??", "!=", "...", "..<", "->", "!"])
        let question = lexed[1]
        #expect(question.leftBound && question.rightBound)
        let coalescing = lexed[4]
        #expect(!coalescing.leftBound && !coalescing.rightBound)
        #expect(tokens("Int??").map(\.text) == ["Int", "?", "?", ""])
        #expect(tokens("(-x)")[1].leftBound == false)
        #expect(tokens("f(x)!")[4].rightBound == false)
    }

    @Test("un carácter ajeno se informa con su posición y no detiene la lectura")
    func unknownCharacter() {
        let lexed = tokens("a # b € c")
        #expect(lexed.map(\.kind) == [.identifier, .unknown, .identifier, .identifier, .identifier, .endOfFile] ||
                lexed.map(\.kind) == [.identifier, .unknown, .identifier, .unknown, .identifier, .endOfFile])
        #expect(problems("a # b").map(\.offset) == [2])
    }
}
