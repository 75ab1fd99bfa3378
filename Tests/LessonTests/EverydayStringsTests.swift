import Foundation
import Testing

/// Text as a learner writes it that lesson refuses rather than print what Swift would not:
/// the refusals, in Spanish, at the line and column of what is refused. What runs is compared
/// with swiftc by the corpus (`Fixtures/everyday-tipos/cadenas-*.swift`).
@Suite("Cadenas y caracteres: lo que no está en el subconjunto se dice en su sitio")
struct EverydayStringsTests {
    @Test("un String.Index mostrado a través de «as Any»: «no está en el subconjunto», no su número de caracteres")
    func indexShownAsAny() throws {
        let run = try runLesson(input: script(
            "let s = \"Swift\"", "print(s.firstIndex(of: \"f\") as Any)", "print(1 as Any)"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:7: error: mostrar un String.Index no está en el subconjunto"))
        #expect(run.stdout == "1\n")
    }

    @Test("flatMap de un array que mezcla un literal con valores de otro tipo (swiftc lo hace [[Any]]): «no está en el subconjunto»; con el tipo escrito, se ejecuta")
    func flatMapOfMixedLiterals() throws {
        let run = try runLesson(input: script(
            "let s = \"ab\"", "print(s.flatMap { [$0, \"-\"] })", "print([1.5].flatMap { [$0, 0] })",
            "let t: [Character] = s.flatMap { [$0, \"-\"] }; print(t)", "print([1, 2].flatMap { [$0, 0] })"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 2>:1:19: error: 'flatMap' de un array que mezcla un literal con valores de tipo 'Character' no está en el subconjunto"))
        #expect(run.stderr.contains("<entrada 3>:1:23: error: 'flatMap' de un array que mezcla un literal con valores de tipo 'Double' no está en el subconjunto"))
        #expect(run.stdout == "[\"a\", \"-\", \"b\", \"-\"]\n[1, 0, 2, 0]\n")
    }
}
