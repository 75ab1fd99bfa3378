import Foundation
@testable import Grading
import Packs
import Messages
import Testing

/// Where was I, hints that follow the work, progress that survives a bad file (issue 13).
@Suite("El curso: siguiente, pistas y progreso")
struct CourseTests {
    private func home() -> TemporaryDirectory { TemporaryDirectory("lesson-curso") }

    @Test("siguiente sigue el curso: la lección sin leer, luego su ejercicio, empezado o no")
    func nextFollowsProgress() throws {
        let directory = home(), work = TemporaryDirectory("lesson-curso-trabajo")
        defer { directory.remove(); work.remove() }
        let environment = ["LESSON_HOME": directory.path]
        var run = try runLesson(["siguiente"], environment: environment)
        #expect(run.stdout.contains("la lección maquinas-de-estado/01-el-enum-es-la-maquina"))
        // Piped, 80 columns: the long title is broken at words, never mid-word by the terminal.
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count > 1 && lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 })
        _ = try runLesson(["leer", "1"], environment: environment)
        run = try runLesson(["next"], environment: environment)
        #expect(run.stdout.contains("el ejercicio booleanos-a-enum") && run.stdout.contains("lesson empezar booleanos-a-enum"))
        _ = try runLesson(["empezar", "booleanos-a-enum", "--dir", work.file("b").path], environment: environment)
        run = try runLesson(["siguiente"], environment: environment)
        #expect(run.stdout.contains("termina el ejercicio booleanos-a-enum"))
        run = try runLesson(["ejercicios"], environment: environment)
        #expect(run.stdout.contains("Lecciones leídas: 1 de 5"))
    }

    @Test("la pista que toca es la de lo que falla ahora; N la vuelve a leer; --todas las lee todas")
    func hintsFollowTheWork() throws {
        let directory = home(), work = TemporaryDirectory("lesson-curso-pistas")
        defer { directory.remove(); work.remove() }
        let environment = ["LESSON_HOME": directory.path]
        let folder = work.file("b").path
        _ = try runLesson(["empezar", "booleanos-a-enum", "--dir", folder], environment: environment)
        // The starter: the shapes check fails, so the hint about counting shapes comes first.
        var run = try runLesson(["pista", "booleanos-a-enum", "--dir", folder], environment: environment, timeout: 120)
        #expect(run.stdout.contains("Para lo que falla ahora («`EstadoDePantalla` tiene 4 formas»)"))
        #expect(run.stdout.contains("Pista 1 de 3"))
        // A solution whose only mistake is the guard: the hint tied to that test.
        let root = try #require(PackRoots.bundled())
        let solution = try String(contentsOf: root.appendingPathComponent("Exercises/booleanos-a-enum/solucion/Pantalla.swift"),
                                  encoding: .utf8)
        try solution.replacingOccurrences(of: "where intentos < 3", with: "where intentos <= 3")
            .write(toFile: folder + "/Pantalla.swift", atomically: true, encoding: .utf8)
        run = try runLesson(["pista", "booleanos-a-enum", "--dir", folder], environment: environment, timeout: 120)
        #expect(run.stdout.contains("«desde .fallo con 3 intentos, reintentar no debe volver a cargar»"))
        #expect(run.stdout.contains("Pista 3 de 3"))
        run = try runLesson(["pista", "booleanos-a-enum", "1"], environment: environment)
        #expect(run.stdout.contains("Pista 1 de 3") && run.status == 0)
        run = try runLesson(["pista", "booleanos-a-enum", "--todas"], environment: environment)
        #expect(["Pista 1 de 3", "Pista 2 de 3", "Pista 3 de 3"].allSatisfy(run.stdout.contains))
        run = try runLesson(["pista", "booleanos-a-enum", "9"], environment: environment)
        #expect(run.status == 2 && run.stderr.contains("tiene 3 pistas (de 1 a 3)"))
        let record = ProgressStore(home: directory.url).progress(of: "booleanos-a-enum")
        #expect(record.hintsRead == [1, 2, 3])
    }

    @Test("un progreso dañado se guarda aparte y se empieza otro; uno de una versión más nueva no se toca")
    func damagedProgressIsKept() throws {
        let directory = home()
        defer { directory.remove() }
        let environment = ["LESSON_HOME": directory.path]
        let file = directory.file("progreso.json")
        try "{\"version\": 1, \"ejercicios\": {\"x\": ".write(to: file, atomically: true, encoding: .utf8)
        var run = try runLesson(["leer", "2"], environment: environment)
        #expect(run.status == 0 && run.stderr.contains("lo guardo tal cual en"))
        // Where it breaks: the end of the file, on its first line.
        #expect(run.stderr.contains("no puedo leer \(file.path):1:36 (¿está dañado?)"), "\(run.stderr)")
        #expect(try String(contentsOf: directory.file("progreso.json.dañado"), encoding: .utf8) == "{\"version\": 1, \"ejercicios\": {\"x\": ")
        #expect(ProgressStore(home: directory.url).lessonsRead() == ["maquinas-de-estado/02-state-y-action"])
        try "{\"version\": 9, \"otra\": true}".write(to: file, atomically: true, encoding: .utf8)
        run = try runLesson(["leer", "3"], environment: environment)
        #expect(run.stderr.contains("es de una versión más nueva de lesson (formato 9)"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\"version\": 9, \"otra\": true}")
    }

    @Test("una orden que solo lee el progreso dañado ya lo guarda aparte, como dice; la siguiente no avisa")
    func damagedProgressIsKeptByAReader() throws {
        let directory = home()
        defer { directory.remove() }
        let environment = ["LESSON_HOME": directory.path]
        let damaged = "{\"version\": 1, \"ejercicios\": {"
        try damaged.write(to: directory.file("progreso.json"), atomically: true, encoding: .utf8)
        var run = try runLesson(["ejercicios"], environment: environment)
        #expect(run.status == 0 && run.stderr.contains("lo guardo tal cual en"), "\(run.stderr)")
        #expect(try String(contentsOf: directory.file("progreso.json.dañado"), encoding: .utf8) == damaged)
        run = try runLesson(["siguiente"], environment: environment)
        #expect(!run.stderr.contains("no puedo leer"), "\(run.stderr)")
        // A second damaged file never replaces the first copy: it is left as it is, and said so.
        try "{".write(to: directory.file("progreso.json"), atomically: true, encoding: .utf8)
        run = try runLesson(["ejercicios"], environment: environment)
        #expect(run.stderr.contains("ya hay una copia"), "\(run.stderr)")
        #expect(try String(contentsOf: directory.file("progreso.json"), encoding: .utf8) == "{")
        #expect(try String(contentsOf: directory.file("progreso.json.dañado"), encoding: .utf8) == damaged)
    }

    @Test("un registro antiguo, que solo contaba pistas, se lee: las primeras N son las leídas")
    func olderProgressIsRead() throws {
        let json = #"{"version": 1, "ejercicios": {"a": {"pistas_vistas": 2, "intentos": 3}}}"#
        let directory = home()
        defer { directory.remove() }
        try json.write(to: directory.file("progreso.json"), atomically: true, encoding: .utf8)
        let store = ProgressStore(home: directory.url)
        #expect(store.problem() == nil)
        #expect(store.progress(of: "a").hintsRead == [1, 2] && store.progress(of: "a").attempts == 3)
    }

    @Test("el orden del curso: lecciones, y tras cada una sus ejercicios; al final, hecho")
    func courseOrder() throws {
        let exercises = ExerciseCatalog(roots: [try #require(PackRoots.bundled())]).exercises
        let lessons = [("maquinas-de-estado/01-el-enum-es-la-maquina", "uno")]
        var progress: [String: ExerciseProgress] = [:]
        for exercise in exercises { var done = ExerciseProgress(); done.passed = true; progress[exercise.id] = done }
        #expect(CourseNext.find(lessons: lessons, exercises: exercises, progress: progress,
                                lessonsRead: ["maquinas-de-estado/01-el-enum-es-la-maquina"]) == .done)
        #expect(CourseNext.find(lessons: [], exercises: [], progress: [:], lessonsRead: []) == .empty)
    }

    @Test("validar: una pista ligada a una prueba que no existe es un problema; los casos que nombra una prueba se leen")
    func hintTiesAndNamedCases() throws {
        let root = try #require(PackRoots.bundled())
        var exercise = try #require(try? ExerciseCatalog(roots: [root]).find("booleanos-a-enum").get())
        exercise.hintList.append(Hint(text: "x", test: "noExiste"))
        let unknown = HintChoice.unknownTies(exercise.hintList, plan: ScoringPlan(exercise: exercise))
        #expect(unknown.map(\.name) == ["noExiste"] && unknown.first?.number == 4)
        // validar names the line and column of the tie in exercise.json.
        #expect(Grader.place(of: "\"noExiste\"", in: "{\n  \"pistas\": [\n    {\"texto\": \"x\", \"prueba\": \"noExiste\"}\n", path: "e.json")
                == "e.json:3:30")
        #expect(Grader.mentionedCases("desde .cancelada, iniciar(url:) va a .descargando") == ["cancelada", "descargando"])
        let cases = Grader.caseNames(in: exercise.templateDirectory, files: exercise.files)
        #expect(cases.contains("inactivo") && !cases.contains("cancelada"))
    }

    @Test("validar de un ejercicio con una pista ligada a una prueba que no existe: error en su línea de exercise.json")
    func hintTiedToNothingAtItsLine() throws {
        let directory = home()
        defer { directory.remove() }
        let exercise = directory.url.appendingPathComponent("Exercises/semaforo")
        try FileManager.default.createDirectory(at: exercise.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: gradingFixtures.appendingPathComponent("Exercises/semaforo"), to: exercise)
        let json = exercise.appendingPathComponent("exercise.json")
        let text = try String(contentsOf: json, encoding: .utf8)
            .replacingOccurrences(of: "\"Tercera pista: sin `default`.\"]", with: "\"Tercera pista: sin `default`.\",\n   {\"texto\": \"x\", \"prueba\": \"noExiste\"}]")
        try text.write(to: json, atomically: true, encoding: .utf8)
        let run = try runLesson(["validar", directory.path], environment: ["LESSON_HOME": directory.file("casa").path], timeout: 300)
        #expect(run.status == 1)
        #expect(run.stdout.contains("Exercises/semaforo/exercise.json:5:29: error: la pista 4 está ligada a «noExiste»"), "\(run.stdout)")
    }

    @Test("validar avisa de una prueba que la plantilla supera aunque nombra un caso que le falta; un disfraz estático no cuenta")
    func starterPassesWhatItLacks() throws {
        let root = try #require(PackRoots.bundled())
        let exercise = try #require(try? ExerciseCatalog(roots: [root]).find("quinto-estado").get())
        // quinto-estado's starter has `static func cancelada` building `.fallida`: the case is missing.
        let cases = Grader.caseNames(in: exercise.templateDirectory, files: exercise.files)
        #expect(cases.contains("fallida") && !cases.contains("cancelada"))
        let warnings = Grader.starterWarnings(passed: ["un recorrido por .cancelada: iniciar y cancelar", "desde .fallida, reintentar"],
                                              starterCases: cases, template: "plantilla")
        #expect(warnings == ["plantilla: la plantilla ya supera «un recorrido por .cancelada: iniciar y cancelar», aunque no tiene el caso .cancelada: esa prueba no distingue lo que falta por hacer"])
    }
}
