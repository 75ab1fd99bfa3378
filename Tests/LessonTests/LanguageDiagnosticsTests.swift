import Testing
@testable import Language

/// Syntax errors: Spanish, at `archivo:línea:columna` of the offending token (or just after the
/// last token of an unfinished line), and every error of a file, not only the first.
@Suite("Lenguaje: errores de sintaxis")
struct LanguageDiagnosticsTests {
    func errors(_ text: String) -> [String] {
        Parse.file(SourceFile(path: "m.swift", text: text)).diagnostics.map { d in
            "\(d.location.map { "\($0.line):\($0.column)" } ?? "?") \(d.message)"
        }
    }

    @Test("'.)(' da un error en español en la columna del símbolo")
    func garbage() {
        #expect(errors(".)(") == ["1:2 se esperaba el nombre de un miembro después de '.', pero aparece ')'"])
        #expect(errors(")") == ["1:1 se esperaba una expresión, pero aparece ')'"])
        #expect(errors("}") == ["1:1 símbolo inesperado '}'"])
        #expect(errors("let x = 1 )") == ["1:11 símbolo inesperado ')'"])
    }

    @Test("el diagnóstico se muestra con archivo:línea:columna, la línea y un circunflejo")
    func rendered() {
        let parsed = Parse.file(SourceFile(path: "modelo.swift", text: "let a = 1\nlet b = (a +)\n"))
        #expect(parsed.diagnostics.map(\.rendered) == [
            "modelo.swift:2:13: error: se esperaba una expresión después de '+', pero aparece ')'\n"
                + "    let b = (a +)\n"
                + "                ^",
        ])
    }

    @Test("cadena, comentario y bloque sin cerrar")
    func unterminated() {
        #expect(errors("let s = \"hola\nlet t = 2") == ["1:9 cadena sin cerrar: falta la comilla '\"' final en esta línea"])
        #expect(errors("let a = 1 /* sin fin") == ["1:11 comentario sin cerrar: falta el '*/' final"])
        #expect(errors("let s = \"\"\"\nabc\n") == ["1:9 cadena de varias líneas sin cerrar: falta el '\"\"\"' final"])
        #expect(errors("func f() {\n  if x {\n    g()\n  }\n") == ["4:4 se esperaba '}' para cerrar el bloque abierto en la línea 1"])
        #expect(errors("enum E {\n  case a\n") == ["2:9 se esperaba '}' para cerrar el bloque abierto en la línea 1"])
    }

    @Test("paréntesis y corchetes sin cerrar nombran la línea donde se abrieron")
    func unclosedGroups() {
        #expect(errors("let x = f(1,\n        2\nlet y = 3") == ["2:10 se esperaba ')' para cerrar el '(' abierto en la línea 1"])
        #expect(errors("let a = [1, 2\nprint(a)") == ["1:14 se esperaba ']' para cerrar el '[' abierto en la línea 1"])
        #expect(errors("enum E {\n  case a(\n  case b\n}") == ["2:10 se esperaba ')' para cerrar el '(' abierto en la línea 2"])
    }

    @Test("se informan todos los errores de un archivo, cada uno en su sitio")
    func everyError() {
        let text = """
            enum Estado {
                case a
                case b(
            }
            func f(_ x: Int) -> Int {
                let y = x +
                return y
            }
            struct S {
                print("no")
                var z = 1
            }
            let bien = 1
            if bien { } else print(2)
            var w: = 3
            for in xs {}
            let última = 3
            """
        #expect(errors(text) == [
            "3:12 se esperaba ')' para cerrar el '(' abierto en la línea 3",
            "6:16 se esperaba una expresión después de '+' antes del final de la línea",
            "10:5 se esperaba una declaración (case, var, let, func, init, enum, struct…), pero aparece 'print'",
            "14:18 se esperaba '{', pero aparece 'print'",
            "15:8 se esperaba un tipo, pero aparece '='",
            "16:5 se esperaba un patrón, pero aparece 'in'",
        ])
        // What could be read is kept: the enum, the function, the struct, and the good lines.
        let parsed = Parse.file(SourceFile(path: "m.swift", text: text))
        #expect(parsed.unit.statements.count == 5)
    }

    @Test("errores dentro de un switch")
    func switchErrors() {
        #expect(errors("switch e {\n  f()\ncase .a:\n  break\n}") == ["2:3 dentro de un switch, cada sentencia va debajo de un 'case' o de 'default'"])
        #expect(errors("switch e {\ncase .a:\ncase .b: break\n}")
                == ["2:1 un 'case' de un switch necesita al menos una sentencia; escribe 'break' si no hace nada"])
        #expect(errors("switch e {\ncase .a\n  break\n}") == ["2:8 se esperaba ':' antes del final de la línea"])
        #expect(errors("case .a: break") == ["1:1 'case' solo puede aparecer dentro de un switch o de un enum"])
    }

    // Each position as swiftc gives it (`let a = 1 let b = 2`: 1:10, just after the first).
    @Test("dos sentencias en una línea, operadores raros, construcciones fuera del subconjunto")
    func misc() {
        #expect(errors("let a = 1 let b = 2") == ["1:10 dos sentencias en la misma línea deben separarse con ';' o con un salto de línea"])
        #expect(errors("let a = 1; let b = 2").isEmpty)
        #expect(errors("a +-+ b") == ["1:3 el operador '+-+' no existe en el subconjunto (uno propio se declara con 'infix operator +-+')"])
        #expect(errors("x++") == ["1:2 el operador '++' pegado a la izquierda y separado a la derecha no está en el subconjunto; deja un espacio a cada lado"])
        // Swift takes an `if` as a value only after `=`, `return` or `throw`.
        #expect(errors("let x = if a { 1 } else { 2 }").isEmpty)
        #expect(errors("f(if a { 1 } else { 2 })") == ["1:3 'if' usado como expresión no está en el subconjunto de Swift que entiende lesson"])
        #expect(errors("guard x { }") == ["1:9 se esperaba 'else' después de las condiciones del guard, pero aparece '{'"])
        #expect(errors("let n = 99999999999999999999") == ["1:9 el número 99999999999999999999 no cabe en un Int"])
        // At swiftc's columns: the letter after the backslash, the first digit that is not
        // hexadecimal, the backslash of a number beyond Unicode.
        #expect(errors("let s = \"a\\qb\"") == ["1:12 secuencia de escape no válida '\\q' en la cadena"])
        #expect(errors("let s = \"a\\u{zz}b\"") == ["1:14 secuencia de escape no válida '\\u{zz}' en la cadena"])
        #expect(errors("let t = \"\\u{110000}\"") == ["1:10 secuencia de escape no válida '\\u{110000}' en la cadena"])
        #expect(errors("#if DEBUG\nlet a = 1\n#endif") == ["1:1 '#if' no está en el subconjunto de Swift que entiende lesson",
                                                           "3:1 '#endif' no está en el subconjunto de Swift que entiende lesson"])
        #expect(errors(##"let a = #"x \#(1) y"#"##).isEmpty)
        #expect(errors(##"let a = #"""x"##) == [##"1:13 una cadena de varias líneas empieza en la línea siguiente a la apertura '"""'"##])
        #expect(errors(#"let k = \Perfil.nombre"#).isEmpty)
        #expect(errors("let c = 'a' + \"b\"") == ["1:9 en Swift las cadenas y los caracteres van entre comillas dobles: \"a\""])
    }

    @Test("errores dentro de una interpolación apuntan a su sitio en la cadena")
    func interpolationErrors() {
        #expect(errors("print(\"a \\(x +) b\")") == ["1:15 se esperaba una expresión después de '+', pero aparece ')'"])
    }
}
