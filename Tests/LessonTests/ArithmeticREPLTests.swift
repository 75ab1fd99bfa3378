import Foundation
import Platform
import REPL
import Testing

/// `:contar`, `:comparar` and `:destinos` through the real binary's piped REPL.
@Suite("Aritmética en el REPL")
struct ArithmeticREPLTests {
    let destinos = fixture("arithmetic/destinos.swift").path
    let recursivo = fixture("arithmetic/recursivo.swift").path
    /// A pack root with the `banderas`, `alcanzables` and broken-predicate models.
    let packs = ["LESSON_PATH": fixture("arithmetic").path]

    @Test("tres Bool y un String opcional: 16; un opcional de enum: 4; los dos lado a lado")
    func countAndCompare() throws {
        let run = try runLesson(input: script(
            ":cargar \(destinos)", ":contar FotoConBanderas", ":contar Destino?", ":count FotoConDestino",
            ":comparar FotoConBanderas FotoConDestino"), environment: wideColumns)
        #expect(run.stderr == "")
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines.contains("FotoConBanderas = Bool × Bool × Bool × Optional<String> = 2·2·2·(1+1) = 16"))
        #expect(lines.contains("Optional<Destino> = 1 + (1+1+1) = 4"))
        #expect(lines.contains("FotoConDestino = Optional<Destino> = 1 + (1+1+1) = 4"))
        #expect(lines.contains("representables: 16"))
        #expect(lines.contains("representables: 4"))
        #expect(lines.contains("String cuenta 1 forma (sus valores no tienen límite)."))
        // The side-by-side table: one row per measure, the two types in aligned columns.
        let header = try #require(lines.first { $0.hasPrefix(" ") && $0.contains("FotoConBanderas") && $0.contains("FotoConDestino") })
        let column = try #require(header.range(of: "FotoConDestino")).lowerBound.utf16Offset(in: header)
        let row = try #require(lines.first { $0.hasPrefix("representables  ") })
        #expect(row.hasPrefix("representables  16"))
        #expect(Array(row)[column] == "4")
        #expect(lines.contains { $0.hasPrefix("fórmula ") && $0.contains("2·2·2·(1+1)") && $0.contains("1 + (1+1+1)") })
        #expect(lines.contains { $0.hasPrefix("tipo ") && $0.contains("Bool × Bool × Bool × Optional<String>") })
        #expect(lines.contains("FotoConBanderas representa 12 formas más que FotoConDestino."))
    }

    @Test(":destinos 5 tiene 32 contra 6 y sobran 26; sin modelo; N malos se explican")
    func destinosTable() throws {
        let run = try runLesson(input: script(
            ":destinos 5", ":destinos cinco", ":destinos 0", ":destinos", ":destinos 1000", ":destinos 2"), environment: wideColumns)
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines.contains { $0.split(separator: " ") == ["5", "32", "6", "26"] })
        #expect(lines.contains("Con 5 destinos: 32 formas con una bandera por destino contra 6 con un opcional de un enum; sobran 26."))
        #expect(run.stderr.contains("«cinco» no es un número entero"))
        #expect(run.stderr.contains("Uso: :destinos N"))
        #expect(run.stderr.contains("N = 1000 es demasiado grande: la tabla llega como mucho a n = 100"))
        // Capped, not refused: the hundredth row is there, and the REPL goes on.
        #expect(lines.contains { $0.split(separator: " ") == ["100", "1267650600228229401496703205376", "101", "1267650600228229401496703205275"] })
        #expect(lines.last { !$0.isEmpty } == "Con 2 destinos: 4 formas con una bandera por destino contra 3 con un opcional de un enum; sobran 1.")
    }

    @Test("un struct de 100 Bool: 1267650600228229401496703205376")
    func hundredFlags() throws {
        let directory = TemporaryDirectory("cien-bool")
        defer { directory.remove() }
        let file = directory.file("cien.swift")
        let fields = (1...100).map { "    var bandera\($0): Bool = false" }.joined(separator: "\n")
        try "struct CienBanderas {\n\(fields)\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try runLesson(input: script(":cargar \(file.path)", ":contar"))
        #expect(run.stderr == "")
        #expect(run.stdout.contains("CienBanderas = Bool^100 = 2^100 = 1267650600228229401496703205376\n"))
        #expect(run.stdout.contains("representables: 1267650600228229401496703205376\n"))
        #expect(run.stdout.contains("├─ bandera1: Bool"))
    }

    @Test("un modelo de banderas con legitimo=: representables, legítimas y sobrantes")
    func flagsWithPredicate() throws {
        let run = try runLesson(input: script(
            ":cargar banderas", ":contar", ":comparar Foto FotoConDestino", ":cargar alcanzables", ":contar"),
            environment: packs)
        #expect(run.stderr == "")
        let out = run.stdout
        #expect(out.contains("Foto = Bool × Bool × Bool × Optional<String> = 2·2·2·(1+1) = 16"))
        #expect(out.contains("representables: 16\nlegítimas:      5 (las que acepta unoComoMucho)\nsobran:         11 (16 − 5)\n"))
        #expect(out.contains("legítimas de Foto: 5 (las que acepta unoComoMucho)"))
        // Without a predicate, the machine's state type counts what its reducer reaches.
        #expect(out.contains("legítimas:      4 (las alcanzables desde el estado inicial, Foto("))
        #expect(out.contains("sobran:         12 (16 − 4)"))
    }

    @Test("el predicado de Caja<Bool> no juzga Caja<Int>, que se llama igual sin sus argumentos")
    func predicateOfOneSpecialization() throws {
        let run = try runLesson(input: script(":cargar caja-generica", ":contar Caja<Bool>", ":contar Caja<Int>"),
                                environment: packs)
        #expect(run.stderr == "")
        let counts = run.stdout.components(separatedBy: "representables: 4\n")
        #expect(counts.count == 3)
        #expect(counts[1].hasPrefix("legítimas:      3 (las que acepta cerradaVacia)\nsobran:         1 (4 − 3)\n"))
        #expect(!counts[2].contains("legítimas"))
    }

    @Test("predicados que revientan, no terminan o no existen: mensaje y el REPL sigue")
    func brokenPredicates() throws {
        let run = try runLesson(input: script(
            ":cargar predicado-que-falla", ":contar Luces", ":cargar predicado-sin-fin", ":contar",
            ":cargar predicado-ausente", ":contar", ":destinos 1"),
                                environment: packs.merging(wideColumns) { $1 }.merging(["LESSON_PASOS": "3000000"]) { $1 })
        let out = run.stdout, err = run.stderr
        #expect(out.contains("legítimas:      no se cuentan: revienta se detuvo con Luces(roja: false, verde: true)"))
        #expect(err.contains("02-predicados-rotos.md:13:") && err.contains("índice fuera de rango"))
        #expect(out.contains("legítimas:      no se cuentan: sinFin se detuvo con Luces(roja: false, verde: false)"))
        #expect(err.contains("¿hay un bucle infinito?"))
        #expect(out.contains("la lección dice que noExiste(_:) decide qué es legítimo, pero el modelo no define esa función"))
        #expect(out.contains("Con 1 destino: 2 formas"))
        #expect(run.status == 0 && !run.crashed)
    }

    @Test("un tipo recursivo, un tipo que no existe, argumentos que faltan")
    func badInput() throws {
        let run = try runLesson(input: script(
            ":contar", ":contar Bool?", ":cargar \(recursivo)", ":contar", ":contar Nodo", ":contar Listo",
            ":contar lista?", ":contar Fantasma", ":contar 3x", ":comparar Lista", ":comparar", ":destinos 1"))
        let out = run.stdout, err = run.stderr
        #expect(err.contains("No hay ningún modelo cargado: escribe :contar TIPO"))
        #expect(out.contains("Optional<Bool> = 1 + 2 = 3\n"))
        // Without a machine, the model's first type.
        #expect(out.contains("Lista = vacia + nodo(Int × Lista) = 1 + 1·Lista = ∞\n"))
        #expect(out.contains("representables: ∞\n"))
        #expect(out.contains("Lista es recursivo: se contiene a sí mismo"))
        #expect(out.contains("Nodo = Int × Optional<Nodo> = 1·(1+Nodo) = ∞\n"))
        #expect(err.contains("No conozco ningún tipo «Listo». ¿Quisiste decir Lista?"))
        #expect(err.contains("No conozco ningún tipo «lista». ¿Quisiste decir Lista?"))
        #expect(err.contains("No conozco ningún tipo «Fantasma». Los tipos del modelo son: Lista, Nodo."))
        #expect(err.contains("«3x» no es un tipo de Swift"))
        #expect(err.contains(":comparar compara dos tipos y escribiste uno."))
        #expect(err.contains("Uso: :comparar T1 T2"))
        #expect(out.contains("Con 1 destino: 2 formas"))
        #expect(run.status == 0 && !run.crashed)
    }

    @Test("sin modelo, los tipos escritos en la sesión también se cuentan")
    func sessionTypes() throws {
        let run = try runLesson(input: script(
            "enum Hoja { case detalle, edicion, compartir }", ":contar Hoja?", ":comparar Hoja? (Bool, Bool, Bool)"))
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Optional<Hoja> = 1 + (1+1+1) = 4\n"))
        #expect(run.stdout.contains("(Bool, Bool, Bool) representa 4 formas más que Optional<Hoja>."))
        // Nothing judges them without a model: the count says only what is representable.
        #expect(!run.stdout.contains("legítimas: "))
    }

    @Test("contar no ejecuta los valores iniciales: el tipo de una propiedad sin tipo escrito lo dice el comprobador")
    func countingRunsNothing() throws {
        let run = try runLesson(input: script(
            "var llamadas = 0", "func siguiente() -> Int { llamadas += 1; return llamadas }",
            "struct Ficha { var abierta = false; var id = siguiente(); var marcada = Optional(true) }",
            ":contar Ficha", "print(llamadas)"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Ficha = Bool × Int × Optional<Bool> = 2·1·(1+2) = 6\n"))
        // `siguiente()` was never called: counting reads types, it does not build a value.
        #expect(run.stdout.hasSuffix("0\n"))
    }

    @Test("los modelos de las lecciones cuentan lo que dicen las lecciones")
    func bundledModels() throws {
        let run = try runLesson(input: script(
            ":cargar perfil-banderas", ":contar", ":cargar destinos-banderas", ":contar",
            ":cargar destinos-enum", ":contar", ":cargar carga-campos-sueltos", ":contar", ":cargar perfil", ":contar"))
        #expect(run.stderr == "")
        let summaries = run.stdout.components(separatedBy: "\n").filter {
            $0.hasPrefix("representables:") || $0.hasPrefix("legítimas:") || $0.hasPrefix("sobran:")
        }.map { $0.split(separator: " ", maxSplits: 2).prefix(2).joined(separator: " ") }
        #expect(summaries == [
            "representables: 8", "legítimas: 4", "sobran: 4",         // perfil-banderas, esLegitima
            "representables: 16", "legítimas: 5", "sobran: 11",       // destinos-banderas, comoMuchoUnDestino
            "representables: 4", "legítimas: 4", "sobran: 0",         // destinos-enum, reachable
            "representables: 8", "legítimas: 4", "sobran: 4",         // carga-campos-sueltos, esCoherente
            "representables: 4", "legítimas: 4", "sobran: 0",         // perfil, reachable
        ])
        #expect(run.stdout.contains("PantallaDePerfil = Bool × Bool × Bool = 2·2·2 = 8"))
        #expect(run.stdout.contains("State = Bool × Optional<Perfil> × Optional<String> = 2·(1+1)·(1+1) = 8"))
        #expect(run.stdout.contains("FotoConDestino = Optional<Destino> = 1 + (1+1+1) = 4"))
        #expect(run.stdout.contains("= 1 + 1·1·1 + 1·1 + 1·1·1"))
    }

    @Test("Tab después de :contar y :comparar ofrece los tipos del modelo")
    func completion() {
        let session = Session(output: CapturedOutput(), environment: [:])
        session.registerCountingCompletions()
        session.registerCountingCompletions()  // idempotent: no duplicates either way
        #expect(session.complete(line: ":contar Bo", word: "Bo") == ["Bool"])
        session.handle(":cargar \(destinos)")
        #expect(session.complete(line: ":contar Foto", word: "Foto") == ["FotoConBanderas", "FotoConDestino"])
        #expect(session.complete(line: ":comparar FotoConBanderas De", word: "De") == ["Destino"])
        #expect(session.complete(line: ":count Des", word: "Des") == ["Destino"])
    }
}
