import Foundation
import Platform
import REPL
import Testing

/// The checker's view of a session grows entry by entry (the program and the cycle check take
/// each declaring entry in, without reading earlier ones again); a refused entry, or one that
/// stops when it runs, leaves it exactly as it was.
@Suite("Sesión del comprobador: crece por entradas y se deshace la última")
struct TypeSessionTests {
    private func run(_ lines: [String]) -> (out: String, err: String) {
        let output = CapturedOutput()
        Session(output: output, environment: [:]).run(ScriptedLineSource(lines))
        return (output.standardOutput, output.standardError)
    }

    @Test("un tipo o una función declarados otra vez en el prompt sustituyen a los anteriores, como en el REPL de Swift")
    func redeclarationReplaces() {
        let (out, err) = run([
            "enum Luz { case roja, verde }",
            "func nombre(_ l: Luz) -> String { \"\\(l)\" }",
            "enum Luz { case roja, verde, ambar }",
            "func nombre(_ l: Luz) -> String { \"luz \\(l)\" }",
            "print(nombre(.ambar))",
            // Refused (nadaDeNada does not exist): the Luz of three cases stays.
            "enum Luz { case apagada }; let q: Int = nadaDeNada",
            "print(Luz.ambar)",
        ])
        #expect(out.contains("luz ambar\n"), "\(out)\n\(err)")
        #expect(out.contains("ambar\n"))
        #expect(err.contains("nadaDeNada") && !err.contains("ambar"), "\(err)")
    }

    @Test("una constante, una variable o una función declaradas otra vez en otra entrada sustituyen a las anteriores; dos veces en una misma entrada, error en la segunda, como en swiftc")
    func redeclaredNamesAcrossAndWithinEntries() {
        let (out, err) = run([
            "let t = 1",
            "let t = \"dos\"",
            "print(t)",
            "func f(_ x: Int) -> Int { x }",
            "func f(_ x: Int) -> Int { x * 10 }",
            "print(f(3))",
            // Refused as a whole: nothing of it runs, `t` stays "dos".
            "print(\"antes\"); var u = 1; var u = 2",
            "func g() {}; func g() {}",
            "func h(_ p: Int) { let p = p + 1; let q = p; var q = 2; print(q) }",
            "print(t)",
        ])
        #expect(out == "dos\n30\ndos\n", "\(out)\n\(err)")
        #expect(err.contains("<entrada 7>:1:32: error: 'u' ya está declarado más arriba"), "\(err)")
        #expect(err.contains("<entrada 8>:1:19: error: 'g()' ya está declarado más arriba"), "\(err)")
        #expect(err.contains("<entrada 9>:1:50: error: 'q' ya está declarado más arriba en el mismo bloque"), "\(err)")
    }

    @Test("un 'weak var' en un struct o local se rechaza al cargar: lesson no dejaría ir la instancia, y Swift sí")
    func weakOutsideAClass() {
        let (out, err) = run([
            "class Nodo { deinit { print(\"libera\") } }",
            "print(\"antes\"); struct Caja { weak var nodo: Nodo? }",
            "print(\"antes\"); weak var suelto: Nodo? = nil",
            "func f() { weak var w: Nodo? = nil; print(w == nil) }",
            "class Arbol { weak var padre: Nodo? }",
            "var n: Nodo? = Nodo(); let a = Arbol(); a.padre = n; n = nil; print(a.padre == nil)",
        ])
        #expect(out == "libera\ntrue\n", "\(out)\n\(err)")
        #expect(err.contains("<entrada 2>:1:31: error: un 'weak var' en un struct (sí en una clase) no está en"), "\(err)")
        #expect(err.contains("<entrada 3>:1:17: error: un 'weak var' local o global (sí como propiedad de una"), "\(err)")
        #expect(err.contains("<entrada 4>:1:12: error: un 'weak var' local o global"), "\(err)")
    }

    @Test("una entrada rechazada no deja nada de lo que declaraba")
    func refusedEntryLeavesNothing() {
        let (out, err) = run([
            "struct A {}",
            "extension A { func f() -> Int { 1 } }",
            // Refused: `nadaDeNada` does not exist. Neither `g` nor `h` may remain.
            "func g() -> Int { 2 }; extension A { func h() -> Int { 3 } }; let q: Int = nadaDeNada",
            "print(A().f())",
            "print(g())",
            "print(A().h())",
        ])
        #expect(out.contains("1"))
        #expect(err.contains("nadaDeNada"))
        #expect(err.contains("'g'"), "\(err)")
        #expect(err.contains("'h'"), "\(err)")
    }

    @Test("una entrada que se detiene al ejecutarse se deshace, con sus tipos y extensiones")
    func failedEntryIsTakenBack() {
        let (out, err) = run([
            "struct A {}",
            "struct B { static let x = 5 }; extension A { func h() -> Int { 3 } }; let y = [1][5]",
            "print(A().h())",
            "print(B.x)",
            // Not a declaration alone: a piped file's declarations further down are declared
            // early when an entry needs them, and this one must come after the `print`.
            "struct B { static let x = 7 }; print(\"otra B\")",
            "print(B.x)",
        ])
        #expect(err.contains("'h'"), "\(err)")
        #expect(err.contains("B"), "\(err)")
        #expect(out.contains("7"), "\(out)")
        #expect(!out.contains("5"), "\(out)")
    }

    @Test("un ciclo de estáticos que se cierra en otra entrada, y se corrige después")
    func staticCycleAcrossEntries() {
        let (out, err) = run([
            "struct S { static let x: Int = T.y }",
            "struct T { static let y: Int = S.x }",
            "struct T { static let y = 4 }",
            "print(S.x)",
        ])
        #expect(err.contains("referencia circular"), "\(err)")
        #expect(out.contains("4"), "\(out)")
    }

    @Test("un alias que nombra un tipo de una entrada posterior")
    func aliasToLaterType() {
        let (out, err) = run([
            "typealias Lista = [Nodo]",
            "struct Nodo { var n: Int }",
            "let l: Lista = [Nodo(n: 3)]",
            "print(l.count)",
        ])
        #expect(err.isEmpty, "\(err)")
        #expect(out.contains("1"), "\(out)")
    }
}
