import Foundation
import Testing

/// What issue 11 promises of the explorer, through the piped REPL: the whole graph, payloads
/// that reach every arm, paths to cases of struct fields and to conditions on `estado`,
/// legitimacy said where it shows, and the precise words of a step.
@Suite("El explorador ve la máquina entera")
struct ExplorerViewsTests {
    let cerradura = fixture("machines/cerradura.swift").path
    let termostato = fixture("machines/termostato.swift").path
    let casa = fixture("machines/casa.swift").path

    private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test("un estado con un enum genérico: el .nada que devuelve una función genérica es el mismo estado, no uno nuevo")
    func genericStateIsTheSame() throws {
        let run = try runLesson(input: script(":cargar \(fixture("machines/generica.swift").path)", ".vaciar", ":alcanzables"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Caja(contenido: .nada) ante vaciar: coincide, pero el estado no cambia"), "\(run.stdout)")
        // The compiled search in ExplorationDifferentialTests reaches these two as well.
        #expect(run.stdout.contains("estados alcanzables: 2, tras probar 4 transiciones"), "\(run.stdout)")
    }

    @Test("la cerradura llega a .bloqueada tecleando códigos erróneos, y su celda nombra los dos brazos de .teclear")
    func lockBlocks() throws {
        let run = try runLesson(input: script(":cargar \(cerradura)", ":camino bloqueada", ":tabla"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Camino más corto hasta .bloqueada (3 eventos)"))
        #expect(run.stdout.contains("  .teclear(1)\n  .teclear(1)\n  .teclear(1)\n"))
        let cerrada = try #require(lines(run.stdout).first { $0.hasPrefix(".cerrada ") })
        #expect(cerrada.contains("21 [n == cerradura.codigo] → .abierta"))
        #expect(cerrada.contains("23 → .cerrada") && cerrada.contains("23 → .bloqueada"))
        // The path is real: typed, it blocks the lock.
        let replay = try runLesson(input: script(":cargar \(cerradura)", ".teclear(1)", ".teclear(1)", ".teclear(1)", ":estado"))
        #expect(replay.stdout.contains("estado: Cerradura(codigo: 4321, fase: .bloqueada)"))
        let open = try runLesson(input: script(":cargar \(cerradura)", ":camino abierta"))
        #expect(open.stdout.contains("  .teclear(4321)\n"))
    }

    @Test("el brazo «where b > 25» del termostato aparece en la tabla, con los de sus vecinos")
    func thermostatBoundary() throws {
        let run = try runLesson(input: script(":cargar \(termostato)", ":tabla", ":alcanzables"), environment: wideColumns)
        let apagado = try #require(lines(run.stdout).first { $0.hasPrefix(".apagado ") })
        #expect(apagado.contains("[b > 25] → .enfriando"))
        #expect(apagado.contains("[b > 40] → .alarma"))
        #expect(apagado.contains("[b < 18] → .calentando"))
        #expect(run.stdout.contains("todos los brazos del switch se disparan alguna vez"))
    }

    @Test("un struct de dos switches tiene sus 8 aristas en :grafo dot, y :camino llega a una condición sobre él")
    func twoRegions() throws {
        let run = try runLesson(input: script(":cargar \(casa)", ":grafo dot",
                                              ":camino estado.luz == .encendida && estado.persiana == .bajada"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(lines(run.stdout).filter { $0.contains(" -> ") }.count == 8)
        #expect(run.stdout.contains("\"e0\" [label=\"luz: .apagada, persiana: .subida\"];"))
        #expect(run.stdout.contains("Camino más corto hasta estado.luz == .encendida && estado.persiana == .bajada (2 eventos)"))
        #expect(run.stdout.contains("  .pulsarLuz\n  .bajar\n"))
    }

    @Test("un paso con dos switches nombra los dos brazos; uno que coincide sin cambiar nada no «se descarta»")
    func preciseWords() throws {
        let run = try runLesson(input: script(":cargar \(casa)", ".pulsarLuz", ":cargar perfil-banderas", ".cargar", ".cargar"), environment: wideColumns)
        #expect(run.stdout.contains("  coincide: case (.apagada, .pulsarLuz)   casa.swift:14\n  coincide: case (.subida, .subir), (.bajada, .bajar), (_, .pulsarLuz)   casa.swift:21"))
        #expect(run.stdout.contains("ante cargar: coincide, pero el estado no cambia"))
        #expect(!run.stdout.contains("cargar: el evento se descarta"))
    }

    @Test("destinos-enum tiene sus 12 aristas; sus estados se nombran por el campo que varía")
    func destinosEnum() throws {
        let run = try runLesson(input: script(":cargar destinos-enum", ":grafo dot", ":grafo mermaid"))
        #expect(lines(run.stdout).filter { $0.contains(" -> ") }.count == 12)
        #expect(run.stdout.contains("e1[\"destino: Optional(.detalle)\"]"))
    }

    @Test(":camino llega a un caso del campo enum de un struct (carga), y :contar Carga encuentra el tipo anidado")
    func structCases() throws {
        let run = try runLesson(input: script(":cargar carga", ":camino cargada", ":contar Carga", ":tabla"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Camino más corto hasta .cargada (2 eventos)"))
        #expect(run.stdout.contains("  .alAparecer\n  .perfilRecibido(Perfil.ejemplos[0])\n"))
        #expect(run.stdout.contains("State.Carga = inactiva + cargando + cargada(Perfil) + fallida(String) = 1 + 1 + 1 + 1 = 4"))
        #expect(lines(run.stdout).contains { $0.hasPrefix(".fallida ") && $0.contains("→ .cargando") })
    }

    @Test("perfil-banderas cuenta sus 4 estados no legítimos alcanzados, da el camino a uno y lo dice al llegar")
    func illegitimate() throws {
        let run = try runLesson(input: script(":cargar perfil-banderas", ":alcanzables", ":camino ilegitimo", ".cargar", ".rompio"), environment: wideColumns)
        #expect(run.stdout.contains("estados no legítimos alcanzados: 4 de 8 (esLegitima los rechaza)"))
        #expect(run.stdout.contains("el más cercano, a 2 eventos: PantallaDePerfil(cargando: true, tienePerfil: false, tieneError: true)"))
        #expect(run.stdout.contains("Camino más corto hasta un estado no legítimo (2 eventos)"))
        #expect(run.stdout.contains("  .cargar\n  .rompio\n"))
        #expect(run.stdout.contains("  + tieneError: true\n  estado no legítimo: esLegitima lo rechaza"))
    }

    @Test("cada caso alcanzado del asistente tiene su fila en :tabla")
    func everyReachedCaseHasItsRow() throws {
        let run = try runLesson(input: script(":cargar asistente", ":tabla"), environment: wideColumns)
        for name in [".datosPersonales ", ".direccion ", ".pago ", ".confirmacion "] {
            #expect(lines(run.stdout).contains { $0.hasPrefix(name) }, "falta la fila \(name)")
        }
        // At 80 columns the table is a listing, a state after another: each case is still there.
        let narrow = try runLesson(input: script(":cargar asistente", ":tabla"))
        for name in [".datosPersonales", ".direccion", ".pago", ".confirmacion"] {
            #expect(lines(narrow.stdout).contains(name), "falta el estado \(name)")
        }
    }

    @Test("estado es el estado actual en cualquier línea de Swift")
    func estadoAtThePrompt() throws {
        let run = try runLesson(input: script(":cargar \(casa)", ".bajar", "estado.persiana == .bajada", "estado.luz"))
        #expect(run.stderr == "")
        #expect(run.stdout.contains("$R0: Bool = true"))
        #expect(run.stdout.contains("$R1: Luz = apagada"))
    }

    @Test("una condición que no compila, un campo que no existe o una que nunca se cumple: un mensaje en español")
    func badConditions() throws {
        let run = try runLesson(input: script(":cargar \(casa)", ":camino estado.luz == 3", ":camino estado.puerta == .abierta",
                                              ":camino estado.luz == .encendida && estado.luz == .apagada",
                                              ":camino volando", ":camino ilegitimo"), environment: wideColumns)
        #expect(run.stderr.contains("<condición>:1:12: error: el operador '==' no se puede aplicar a operandos de tipo 'Luz' y 'Int'"))
        #expect(run.stderr.contains("<condición>:1:8: error: un valor de tipo 'Casa' no tiene ningún miembro 'puerta'"))
        #expect(run.stdout.contains("ningún estado alcanzable cumple estado.luz == .encendida && estado.luz == .apagada: exploré los 4 estados alcanzables"))
        #expect(run.stderr.contains("«volando» no es un caso de Luz, Persiana; sus casos son .apagada, .encendida, .subida, .bajada"))
        #expect(run.stderr.contains("este modelo no tiene predicado legitimo="))
    }

    @Test("las tablas y los grafos dicen cuánto muestran y cómo ver más")
    func statedLimits() throws {
        let run = try runLesson(input: script(":cargar sesion", ":tabla", ":cargar perfil-banderas", ":tabla 3", ":grafo 3"))
        #expect(run.stdout.contains("la exploración se detuvo en 2000 estados: puede haber celdas que falten"))
        #expect(run.stdout.contains("mostrando 3 de 8 filas; «:tabla 8» las muestra todas"))
        #expect(run.stdout.contains("mostrando 3 de 8 estados; «:grafo 8» los dibuja todos"))
    }

    @Test("deshacer sobre un estado con una clase: la instancia es la misma en toda la historia, y se dice por qué")
    func sharedInstances() throws {
        let run = try runLesson(input: script(":cargar contadores", ".incrementarClaseB", ".incrementarClaseA", ":deshacer", ":historia"), environment: wideColumns)
        #expect(run.stdout.contains("deshecho; estado: Laboratorio(valorA: ContadorValor(cuenta: 0), valorB: ContadorValor(cuenta: 0), claseA: ContadorClase#1(cuenta: 2), claseB: ContadorClase#1(cuenta: 2))"))
        #expect(run.stdout.contains("deshacer no la devuelve a como estaba (una clase se comparte por referencia: lección 5)"))
        #expect(run.stdout.contains("    claseB: ContadorClase#1(cuenta: 1) → ContadorClase#1(cuenta: 2)"))
        #expect(run.stdout.contains("(al llegar aquí era claseA: ContadorClase#1(cuenta: 1), claseB: ContadorClase#1(cuenta: 1); la instancia compartida cambió después)"))
    }

    @Test(":contar no da por completa una exploración en la que un paso falló: las legítimas son «al menos»")
    func countAfterATrap() throws {
        let run = try runLesson(input: script(":cargar \(fixture("machines/trampa.swift").path)", ":contar"))
        #expect(run.stdout.contains("legítimas:      al menos 2"))
        #expect(run.stdout.contains("sobran:         como mucho 1"))
    }
}
