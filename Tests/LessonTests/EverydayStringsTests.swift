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
}
