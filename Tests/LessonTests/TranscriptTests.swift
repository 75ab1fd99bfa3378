import Foundation
import Testing
@testable import Packs
import REPL

/// ```repl blocks: the lessons' «escribe esto y verás aquello», proven on every `validar`.
@Suite("Transcripciones del REPL en las lecciones")
struct TranscriptTests {
    @Test("cada lección incluida promete con bloques repl, y todos se cumplen")
    func bundledTranscriptsHold() throws {
        let root = try #require(PackRoots.bundled())
        let library = PackLoader.load(roots: [root])
        #expect(library.lessons.count >= 5)
        for lesson in library.lessons {
            #expect(!Transcript.all(in: lesson.markdown).isEmpty, "\(lesson.id) no tiene ningún bloque repl")
            let problems = TranscriptRunner.check(lesson, library: library)
            #expect(problems.isEmpty, "\(lesson.id): \(problems.map(\.rendered))")
        }
    }

    @Test("validar señala la línea donde una transcripción se aparta, y el modelo que no carga")
    func wrongTranscriptFailsAtItsLine() throws {
        let root = fixture("transcripts")
        let run = try runLesson(["validar", root.path], environment: ["LESSON_PASOS": "3000000"], timeout: 120)
        #expect(run.status == 1)
        let out = run.stdout
        #expect(out.contains("01-a.md:19:1: error: la transcripción no coincide tras «.pasar»:"))
        #expect(out.contains("se esperaba: verde ──pasar──▶ verde"))
        #expect(out.contains("salió:       verde ──pasar──▶ roja"))
        #expect(out.contains("01-a.md:31:1: error: el bloque repl pide el modelo «noexiste», pero no se pudo cargar"))
        // A transcript that loops: the interpreter stops it, the mismatch is at its line, in Spanish.
        #expect(out.contains("01-a.md:38:1: error: la transcripción no coincide tras «while true { n += 1 }»:"))
        #expect(out.contains("error: la evaluación se detuvo tras 3000000 pasos"))
        // The loop stopped where its output is elided, and the blocks after the loop, raise nothing.
        #expect(out.contains("Hay 3 problemas."))
    }

    @Test("entradas, continuaciones y salida esperada; «…» vale por líneas o por texto")
    func parsingAndElision() {
        let fence = CodeFence(info: "repl modelo=luz", lines: [
            "luz> func f() {", "   ...> }", "luz> .pasar", "roja ──pasar──▶ …", "…", "", "lesson> :estado", "estado: verde",
        ], fenceLine: 10, terminated: true)
        let transcript = Transcript.parse(fence)
        #expect(transcript.model == "luz")
        #expect(transcript.steps.map(\.input) == ["func f() {\n}", ".pasar", ":estado"])
        #expect(transcript.steps.map(\.line) == [11, 13, 17])
        #expect(transcript.steps[1].expected.map(\.text) == ["roja ──pasar──▶ …", "…"])
        let expected = transcript.steps[1].expected
        #expect(TranscriptMatch.compare(expected, ["roja ──pasar──▶ verde"], promptLine: 13) == nil)
        #expect(TranscriptMatch.compare(expected, ["roja ──pasar──▶ verde", "a", "b"], promptLine: 13) == nil)
        #expect(TranscriptMatch.compare(expected, ["verde ──pasar──▶ roja"], promptLine: 13)?.line == 14)
        let exact = [Transcript.ExpectedLine(text: "uno", line: 5)]
        #expect(TranscriptMatch.compare(exact, ["uno", "dos"], promptLine: 4) == TranscriptMismatch(line: 5, expected: nil, actual: "dos"))
        #expect(TranscriptMatch.compare(exact, [], promptLine: 4) == TranscriptMismatch(line: 5, expected: "uno", actual: nil))
        #expect(Transcript.parse(CodeFence(info: "repl oculto", lines: [], fenceLine: 1, terminated: true)).problems.count == 1)
    }

    @Test("leer dibuja un bloque repl como una sesión, no como un bloque de código")
    func rendersAsSession() throws {
        let run = try runLesson(["leer", "4"])
        #expect(run.stdout.contains("╭─ en el REPL, tras «:cargar destinos-enum»"))
        #expect(run.stdout.contains("│ destinos-enum> .detalleTocado"))
        #expect(!run.stdout.contains("```"))
    }
}
