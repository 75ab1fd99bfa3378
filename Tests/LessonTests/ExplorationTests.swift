import Foundation
import Machines
import Testing

/// `:alcanzables`, `:camino`, `:tabla`, `:grafo` and `:exportar-test` on a machine with guards
/// and payloads, through the piped REPL.
@Suite("Exploración, tabla, grafo y exportación")
struct ExplorationTests {
    let perfil = fixture("machines/perfil.swift").path

    @Test(":alcanzables cuenta los estados y dice qué casos y brazos se alcanzan")
    func reachable() throws {
        let run = try runLesson(input: script(":cargar \(perfil)", ":alcanzables"))
        #expect(run.stderr == "")
        #expect(run.stdout.contains("estados alcanzables: 8, tras probar 32 transiciones"))
        #expect(run.stdout.contains("formas alcanzables: 4 de las 4 que EstadoDePerfil puede representar"))
        #expect(run.stdout.contains("casos de EstadoDePerfil alcanzados: .inactivo, .cargando, .listo, .fallo"))
        #expect(run.stdout.contains("casos nunca alcanzados: ninguno"))
        #expect(run.stdout.contains("todos los brazos del switch se disparan alguna vez"))
    }

    @Test(":alcanzables nombra los brazos que nunca se disparan y los casos inalcanzables")
    func deadArmsAndCases() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("puerta.swift")
        try """
        enum Puerta { case abierta, cerrada, rota }
        enum Accion { case abrir, cerrar }
        func paso(_ puerta: Puerta, con accion: Accion) -> Puerta {
            switch (puerta, accion) {
            case (.cerrada, .abrir): return .abierta
            case (.abierta, .cerrar): return .cerrada
            case (.rota, _): return .rota
            default: return puerta
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try runLesson(input: script(":cargar \(file.path)", ":alcanzables", ":camino rota", ":camino volando"))
        #expect(run.stdout.contains("casos nunca alcanzados: .rota"))
        #expect(run.stdout.contains("brazos que nunca se disparan:\n    case (.rota, _)   puerta.swift:7"))
        #expect(run.stdout.contains("no hay ningún camino hasta .rota"))
        #expect(run.stderr.contains("«volando» no es un caso de Puerta; sus casos son .abierta, .cerrada, .rota"))
    }

    @Test(":camino da la secuencia más corta como líneas del REPL, que llevan de verdad a ese caso")
    func shortestPath() throws {
        let run = try runLesson(input: script(":cargar \(perfil)", ":camino fallo", ":camino listo", ":camino inactivo"))
        #expect(run.stdout.contains("Camino más corto hasta .fallo (2 eventos); escríbelo en el REPL:\n  .cargar(id: 1)\n  .rompio"))
        #expect(run.stdout.contains("  .cargar(id: 1)\n  .llego(Perfil.ejemplo)"))
        #expect(run.stdout.contains("el estado inicial ya es .inactivo"))
        let replay = try runLesson(input: script(":cargar \(perfil)", ".cargar(id: 1)", ".llego(Perfil.ejemplo)", ":estado"))
        #expect(replay.stdout.contains("estado: listo(perfil: Perfil(nombre: \"Ana\"))"))
    }

    @Test(":tabla da brazo, guarda y destino de cada par, o «se descarta»")
    func table() throws {
        let run = try runLesson(input: script(":cargar \(perfil)", ":tabla"), environment: wideColumns)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("          │ .cargar") && $0.contains("│ .reintentar") })
        let fallo = try #require(lines.first { $0.hasPrefix(".fallo") })
        #expect(fallo.contains("32 [intentos < 3] → .cargando"))
        let inactivo = try #require(lines.first { $0.hasPrefix(".inactivo") })
        #expect(inactivo.contains("26 → .cargando"))
        #expect(inactivo.contains("34 se descarta"))
        #expect(run.stdout.contains("Celdas: línea del brazo en perfil.swift, [guarda] y caso al que lleva;"))
        #expect(fallo.contains("32 [intentos < 3] → .cargando / 34 se descarta"))
    }

    @Test(":tabla de un modelo incluido cuyo estado guarda propiedades sin tipo escrito (var n = 0)")
    func tableWithUntypedProperties() throws {
        let run = try runLesson(input: script(":cargar sesion", ":tabla"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(!run.stdout.contains("error:"))
        let invitado = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix(".invitado ") })
        #expect(invitado.contains("→ .invitado") && invitado.contains("→ .autenticado"))
    }

    @Test(":alcanzables se detiene en un límite y lo dice; «:alcanzables N» lo cambia")
    func explorationLimit() throws {
        let run = try runLesson(input: script(":cargar sesion", ":alcanzables", ":alcanzables 500", ":alcanzables mucho"), environment: wideColumns)
        #expect(run.stdout.contains("estados alcanzables: 10000, tras probar"))
        #expect(run.stdout.contains("me detuve en el límite de 10000 estados: hay más; «:alcanzables 100000» explora más"))
        #expect(run.stdout.contains("estados alcanzables: 500, tras probar"))
        #expect(run.stderr.contains("uso: :alcanzables [LÍMITE]"))
    }

    @Test(":comparar encuentra el tipo de otro modelo de las lecciones (banderas contra enum opcional)")
    func compareAcrossModels() throws {
        let run = try runLesson(input: script(":cargar destinos-banderas", ":comparar FotoConBanderas FotoConDestino"))
        #expect(run.stderr == "")
        #expect(run.stdout.contains("representables  16"))
        #expect(run.stdout.contains("Optional<Destino>"))
        #expect(run.stdout.contains("FotoConBanderas representa 12 formas más que FotoConDestino."))
    }

    @Test(":grafo en mermaid, dot y ascii")
    func graphs() throws {
        let run = try runLesson(input: script(":cargar \(perfil)", ":grafo mermaid", ":grafo dot", ":grafo", ":grafo svg"))
        #expect(run.stdout.contains("""
        flowchart LR
            inactivo["inactivo"] -->|cargar| cargando["cargando"]
            cargando -->|llego| listo["listo"]
            cargando -->|rompio| fallo["fallo"]
            fallo -->|reintentar si intentos < 3| cargando
        """))
        #expect(run.stdout.contains("digraph maquina {"))
        #expect(run.stdout.contains("\"fallo\" -> \"cargando\" [label=\"reintentar si intentos < 3\"];"))
        // Drawn: a box per state, the initial one marked and, being the current one, heavy.
        #expect(run.stdout.contains("●─▶┃ inactivo ┃"))
        for state in ["cargando", "listo", "fallo"] { #expect(run.stdout.contains("│ \(state) │")) }
        #expect(run.stdout.contains("reintentar si intentos < 3"))
        #expect(run.stderr.contains("uso: :grafo [ascii|mermaid|dot]"))
    }

    @Test(":exportar-test escribe un test de tabla que compila junto al modelo y pasa con Swift Testing")
    func exportedTestPasses() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let exported = directory.file("PruebasDePerfil.swift")
        let run = try runLesson(input: script(
            ":cargar \(perfil)", ".cargar(id: 2)", ".rompio", ".reintentar", ".llego(.ejemplo)", ".cargar(id: 9)",
            ":exportar-test \(exported.path)"))
        #expect(run.stdout.contains("Escribí \(exported.path) con 5 transiciones."))
        let source = try String(contentsOf: exported, encoding: .utf8)
        #expect(source.contains("(EstadoDePerfil.fallo(id: 2, intentos: 1), Evento.reintentar, \".cargando(2, 2)\"),"))
        let runner = directory.file("corredor.swift")
        try """
        import Testing
        #if canImport(Glibc)
        import Glibc
        #endif
        @main enum Corredor {
            static func main() async {
                let status: CInt = await __swiftPMEntryPoint(passing: __CommandLineArguments_v0())
                exit(status)
            }
        }
        """.write(to: runner, atomically: true, encoding: .utf8)
        let binary = try CompiledSwift.executable(for: [fixture("machines/perfil.swift"), exported, runner],
                                                  extraFlags: ["-parse-as-library", "-swift-version", "5"])
        let output = try CompiledSwift.run(binary)
        #expect(output.status == 0, "\(output.output)")
        #expect(output.output.contains("with 5 test cases passed"))
    }

    @Test(":exportar-test no sobrescribe un archivo que no escribió lesson")
    func exportNeverOverwritesWork() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let mine = directory.file("Mio.swift")
        try "// mi trabajo\n".write(to: mine, atomically: true, encoding: .utf8)
        let run = try runLesson(input: script(":cargar \(perfil)", ".cargar(id: 2)", ":exportar-test \(mine.path)"))
        #expect(run.stderr.contains("ya existe y no lo escribió lesson"))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// mi trabajo\n")
    }
}
