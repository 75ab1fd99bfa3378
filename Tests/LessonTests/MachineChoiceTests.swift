import Foundation
import Testing

/// Which function is the machine: found by shape over the model's own types, named by
/// `maquina=` or `:maquina`, a `mutating` method, one declared at the prompt.
@Suite("La máquina correcta: detección, maquina= y :maquina")
struct MachineChoiceTests {
    private func load(_ source: String, _ lines: String...) throws -> RunResult {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("modelo.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try runLesson(input: Data((([":cargar \(file.path)"] + lines).joined(separator: "\n") + "\n").utf8), environment: wideColumns)
    }

    private let luz = """
        enum Luz { case encendida, apagada }
        enum Accion { case pulsar }
        func siguiente(_ luz: Luz, ante accion: Accion) -> Luz {
            switch (luz, accion) {
            case (.encendida, .pulsar): return .apagada
            case (.apagada, .pulsar): return .encendida
            }
        }
        """

    @Test("un ayudante (Int, Int) -> Int antes de la máquina no la tapa; solo, no es una máquina y se dice qué forma falta")
    func helperFirst() throws {
        let run = try load("func sumar(_ a: Int, _ b: Int) -> Int { a + b }\n" + luz, ".pulsar")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("máquina siguiente(_:ante:), estado Luz, eventos Accion."))
        #expect(run.stdout.contains("encendida ──pulsar──▶ apagada"))

        let alone = try load("func sumar(_ a: Int, _ b: Int) -> Int { a + b }", ".pulsar", ":maquina sumar", ":maquina")
        #expect(alone.stdout.contains("Modelo «modelo» cargado (sin máquina de estados).\n"))
        #expect(alone.stdout.contains("Para tener máquina hace falta una función func f(_ estado: S, ante evento: E) -> S"))
        #expect(alone.stdout.contains("Máquina sumar(_:_:): estado Int, eventos Int."))
        #expect(alone.stdout.contains("máquina: sumar(_:_:)"))
    }

