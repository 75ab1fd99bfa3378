import Foundation
@testable import Grading
import Testing

/// A class of 31 folders built from the fixture solutions: many learners hand in the same files,
/// so only 7 distinct programs are compiled. The binary runs with a fresh `LESSON_HOME` whose
/// compile cache is the one the other grading tests share (runner and `Testing` module built once).
private struct Classroom {
    let root = TemporaryDirectory("lesson-clase")
    var folder: URL { root.url.appendingPathComponent("clase") }
    var home: URL { root.url.appendingPathComponent("home") }
    let progress = Data("{\"ejercicios\":{\"semaforo\":{\"intentos\":3}},\"version\":1}".utf8)

    /// learner → fixture folder (under `soluciones/`, or the exercise's `solucion`); nil: empty folder.
    static let learners: [(String, String?)] = {
        var list: [(String, String?)] = []
        for name in ["ana", "beatriz", "carlos", "dani", "elena", "fede", "gema", "hugo", "José"] { list.append((name, "solucion")) }
        list.append(("jose", "logica-mala"))
        for name in ["ines", "juan", "kike", "lola", "manu"] { list.append((name, "logica-mala")) }
        list.append(("nuria", "con-default"))
        list.append(("oscar", "con-default"))
        for name in ["pablo", "quique", "rosa"] { list.append((name, "no-compila")) }
        for name in ["sara", "tomas"] { list.append((name, nil)) }
        list += [("victor", "bucle"), ("wendy", "inunda"), ("xavi", "fatal"), ("yago", "fatal"), ("zoe", "inunda")]
        return list
    }()

