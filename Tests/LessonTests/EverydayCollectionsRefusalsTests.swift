import Foundation
import Testing

/// What of the library's collections lesson does not model is said where it is written, as
/// «… no está en el subconjunto», not as a name that does not exist nor as a wrong type.
extension EverydayTypesTests {
    @Test("sequence(first:next:), repeatElement y los índices de diccionarios y conjuntos: «no está en el subconjunto», en su línea")
    func collectionLibraryOutsideTheSubset() throws {
        let run = try runLesson(input: script(
            "let potencias = sequence(first: 1) { $0 * 2 }",
            "print(Array(repeatElement(\"ja\", count: 3)))",
            "let d = [\"a\": 1, \"b\": 2]",
            "print(d.firstIndex(where: { $0.value == 2 }) != nil)",
            "print(d.index(forKey: \"a\") != nil)",
            "let s: Set = [5]",
            "print(s.firstIndex(of: 5) != nil)",
            "print(d.count, s.count)"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 1>:1:17: error: 'sequence' (de la biblioteca de Swift) no está en el subconjunto de Swift que entiende lesson"))
        #expect(run.stderr.contains("<entrada 2>:1:13: error: 'repeatElement' (de la biblioteca de Swift) no está en el subconjunto de Swift que entiende lesson"))
        #expect(run.stderr.contains("<entrada 4>:1:9: error: «firstIndex» de [String : Int] no está en el subconjunto de Swift que entiende lesson"))
        #expect(run.stderr.contains("<entrada 5>:1:9: error: «index» de [String : Int] no está en el subconjunto de Swift que entiende lesson"))
        #expect(run.stderr.contains("<entrada 7>:1:9: error: «firstIndex» de Set<Int> no está en el subconjunto de Swift que entiende lesson"))
        #expect(!run.stderr.contains("no encuentro"))
        #expect(run.stdout == "2 1\n")
    }
}
