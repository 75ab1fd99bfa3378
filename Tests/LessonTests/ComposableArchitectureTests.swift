import Foundation
import Testing

/// TCA features as the lessons write them, through the piped REPL: the machine is the
/// feature's reducer, every step shows its effect as a value, `.send` is received next, and what
/// lesson does not run of TCA is named at its line.
@Suite("TCA: una feature con @Reducer es una máquina y sus efectos se ven como valores")
struct ComposableArchitectureTests {
    private func load(_ file: URL, _ lines: String...) throws -> RunResult {
        try runLesson(input: Data((([":cargar \(file.path)"] + lines).joined(separator: "\n") + "\n").utf8), environment: wideColumns)
    }

    private func load(source: String, _ lines: String...) throws -> RunResult {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("feature.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try runLesson(input: Data((([":cargar \(file.path)"] + lines).joined(separator: "\n") + "\n").utf8), environment: wideColumns)
    }

    private var contador: URL { fixture("tca/contador.swift") }

    @Test("Reduce { state, action in … }: la máquina es el reducer; cada paso dice su brazo, su cambio y su efecto")
    func reduceClosure() throws {
        let run = try load(contador, ".sumarPulsado", ".pedirNumeroPulsado", ".restarPulsado")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("máquina Contador.body (Reduce), estado Contador.State, eventos Contador.Action."))
        #expect(run.stdout.contains("State(cuenta: 0, esperando: false) ──sumarPulsado──▶ State(cuenta: 1, esperando: false)"))
        #expect(run.stdout.contains("  coincide: case .sumarPulsado   contador.swift:23"))
        #expect(run.stdout.contains("  - cuenta: 0\n  + cuenta: 1\n  efecto: .none\n"))
        #expect(run.stdout.contains("  + esperando: true\n  efecto: .run { … }: un efecto asíncrono; el REPL no lo ejecuta"))
        // Tipos del preludio, no del modelo: no se listan como suyos.
        #expect(!run.stdout.contains("Contador.Reduce"))
    }

