import Foundation
import Messages
import Testing

/// Every line the REPL itself writes fits the width (80 piped, or `COLUMNS`), broken at words;
/// what the program writes (`print`, the `$R0` of a value) is never touched (issue 11).
@Suite("Cada línea del REPL cabe en el ancho; la salida del programa queda intacta")
struct WidthTests {
    private func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    private func overlong(_ text: String, width: Int = 80) -> [String] { lines(text).filter { DisplayWidth.of($0) > width } }

    @Test("piped, a tour of every bundled model at 80 columns: no line of stdout or stderr is wider")
    func everyModelFits() throws {
        let models = ["perfil-banderas", "perfil", "carga", "carga-campos-sueltos", "sesion", "asistente",
                      "destinos-banderas", "destinos-enum", "contadores"]
        var input = [":ayuda", ":modelos", ":lecciones", ":destinos 5"]
        for model in models {
            input += [":cargar \(model)", ":alcanzables", ":tabla", ":grafo", ":contar", ":eventos", ":historia",
                      ":estado", ":camino ilegitimo"]
        }
        input += [":cargar destinos-banderas", ".detalleTocado", ".editarTocado", ":historia",
                  ":comparar FotoConBanderas FotoConDestino", "let x: Int = \"una cadena que no es un entero y que alarga el error\""]
        let run = try runLesson(input: Data((input.joined(separator: "\n") + "\n").utf8))
        #expect(run.status == 0)
        #expect(overlong(run.stdout).isEmpty, "\(overlong(run.stdout).joined(separator: "\n"))")
        #expect(overlong(run.stderr).isEmpty, "\(overlong(run.stderr).joined(separator: "\n"))")
        // Broken at words, the continuation indented: the long load line of perfil-banderas.
        #expect(run.stdout.contains("Modelo «perfil-banderas» cargado: máquina actualizar(_:con:), estado\n  PantallaDePerfil, eventos EventoDePantalla."))
        // A label goes down with its value: no line ends in «tieneError:».
        #expect(!lines(run.stdout).contains { $0.hasSuffix("tieneError:") })
        // A listing's continuation goes on under its text.
        #expect(run.stdout.contains("  perfil-banderas       lección maquinas-de-estado/01-el-enum-es-la-maquina,\n                        estado inicial PantallaDePerfil()"))
    }

    @Test("COLUMNS sets the width; wide, lines come whole")
    func columnsSetsTheWidth() throws {
        let narrow = try runLesson(input: script(":cargar perfil-banderas", ":estado"), environment: ["COLUMNS": "50"])
        #expect(overlong(narrow.stdout, width: 50).isEmpty, "\(narrow.stdout)")
        let wide = try runLesson(input: script(":cargar perfil-banderas", ":estado"), environment: ["COLUMNS": "200"])
        #expect(wide.stdout.contains("estado: PantallaDePerfil(cargando: false, tienePerfil: false, tieneError: false)\n"))
    }

    @Test("what print writes and the $R of a value are never broken, however long")
    func programOutputIsUntouched() throws {
        let long = String(repeating: "palabra ", count: 20)
        let run = try runLesson(input: script("print(\"\(long)\")", "\"\(long)\"", ":cargar perfil-banderas", "estado"))
        #expect(run.stderr == "")
        #expect(lines(run.stdout).contains(long))
        #expect(lines(run.stdout).contains("$R0: String = \"\(long)\""))
        #expect(lines(run.stdout).contains("$R1: PantallaDePerfil = PantallaDePerfil(cargando: false, tienePerfil: false, tieneError: false)"))
    }

    @Test(":tabla of struct states at 80 columns: rows named by id, what each id is listed above")
    func tableNamesRowsAbove() throws {
        let run = try runLesson(input: script(":cargar perfil-banderas", ":tabla"))
        let out = lines(run.stdout)
        #expect(overlong(run.stdout).isEmpty)
        #expect(run.stdout.contains(Msg.Explore.tableRowNames + "\n  e0  cargando: false, tienePerfil: false, tieneError: false\n"))
        #expect(out.contains { $0.hasPrefix("   │ .cargar") && $0.contains("│ .reintentar") })
        #expect(out.contains("e1 │ 65 no cambia │ 67 → e2      │ 70 → e4      │ 65 no cambia"))
        // Wide enough, the same table names each row in full, as before.
        let wide = try runLesson(input: script(":cargar perfil-banderas", ":tabla"), environment: ["COLUMNS": "200"])
        #expect(!wide.stdout.contains(Msg.Explore.tableRowNames))
        #expect(lines(wide.stdout).contains { $0.hasPrefix("e1 cargando: true, tienePerfil: false, tieneError: false  │ 65 no cambia") })
    }