    @Test("una transición que devuelve su estado por un typealias (-> Estado, con typealias Estado = Luz) es una máquina")
    func transitionThroughTypealias() throws {
        let source = luz.replacingOccurrences(of: "ante accion: Accion) -> Luz", with: "ante accion: Accion) -> Estado")
            + "\ntypealias Estado = Luz"
        let run = try load(source, ".pulsar")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("máquina siguiente(_:ante:), estado Luz, eventos Accion."))
        #expect(run.stdout.contains("encendida ──pulsar──▶ apagada"))
    }

    @Test("el método mutating de un tipo genérico (Caja<E> con meter(_: E)) no es una máquina: no tiene un solo tipo de estado")
    func genericTypeIsNoMachine() throws {
        let run = try load("enum Luz { case roja, verde }\nstruct Caja<E> { var cosas: [E] = []; mutating func meter(_ e: E) { cosas.append(e) } }",
                           "var c = Caja<Luz>()", "c.meter(.roja)", "print(c.cosas)")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Modelo «modelo» cargado (sin máquina de estados)."))
        #expect(run.stdout.contains("[main.Luz.roja]\n"))
    }

    @Test("un método mutating que lanza errores (aplicar(cupon:) throws) no es una máquina: el programa carga sin error de estado inicial")
    func throwingMethodIsNoMachine() throws {
        let source = """
            enum ErrorCupon: Error { case desconocido }
            struct Carrito {
                var lineas: [String]
                var descuento = 0
                mutating func aplicar(cupon: String) throws {
                    guard cupon == "AMIGO" else { throw ErrorCupon.desconocido }
                    descuento = 5
                }
            }
            var carrito = Carrito(lineas: ["pan"])
            try? carrito.aplicar(cupon: "AMIGO")
            print(carrito.descuento)
            """
        let run = try load(source)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("5\n"))
        #expect(run.stdout.contains("Modelo «modelo» cargado (sin máquina de estados)."))
    }

    @Test("un método mutating que recibe el evento es la máquina; la sesión exporta su test con él")
    func mutatingMethod() throws {
        let run = try load("""
            struct Puerta {
                enum Evento { case abrir, cerrar }
                var abierta = false
                mutating func enviar(_ evento: Evento) {
                    switch evento {
                    case .abrir: abierta = true
                    case .cerrar: abierta = false
                    }
                }
            }
            """, ".abrir", ":exportar-test")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("máquina Puerta.enviar(_:), estado Puerta, eventos Puerta.Evento."))
        #expect(run.stdout.contains("Puerta(abierta: false) ──abrir──▶ Puerta(abierta: true)"))
        #expect(run.stdout.contains("coincide: case .abrir"))
        #expect(run.stdout.contains("nuevo.enviar(evento)"))
    }

    @Test("con un método mutating por máquina, estado es el valor del struct, en el prompt y en :camino")
    func mutatingMethodEstado() throws {
        let run = try load("""
            struct Puerta {
                enum Evento { case abrir, cerrar }
                var abierta = false
                mutating func enviar(_ evento: Evento) {
                    switch evento {
                    case .abrir: abierta = true
                    case .cerrar: abierta = false
                    }
                }
            }
            """, ".abrir", "estado.abierta", ":camino estado.abierta")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("$R0: Bool = true"))
        #expect(run.stdout.contains("Camino más corto hasta estado.abierta (1 evento), que llega a Puerta(abierta: true)"))
    }

    @Test(":maquina elige otra función del modelo, o una escrita en el prompt; un nombre que no está o sin forma de máquina es un error")
    func chooseInTheREPL() throws {
        let run = try load(luz + """

            func quieta(_ luz: Luz, ante accion: Accion) -> Luz { luz }
            func nombre(_ luz: Luz) -> String { "luz" }
            """, ":maquina quieta", ".pulsar", ":maquina quita", ":maquina nombre", ":maquina siguiente(_:ante:)", ".pulsar")
        #expect(run.stdout.contains("Máquina quieta(_:ante:): estado Luz, eventos Accion."))
        #expect(run.stderr.contains("error: el modelo no declara ninguna función «quita» que pueda ser su máquina; ¿quisiste decir «quieta»?"))
        #expect(run.stderr.contains("error: «nombre» no puede ser la máquina: nombre(_:) no tiene su forma"))
        #expect(run.stdout.contains("Máquina siguiente(_:ante:): estado Luz, eventos Accion."))
        #expect(run.stdout.contains("encendida ──pulsar──▶ apagada"))

        let prompt = try runLesson(input: script(
            ":maquina", "enum Paso { case mas }", "func contar(_ n: Int, ante paso: Paso) -> Int { n + 1 }",
            ":maquina contar", ".mas", ".mas", ":estado"))
        #expect(prompt.stderr.contains("no hay ninguna máquina que elegir"))
        #expect(prompt.stdout.contains("Máquina contar(_:ante:): estado Int, eventos Paso."))
        #expect(prompt.stdout.contains("──mas──▶"))
        #expect(prompt.stdout.contains("estado: 3"))
    }

    @Test("maquina= en la lección elige la máquina; si nombra una función que no está, el REPL lo dice en la línea del bloque")
    func attributeInALesson() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/modelos-rotos")
        let run = try runLesson(input: script(":cargar melegida", ".cambiar", ":cargar mfalta"),
                                environment: ["LESSON_PATH": root.path].merging(wideColumns) { $1 })
        #expect(run.stdout.contains("máquina alReves(_:ante:)"))
        #expect(run.stdout.contains("verde ──cambiar──▶ rojo"))
        #expect(run.stderr.contains("m/05-maquina-falta.md:3:24: error: el modelo no declara ninguna función «siguente» que pueda ser su máquina; ¿quisiste decir «siguiente»?"))
        #expect(run.stderr.contains("No se pudo cargar «mfalta»"))
    }
}