    init() throws {
        let manager = FileManager.default
        for (name, source) in Self.learners {
            let directory = folder.appendingPathComponent(name)
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            guard let source else { continue }
            let from = source == "solucion" ? gradingFixtures.appendingPathComponent("Exercises/semaforo/solucion")
                : gradingFixtures.appendingPathComponent("soluciones/\(source)")
            try manager.copyItem(at: from.appendingPathComponent("Semaforo.swift"), to: directory.appendingPathComponent("Semaforo.swift"))
        }
        // A file in the wrong name, a loose file, links out of the class and of a learner's folder, a link inside.
        try manager.createDirectory(at: folder.appendingPathComponent("ursula"), withIntermediateDirectories: true)
        try Data("enum Luz {}\n".utf8).write(to: folder.appendingPathComponent("ursula/semaforo.swift"))
        try Data("notas a mano\n".utf8).write(to: folder.appendingPathComponent("leeme.txt"))
        try manager.createSymbolicLink(at: folder.appendingPathComponent("fuera"), withDestinationURL: gradingFixtures.appendingPathComponent("Exercises/semaforo/solucion"))
        try manager.createDirectory(at: folder.appendingPathComponent("trampa"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: folder.appendingPathComponent("trampa/Semaforo.swift"),
                                       withDestinationURL: gradingFixtures.appendingPathComponent("Exercises/semaforo/solucion/Semaforo.swift"))
        try manager.createSymbolicLink(at: folder.appendingPathComponent("enlace-a-ana"), withDestinationURL: folder.appendingPathComponent("ana"))
        // The instructor's own home: progress that must stay as it is, the shared compile cache.
        try manager.createDirectory(at: home.appendingPathComponent("cache"), withIntermediateDirectories: true)
        try manager.createDirectory(at: sharedHome.appendingPathComponent("cache/grading"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: home.appendingPathComponent("cache/grading"), withDestinationURL: sharedHome.appendingPathComponent("cache/grading"))
        try progress.write(to: home.appendingPathComponent("progreso.json"))
    }

    func corregir(_ extra: [String] = []) throws -> RunResult {
        try runLesson(["corregir", "semaforo", folder.path] + extra, environment: ["LESSON_HOME": home.path, "LESSON_PATH": gradingFixtures.path],
                      timeout: 300)
    }
}

private func rows(_ csv: String) -> [String: [String]] {
    var table: [String: [String]] = [:]
    for line in csv.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        table[fields[0]] = Array(fields.dropFirst())
    }
    return table
}

@Suite("corregir: a class graded in one command, notas.csv and notas.json")
struct ClassGradingTests {
    @Test("31 folders: passing, failing, not compiling, missing files, hostile, links out; the same maximum for all")
    func wholeClass() async throws {
        let classroom = try Classroom()
        defer { classroom.root.remove() }
        let run = try await offPool { try classroom.corregir() }
        #expect(run.status == 1, "two folders are links out of the class: not graded, said so\n\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.contains("no son carpetas de alumno y no se corrigen: leeme.txt"))
        #expect(run.stderr.contains("«José» y «jose» parecen el mismo alumno"))
        #expect(run.stderr.contains("«fuera» es un enlace a ") && run.stderr.contains("Semaforo.swift es un enlace a un archivo fuera"))
        #expect(!run.stderr.contains("alumnos\r") && !run.stderr.contains("█"), "no progress bar without a terminal")
        let csv = try String(contentsOf: classroom.folder.appendingPathComponent("notas.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("alumno,superadas,total,puntos,puntos_maximos,estado\n"))
        let table = rows(csv)
        #expect(table.count == 31)
        #expect(table.values.allSatisfy { $0[1] == "5" && $0[3] == "5.5" }, "the same total and maximum for every learner\n\(csv)")
        let expected: [String: [String]] = [
            "ana": ["5", "5", "5.5", "5.5", "aprobado"], "enlace-a-ana": ["5", "5", "5.5", "5.5", "aprobado"],
            "jose": ["2", "5", "1.5", "5.5", "con-fallos"], "nuria": ["4", "5", "5", "5.5", "con-fallos"],
            "pablo": ["0", "5", "0", "5.5", "no-compila"], "sara": ["0", "5", "0", "5.5", "sin-archivos"],
            "ursula": ["0", "5", "0", "5.5", "sin-archivos"], "victor": ["2", "5", "1.5", "5.5", "fallo-al-ejecutar"],
            "wendy": ["2", "5", "1.5", "5.5", "fallo-al-ejecutar"], "xavi": ["2", "5", "1.5", "5.5", "fallo-al-ejecutar"],
            "fuera": ["0", "5", "0", "5.5", "rechazado"], "trampa": ["0", "5", "0", "5.5", "rechazado"],
        ]
        for (learner, row) in expected { #expect(table[learner] == row, "\(learner): \(table[learner] ?? [])") }
        #expect(table.filter { $0.value[4] == "aprobado" }.count == 10)

        let data = try Data(contentsOf: classroom.folder.appendingPathComponent("notas.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["herramienta"] as? String == "lesson corregir" && json["puntos_maximos"] as? Double == 5.5)
        let learners = try #require(json["alumnos"] as? [[String: Any]])
        #expect(learners.count == 31)
        let victor = try #require(learners.first { $0["alumno"] as? String == "victor" }?["informe"] as? [String: Any])
        #expect((victor["motivo"] as? String)?.contains("se agotó el tiempo") == true)
        let pablo = try #require(learners.first { $0["alumno"] as? String == "pablo" }?["informe"] as? [String: Any])
        let compile = (pablo["lineas"] as? [[String: Any]])?.first?["detalles"] as? [String]
        #expect(compile?.first?.hasPrefix("Semaforo.swift:5:21: error:") == true, "paths inside the learner's folder: \(compile ?? [])")
        #expect(try Data(contentsOf: classroom.home.appendingPathComponent("progreso.json")) == classroom.progress,
                "the instructor's progress is untouched")

        // Without the links and the endless loop, every folder is graded: status 0, own files replaced.
        for name in ["fuera", "trampa", "victor"] { try FileManager.default.removeItem(at: classroom.folder.appendingPathComponent(name)) }
        let again = try await offPool { try classroom.corregir(["--trabajos", "3"]) }
        #expect(again.status == 0, "\(again.stdout)\n\(again.stderr)")
        #expect(rows(try String(contentsOf: classroom.folder.appendingPathComponent("notas.csv"), encoding: .utf8)).count == 28)
    }

    @Test("bad input: a class that is a file, --trabajos 0, notas.csv not written by lesson, an output folder that cannot be written")
    func badInput() throws {
        let root = TemporaryDirectory("lesson-clase-mala")
        defer { root.remove() }
        let environment = ["LESSON_PATH": gradingFixtures.path]
        try Data("x".utf8).write(to: root.file("lista.txt"))
        try FileManager.default.createDirectory(at: root.file("clase/ana"), withIntermediateDirectories: true)
        let file = try runLesson(["corregir", "semaforo", root.file("lista.txt").path], environment: environment)
        #expect(file.status == 1 && file.stderr.contains("no es una carpeta"))
        let jobs = try runLesson(["grade", "semaforo", root.file("clase").path, "--trabajos", "0"], environment: environment)
        #expect(jobs.status == 2 && jobs.stderr.contains("--trabajos espera un número entero mayor que 0"))
        let mine = Data("alumno,nota\nana,10\n".utf8)
        try mine.write(to: root.file("clase/notas.csv"))
        let foreign = try runLesson(["corregir", "semaforo", root.file("clase").path], environment: environment)
        #expect(foreign.status == 1 && foreign.stderr.contains("ya existe y no lo escribió «lesson corregir»"))
        #expect(try Data(contentsOf: root.file("clase/notas.csv")) == mine, "nothing of the instructor's overwritten")
        try FileManager.default.createDirectory(at: root.file("cerrada"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: root.file("cerrada").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root.file("cerrada").path) }
        let closed = try runLesson(["corregir", "semaforo", root.file("clase").path, "--salida", root.file("cerrada").path], environment: environment)
        if getuid() != 0 {
            #expect(closed.status == 1 && closed.stderr.contains("no puedo escribir las notas en"), "\(closed.stderr)")
        }
    }

    @Test("bad input: points for a test that does not exist, bubblewrap refused, an output folder under a file: said in Spanish, the class graded")
    func badExerciseAndSandbox() async throws {
        let root = TemporaryDirectory("lesson-clase-sin-bwrap")
        defer { root.remove() }
        let strict = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/estricto")
        let manager = FileManager.default
        try manager.createDirectory(at: root.file("clase/ana"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.file("clase/beto"), withIntermediateDirectories: true)
        try manager.copyItem(at: strict.appendingPathComponent("Exercises/sin-plantilla/solucion/Puerta.swift"),
                             to: root.file("clase/ana/Puerta.swift"))
        try Data("mías\n".utf8).write(to: root.file("archivo"))
        let environment = ["LESSON_PATH": strict.path, "LESSON_BWRAP": "/bin/false", "LESSON_HOME": root.file("home").path]
        let run = try await offPool {
            try runLesson(["corregir", "sin-plantilla", root.file("clase").path], environment: environment, timeout: 300)
        }
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.contains("exercise.json:4: «puntos» nombra «empujar abre una puerta cerrad», que no es el nombre de ninguna prueba oculta; ¿quisiste decir «empujar abre una puerta cerrada»?"),
                "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "solo con límites de recursos").count == 2, "said once: \(run.stderr)")
        let table = rows(try String(contentsOf: root.file("clase/notas.csv"), encoding: .utf8))
        #expect(table["ana"] == ["1", "1", "1", "1", "aprobado"] && table["beto"]?[4] == "sin-archivos", "\(table)")
        let json = try String(contentsOf: root.file("clase/notas.json"), encoding: .utf8)
        #expect(json.contains("empujar abre una puerta cerrad»"), "the warning is kept with the grades")

        let under = try runLesson(["corregir", "sin-plantilla", root.file("clase").path, "--salida", root.file("archivo/notas").path],
                                  environment: environment, timeout: 300)
        #expect(under.status == 1 && under.stderr.contains("no puedo escribir las notas en"), "\(under.stderr)")
        #expect(try Data(contentsOf: root.file("archivo")) == Data("mías\n".utf8))
    }

    @Test("on a terminal, a progress bar redrawn in place on one line, and cleared before the table (tmux)")
    func progressBarOnATerminal() throws {
        let root = TemporaryDirectory("lesson-clase-tty")
        defer { root.remove() }
        for name in ["ana", "beto", "carla"] {
            try FileManager.default.createDirectory(at: root.file("clase/\(name)"), withIntermediateDirectories: true)
        }
        let log = root.file("terminal.log").path
        // It starts once the recording is on (the Enter), so no byte of the bar is missed.
        let command = "read listo; env LANG=C.UTF-8 NO_COLOR=1 LESSON_HOME=\(shellQuoted(root.file("home").path)) "
            + "LESSON_PATH=\(shellQuoted(gradingFixtures.path)) \(shellQuoted(LessonBinary.path)) corregir semaforo "
            + "\(shellQuoted(root.file("clase").path)); echo salida=$?; sleep 600"
        let terminal = try TmuxTerminal(command: command)
        try terminal.record(to: log)
        try terminal.press("Enter")
        let screen = try terminal.waitFor("el final de corregir", timeout: 120) { $0.contains("salida=") }
        #expect(screen.contains("salida=0") && screen.contains("3 alumnos"), "\(screen)")
        #expect(!screen.contains("█") && !screen.contains("░") && !screen.contains("/3 alumnos"), "the bar is gone: \(screen)")
        let written = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data(), as: UTF8.self)
        #expect(written.contains("\r[████████████████████████] 3/3 alumnos"), "the full bar was drawn: \(written.debugDescription)")
        #expect(written.contains("\r\u{1B}[2K"), "and cleared in place")
        #expect(!written.contains("alumnos\n["), "redrawn on its line, never one line per learner")
    }

    @Test("learner ids are compared as people read them")
    func normalizedIds() {
        #expect(ClassRoster.normalized("José María") == ClassRoster.normalized("jose_maria"))
        #expect(ClassRoster.normalized("Ana") != ClassRoster.normalized("Ana2"))
    }
}