    @Test(":tabla splits long event names at their words to fit; when nothing fits, one state after another")
    func tableFitsOrLists() throws {
        let banderas = try runLesson(input: script(":cargar destinos-banderas", ":tabla"))
        #expect(overlong(banderas.stdout).isEmpty)
        let header = try #require(lines(banderas.stdout).firstIndex { $0.contains("│ .detalle ") })
        #expect(lines(banderas.stdout)[header + 1].contains("│ Tocado"), "\(banderas.stdout)")
        let perfil = try runLesson(input: script(":cargar perfil", ":tabla"))
        #expect(overlong(perfil.stdout).isEmpty)
        let out = lines(perfil.stdout)
        let fallo = try #require(out.firstIndex(of: ".fallo"))
        #expect(out[fallo + 1].hasPrefix("  .cargar      ") && out[fallo + 1].hasSuffix(" se descarta"))
        #expect(out[fallo + 4].hasPrefix("  .reintentar  ") && out[fallo + 4].hasSuffix(" [intentos < 3] → .cargando"))
        #expect(out[fallo + 5].hasPrefix("               ") && out[fallo + 5].hasSuffix(" se descarta"), "a cell's second arm under its first")
    }

    @Test(":alcanzables lists a struct's states by what varies, the enum field's cases, or its combinations")
    func reachableStructStates() throws {
        let run = try runLesson(input: script(":cargar perfil-banderas", ":alcanzables", ":cargar contadores", ":alcanzables",
                                              ":cargar carga", ":alcanzables", ":cargar \(fixture("machines/casa.swift").path)", ":alcanzables"))
        #expect(run.stderr == "")
        #expect(run.stdout.contains("  estados alcanzados, del más cercano al más lejano, por los campos que cambian:\n"
            + "    cargando: false, tienePerfil: false, tieneError: false\n    cargando: true, tienePerfil: false, tieneError: false\n"))
        // Many states: the nearest 24, and how to see more.
        #expect(run.stdout.contains("    mostrando 24 de 10000 o más estados; «:tabla N» muestra N con sus\n      transiciones"))
        #expect(run.stdout.contains("  casos de estado.carga alcanzados: .inactiva, .cargando, .cargada, .fallida"))
        #expect(run.stdout.contains("  combinaciones alcanzadas de estado.luz y estado.persiana:\n    luz: .apagada, persiana: .subida\n"))
    }

    @Test("a word wider than the room stays on its line; a label goes down with its value; a 2 MB line is wrapped whole")
    func wrapRules() {
        let word = String(repeating: "ñ", count: 100)
        #expect(Msg.wrapWords("Comando desconocido: :\(word)", width: 40) == ["Comando desconocido: :\(word)"])
        #expect(Msg.wrapWords("estado: Foto(abierto: true, cerrado: false)", width: 36)
                == ["estado: Foto(abierto: true,", "  cerrado: false)"])
        let huge = Array(repeating: "palabra", count: 250_000).joined(separator: " ")
        let pieces = Msg.wrapWords(huge, width: 80)
        #expect(pieces.allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(pieces.joined(separator: " ").split(separator: " ").count == 250_000)
    }

    @Test("el ancho de una línea ASCII, contado por bytes, es el de sus caracteres uno a uno")
    func asciiWidthAgreesWithCharacters() {
        let texts = ["hola, mundo", "a\tb", "x\u{7}y", "linea\r\n", "", "~ ! @ # $ %", "niño", "e\u{301}", "日本", "⚡ listo"]
        for text in texts {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
        }
        #expect(DisplayWidth.of("\u{1B}[31mrojo\u{1B}[0m") == 4)
        #expect(DisplayWidth.of("a\tb") == 6)
    }
}
