import Foundation
import Testing

/// Access control at the prompt. The corpus (`typing/columnas/acceso-*`,
/// `typing/aceptados/acceso-privado-dentro.swift`) holds the files, compared with swiftc; here,
/// what only a session shows: an entry is refused by the rule of its own file, and what a
/// learner declared in an earlier entry (or a loaded model) stays readable from a later one.
@Suite("Control de acceso en el REPL: private, fileprivate, private(set)")
struct AccessControlTests {
    @Test("en la misma entrada, un miembro private usado fuera de su tipo se rechaza y la entrada no deja nada")
    func sameEntryIsRefused() throws {
        let run = try runLesson(input: script(
            "struct D { private var z = 2 }; let d = D(); print(d.z)", "print(d)",
            "struct C { private(set) var n = 0 }; var c = C(); c.n = 3", "print(c)"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 1>:1:54: error: «z» no se ve desde aquí: es 'private'"))
        #expect(run.stderr.contains("no encuentro 'd' en este ámbito"))
        #expect(run.stderr.contains("<entrada 3>:1:"))
        #expect(run.stderr.contains("no se puede asignar: el set de «n» es 'private(set)'"))
        #expect(run.stderr.contains("no encuentro 'c' en este ámbito"))
    }

    @Test("lo declarado en una entrada anterior se lee desde la siguiente, como en el REPL de Swift")
    func laterEntriesSeeEarlierDeclarations() throws {
        let run = try runLesson(input: script(
            "struct Cuenta { private var saldo = 5; private(set) var movimientos = 0; mutating func cobrar() { saldo -= 1; movimientos += 1 } }",
            "var c = Cuenta()", "c.cobrar()", "print(c.saldo, c.movimientos)"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout.hasSuffix("4 1\n"))
    }
}