    @Test("un efecto .send(.x) se recibe enseguida, como en el store, y se deshace como su propio paso")
    func sendIsReceived() throws {
        let run = try load(contador, ".sumarPulsado", ".ponerACeroPulsado", ":historia", ":deshacer", ":estado")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("""
            State(cuenta: 1, esperando: false) ante ponerACeroPulsado: coincide, pero el estado no cambia
              coincide: case .ponerACeroPulsado   contador.swift:40
              efecto: .send(.numeroRecibido(0))
            recibe .numeroRecibido(0) (del efecto .send)
            State(cuenta: 1, esperando: false) ──numeroRecibido(0)──▶ State(cuenta: 0, esperando: false)
              coincide: case let .numeroRecibido(numero)   contador.swift:36
              enlaza:   numero = 0
            """))
        #expect(run.stdout.contains("3  .numeroRecibido(0)  → State(cuenta: 0, esperando: false)"))
        #expect(run.stdout.contains("deshecho; estado: State(cuenta: 1, esperando: false)"))
    }

    @Test("legitimo= se comprueba también en la acción que un efecto .send devuelve, no solo en el evento enviado")
    func sendIsCheckedForLegitimacy() throws {
        let root = TemporaryDirectory("lesson-tca-legitimo")
        defer { root.remove() }
        let folder = root.file("Lessons/tca")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"titulo": "TCA", "lecciones": ["01-puerta"]}"#.utf8).write(to: folder.appendingPathComponent("pack.json"))
        let lesson = """
            # Una puerta con alarma

            La alarma solo debería sonar con la puerta abierta.

            ```swift modelo=puerta legitimo=alarmaConSentido
            import ComposableArchitecture
            @Reducer
            struct Puerta {
                struct State: Equatable {
                    var abierta = false
                    var alarma = false
                }
                enum Action { case abrir, probarAlarma, sonar }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case .abrir:
                            state.abierta = true
                            return .none
                        case .probarAlarma:
                            return .send(.sonar)
                        case .sonar:
                            state.alarma = true
                            return .none
                        }
                    }
                }
            }
            func alarmaConSentido(_ estado: Puerta.State) -> Bool { !estado.alarma || estado.abierta }
            ```
            """
        try Data(lesson.utf8).write(to: folder.appendingPathComponent("01-puerta.md"))
        let run = try runLesson(input: script(":cargar puerta", ".probarAlarma"),
                                environment: ["LESSON_PATH": root.path].merging(wideColumns) { $1 })
        #expect(run.stderr == "")
        // The event itself changes nothing; the action its effect sends back reaches a state the
        // predicate rejects, and the learner is told right under that step.
        #expect(run.stdout.contains("""
            recibe .sonar (del efecto .send)
            State(abierta: false, alarma: false) ──sonar──▶ State(abierta: false, alarma: true)
            """), "\(run.stdout)")
        #expect(run.stdout.contains("  estado no legítimo: alarmaConSentido lo rechaza"), "\(run.stdout)")
    }

    @Test("un .send que se envía a sí mismo para tras un límite, con un mensaje, y el REPL sigue")
    func sendLoopStops() throws {
        let run = try load(source: """
            import ComposableArchitecture
            @Reducer
            struct Eco {
                struct State: Equatable { var veces = 0 }
                enum Action { case otraVez }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        state.veces += 1
                        return .send(.otraVez)
                    }
                }
            }
            """, ".otraVez", ":estado")
        #expect(run.stderr.contains("los efectos .send siguen enviando acciones después de 20 pasos"))
        #expect(run.stdout.contains("State(veces: 21)"))
    }

    @Test("func reduce(into:action:) -> Effect<Action> en la feature también es la máquina, con estado enum")
    func reduceMethod() throws {
        let run = try load(fixture("tca/descarga.swift"), ".empezarPulsado", ".errorDeRed(\"caída\")", ".bytesRecibidos")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("máquina Descarga.reduce(into:action:), estado Descarga.State, eventos Descarga.Action."))
        #expect(run.stdout.contains("parada ──empezarPulsado──▶ descargando(intento: 1)"))
        #expect(run.stdout.contains("efecto: .send(.reintentarPulsado)\nrecibe .reintentarPulsado (del efecto .send)\n"))
        #expect(run.stdout.contains("fallida(\"caída\") ──reintentarPulsado──▶ descargando(intento: 2)"))
        #expect(run.stdout.contains("descargando(intento: 2) ──bytesRecibidos──▶ terminada"))
    }

    @Test("la exploración funciona sobre la feature: :alcanzables, :tabla, :grafo dot y :camino")
    func exploration() throws {
        let run = try load(contador, ":alcanzables", ":tabla", ":grafo dot", ":camino estado.cuenta == 3 && estado.esperando")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("estados alcanzables: 8"))
        #expect(run.stdout.contains("todos los brazos del switch se disparan alguna vez"))
        #expect(run.stdout.contains(".sumarPulsado"))
        #expect(run.stdout.contains("digraph"))
        #expect(run.stdout.contains("pedirNumeroPulsado"))
    }

    @Test(":exportar-test CARPETA de una feature escribe el paquete con la parte de TCA que ejecuta lesson, sin el preludio")
    func exportPackage() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let run = try load(contador, ".sumarPulsado", ":exportar-test \(directory.path)/paquete")
        #expect(run.stderr == "")
        let sources = directory.url.appendingPathComponent("paquete/Sources/Modelo")
        let model = try String(contentsOf: sources.appendingPathComponent("Modelo.swift"), encoding: .utf8)
        #expect(model.contains("struct Contador: Reducer {"))
        #expect(!model.contains("import ComposableArchitecture") && !model.contains("@Reducer") && !model.contains("extension Contador"))
        let surface = try String(contentsOf: sources.appendingPathComponent("ComposableArchitecture.swift"), encoding: .utf8)
        #expect(surface.hasPrefix("// Exportado por lesson: la parte de ComposableArchitecture que ejecuta lesson"))
        #expect(surface.contains("protocol Reducer<State, Action>"))
        let test = try String(contentsOf: directory.url.appendingPathComponent("paquete/Tests/ModeloTests/TransicionesTests.swift"),
                              encoding: .utf8)
        #expect(test.contains("_ = Contador().reduce(into: &nuevo, action: evento)"))
    }

    @Test("lo que TCA tiene y lesson no ejecuta se nombra en su línea, nunca como un error de tipos")
    func outsideSubset() throws {
        let base = try String(contentsOf: contador, encoding: .utf8)
        let ifCaseLet = try load(source: base.replacingOccurrences(of: "        }\n    }\n}", with: """
                    }
                    .ifCaseLet(\\.hijo, action: \\.hijo) {
                        Contador()
                    }
                }
            }
            """))
        #expect(ifCaseLet.stderr.contains("feature.swift:44:10: error: «Reduce.ifCaseLet» (de ComposableArchitecture) no está en el subconjunto de Swift que entiende lesson"))

        let merge = try load(source: base.replacingOccurrences(of: "return .send(.numeroRecibido(0))", with: "return .merge(.none, .send(.numeroRecibido(0)))"))
        #expect(merge.stderr.contains("feature.swift:41:25: error: «Effect.merge» (de ComposableArchitecture) no está en el subconjunto"))

        let scope = try load(source: """
            import ComposableArchitecture
            @Reducer
            struct Padre {
                struct State: Equatable { var hijo = Contador.State() }
                enum Action { case hijo(Contador.Action) }
                @Dependency(\\.continuousClock) var reloj
                var body: some ReducerOf<Self> {
                    Scope(state: \\.hijo, action: \\.hijo) {
                        Contador()
                    }
                }
            }
            """)
        #expect(scope.stderr.contains("feature.swift:6:5: error: @Dependency (de ComposableArchitecture) no está en el subconjunto"))

        let scopeAlone = try load(source: """
            import ComposableArchitecture
            @Reducer
            struct Padre {
                struct State: Equatable { var n = 0 }
                enum Action { case tocar }
                var body: some ReducerOf<Self> {
                    Scope(state: \\.n, action: \\.tocar) {
                        EmptyReducer()
                    }
                }
            }
            """)
        #expect(scopeAlone.stderr.contains("feature.swift:7:9: error: «Scope» (de ComposableArchitecture) no está en el subconjunto"))
        #expect(scopeAlone.stderr.contains("feature.swift:8:13: error: «EmptyReducer» (de ComposableArchitecture) no está en el subconjunto"))
    }

    @Test("varios reducers seguidos en el body se nombran; una feature escrita en el prompt es una máquina para :maquina")
    func composedBodyAndPrompt() throws {
        let composed = try load(source: """
            import ComposableArchitecture
            @Reducer
            struct Dos {
                struct State: Equatable { var n = 0 }
                enum Action { case tocar }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        state.n += 1
                        return .none
                    }
                    Reduce { state, action in .none }
                }
            }
            """)
        #expect(composed.stderr.contains("feature.swift:11:9: error: un body con varios reducers seguidos (de ComposableArchitecture) no está en el subconjunto"))
        #expect(!composed.stderr.contains("return"))

        let prompt = try runLesson(input: script(
            "import ComposableArchitecture",
            "@Reducer struct Luz {", "struct State: Equatable { var encendida = false }", "enum Action { case pulsar }",
            "var body: some ReducerOf<Self> {", "Reduce { state, action in", "state.encendida.toggle()", "return .none", "}", "}", "}",
            ":maquina Luz", ".pulsar", "estado.encendida"), environment: wideColumns)
        #expect(prompt.stderr == "")
        #expect(prompt.stdout.contains("Máquina Luz.body (Reduce): estado Luz.State, eventos Luz.Action."))
        #expect(prompt.stdout.contains("State(encendida: false) ──pulsar──▶ State(encendida: true)"))
        #expect(prompt.stdout.contains("$R0: Bool = true"))
    }

    @Test("sin import ComposableArchitecture esos nombres no existen, como dice swiftc; una acción mal escrita en .send se rechaza")
    func withoutImport() throws {
        let base = try String(contentsOf: contador, encoding: .utf8)
        let plain = try load(source: base.replacingOccurrences(of: "import ComposableArchitecture\n", with: ""))
        #expect(plain.stderr.contains("feature.swift:19:20: error: no encuentro el tipo 'ReducerOf' en este ámbito"))
        #expect(plain.stderr.contains("feature.swift:20:9: error: no encuentro 'Reduce' en este ámbito"))

        let typo = try load(source: base.replacingOccurrences(of: ".send(.numeroRecibido(0))", with: ".send(.numeroRecibdo(0))"))
        #expect(typo.stderr.contains("feature.swift:41:31: error: el tipo 'Contador.Action' no tiene ningún miembro 'numeroRecibdo'"))

        let mutation = try load(source: base.replacingOccurrences(of: "state.esperando = true", with: "state.esperando = 1"))
        #expect(mutation.stderr.contains("feature.swift:32:35: error: no se puede asignar un valor de tipo 'Int' a algo de tipo 'Bool'"))
    }
}
