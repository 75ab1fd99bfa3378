import Foundation
import Testing

/// Whole REPL transcripts over machines, through the real binary's piped path.
@Suite("Máquinas en el REPL")
struct MachineREPLTests {
    let perfil = fixture("machines/perfil.swift").path

    @Test("una secuencia de eventos da los estados correctos y explica cada brazo")
    func perfilFromFile() throws {
        let run = try runLesson(input: script(
            ":cargar \(perfil)", ".cargar(id: 7)", ".rompio", ".reintentar", ".rompio", ".reintentar",
            ".rompio", ".reintentar", ":estado", ".llego(.ejemplo)"), environment: wideColumns)
        #expect(run.stderr == "")
        let out = run.stdout
        #expect(out.contains("Estado inicial: inactivo"))
        #expect(out.contains("inactivo ──cargar(id: 7)──▶ cargando(id: 7, intentos: 1)"))
        #expect(out.contains("coincide: case let (.inactivo, .cargar(id))   perfil.swift:26"))
        #expect(out.contains("enlaza:   id = 7"))
        #expect(out.contains("fallo(id: 7, intentos: 2) ──reintentar──▶ cargando(id: 7, intentos: 3)"))
        // The third retry: the guarded arm matches its pattern, its guard is false, default decides.
        #expect(out.contains("sin transición desde .fallo ante reintentar: el evento se descarta"))
        #expect(out.contains("guarda falsa: case let (.fallo(id, intentos), .reintentar) where intentos < 3   perfil.swift:32"))
        #expect(out.contains("coincide: default   perfil.swift:34"))
        #expect(out.contains("estado: fallo(id: 7, intentos: 3)"))
        #expect(out.contains("sin transición desde .fallo ante llego(Perfil(nombre: \"Ana\")): el evento se descarta"))
    }

    @Test("un archivo sin inicial= cuyo estado solo tiene casos con datos empieza por un ejemplo")
    func initialFromSample() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("fases.swift")
        try """
        struct Datos { var nombre: String }
        enum Fase { case rellenando(Datos), enviada(Datos) }
        enum Paso { case enviar }
        func siguiente(_ fase: Fase, con paso: Paso) -> Fase {
            switch (fase, paso) {
            case let (.rellenando(datos), .enviar): return .enviada(datos)
            case (.enviada, .enviar): return fase
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try runLesson(input: script(":cargar \(file.path)", ".enviar"))
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Estado inicial: rellenando(Datos(nombre: \"texto\"))"))
        #expect(run.stdout.contains("──enviar──▶ enviada(Datos(nombre: \"texto\"))"))
    }

    @Test("un estado con una instancia que se apunta a sí misma se muestra, se explora y se exporta sin colgarse")
    func selfReferencingInstance() throws {
        let model = fixture("machines/ciclo.swift").path
        let run = try runLesson(input: script(":cargar \(model)", ".enlazar", ".sumar", ":alcanzables 20", ":tabla",
                                              ":exportar-test", "40 + 2"), timeout: 60)
        #expect(!run.crashed && !run.timedOut)
        #expect(run.stdout.contains("(valor: 0, siguiente: Optional(Nodo#"))
        #expect(run.stdout.contains("11 no cambia"))
        #expect(run.stdout.hasSuffix("Int = 42\n"))
    }

    @Test("deshacer, rehacer, historia y reiniciar recorren la sesión")
    func timeTravel() throws {
        let run = try runLesson(input: script(
            ":cargar \(perfil)", ".cargar(id: 3)", ".llego(.ejemplo)", ":deshacer", ":estado", ":rehacer",
            ":historia", ":deshacer", ":deshacer", ":deshacer", ":reiniciar", ":rehacer"))
        let out = run.stdout
        #expect(out.contains("deshecho; estado: cargando(id: 3, intentos: 1)"))
        #expect(out.contains("rehecho; estado: listo(perfil: Perfil(nombre: \"Ana\"))"))
        #expect(out.contains("  2  .llego(Perfil(nombre: \"Ana\"))  → listo(perfil: Perfil(nombre: \"Ana\"))"))
        #expect(out.contains("reiniciado; estado: inactivo"))
        #expect(run.stderr.contains("no hay nada que deshacer"))
        #expect(run.stderr.contains("no hay nada que rehacer"))
    }

    @Test(":eventos separa lo que mueve la máquina de lo que se descarta")
    func eventsFromHere() throws {
        let run = try runLesson(input: script(":cargar \(perfil)", ":eventos"))
        #expect(run.stdout.contains("con transición:\n    .cargar(id: 1) → cargando(id: 1, intentos: 1)"))
        #expect(run.stdout.contains("se descartan:\n    .llego(Perfil(nombre: \"Ana\"))\n    .rompio\n    .reintentar"))
    }

    @Test("perfil recorre inactivo, cargando, listo y fallo")
    func bundledPerfil() throws {
        let run = try runLesson(input: script(
            ":cargar perfil", ".cargar(id: 7)", ".llego(.ejemplo)", ":reiniciar", ".cargar(id: 7)", ".rompio(FalloDeRed.ejemplo)"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Estado inicial: inactivo"))
        #expect(run.stdout.contains("──▶ cargando(id: 7, intentos: 1, tarea: …)"))
        #expect(run.stdout.contains("──▶ listo(perfil: Perfil(id: 7, nombre: \"Ada Lovelace\"), recibidoEn: …)"))
        #expect(run.stdout.contains("──▶ fallo(id: 7, error: …, intentos: 1)") || run.stdout.contains("──▶ fallo(id: 7"))
        #expect(run.stdout.contains("01-el-enum-es-la-maquina.md:"))
    }

    @Test("asistente pasa por sus cuatro fases y vuelve atrás")
    func bundledAsistente() throws {
        let run = try runLesson(input: script(":cargar asistente", ".avanzar", ".avanzar", ".avanzar", ":estado"))
        #expect(run.stderr == "")
        for phase in ["datosPersonales(", "──▶ direccion(", "──▶ pago(", "──▶ confirmacion("] {
            #expect(run.stdout.contains(phase), "falta la fase \(phase)")
        }
    }

    @Test("sesion llega a sus dos casos")
    func bundledSesion() throws {
        let run = try runLesson(input: script(":cargar sesion", ".sesionIniciada(.ejemplo)", ".sesionCerrada"), environment: wideColumns)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Estado inicial: invitado("))
        #expect(run.stdout.contains("──▶ autenticado(Usuario(nombre: \"Ada\""))
        #expect(run.stdout.contains("──▶ invitado("))
    }

    @Test("contadores muestra que dos referencias a una clase ven el mismo cambio")
    func bundledContadores() throws {
        let run = try runLesson(input: script(":cargar contadores", ".incrementarClaseA", ".incrementarValorA"))
        #expect(run.stderr == "")
        #expect(run.stdout.contains("+ claseA: ContadorClase#1(cuenta: 1)"))
        #expect(run.stdout.contains("+ claseB: ContadorClase#1(cuenta: 1)"))
        #expect(run.stdout.contains("+ valorA: ContadorValor(cuenta: 1)"))
        #expect(!run.stdout.contains("+ valorB:"))
    }
}

/// Bad input never stops the REPL: each gets a Spanish message and the next line is answered.
@Suite("Errores del lenguaje en el REPL")
struct LanguageErrorTests {
    @Test("cada error tiene su mensaje y el REPL responde a la línea siguiente", arguments: [
        ("while true { }", "¿hay un bucle infinito?"),
        ("func r(_ n: Int) -> Int { r(n + 1) }\nr(1)", "¿hay una recursión infinita?"),
        ("let k = 1\nk = 2", "no se puede asignar: «k» es una constante (let)"),
        (".)(", "<entrada 1>:1:2: error:"),
        ("let ñandú = [1, 2]\nñandú[5]", "índice fuera de rango: 5 en un array de 2 elementos"),
        ("let x: Int? = nil\nx!", "se desenvolvió con «!» un opcional que vale nil"),
        ("1 / 0", "división por cero"),
        ("var m = Int.max\nm += 1", "desbordamiento aritmético"),
        ("for i in 0..<Int.min { print(i) }", "rango inválido"),
        ("for i in Int.min...Int.max { print(i) }", "el rango es demasiado grande"),
        ("String(repeating: \"ab\", count: Int.max)", "necesita más memoria de la permitida"),
        ("noExiste(3)", "no encuentro 'noExiste' en este ámbito"),
        ("enum E: Error { case x }\nfunc f() throws -> Int { throw E.x }\nlet v = try! f()",
         "'try!' recibió un error y el programa se detiene: main.E.x"),
        ("class A {}\nclass B: A {}\nlet a: A = A()\nlet b = a as! B", "'as!' no puede convertir un valor de tipo 'A' a 'B'"),
        ("enum E: Error { case x }\nthrow E.x", "un error lanzado llegó al nivel superior sin un 'catch'"),
        ("struct Nodo { var x = 1\n var siguiente = Nodo() }\nNodo()", "se anida sin fin"),
        // swiftc refuses it too: «return from initializer without initializing all stored properties».
        ("struct S { var a: Int\n init() { print(a) } }\nS()", "el init termina sin dar valor a todas las propiedades almacenadas"),
    ])
    func errorThenRecovery(_ input: String, _ message: String) throws {
        // A tenth of the default budget: the loop without end stops sooner, with the same message.
        let run = try runLesson(input: script(input, "40 + 2"), environment: wideColumns.merging(["LESSON_PASOS": "3000000"]) { $1 },
                                timeout: 60)
        #expect(run.stderr.contains(message))
        #expect(run.stdout.hasSuffix("Int = 42\n"))
        #expect(run.status == 0)
        #expect(!run.crashed)
    }

    @Test("cargar un modelo con un switch incompleto nombra cada caso que falta, y una asignación a let")
    func staticChecksOnLoad() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("incompleto.swift")
        try """
        enum Fase { case uno, dos, tres, cuatro }
        func nombre(_ fase: Fase) -> String {
            let prefijo = "fase"
            prefijo = "etapa"
            switch fase {
            case .uno: return prefijo
            case .dos: return prefijo
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try runLesson(input: script(":cargar \(file.path)", "40 + 2"), environment: wideColumns)
        #expect(run.stderr.contains("incompleto.swift:5:5: error: el switch no es exhaustivo"))
        #expect(run.stderr.contains(".tres") && run.stderr.contains(".cuatro"))
        #expect(run.stderr.contains("incompleto.swift:4:5: error: no se puede asignar: «prefijo» es una constante (let)"))
        #expect(run.stderr.contains("No se pudo cargar «incompleto»: hay 2 errores."))
        #expect(run.stdout.hasSuffix("Int = 42\n"))
    }

    @Test("una recursión profunda pero finita termina; una sin fin se detiene con un mensaje, nunca con un fallo")
    func deepRecursion() throws {
        let run = try runLesson(input: script(
            "indirect enum Lista { case fin, nodo(Int, Lista) }",
            "func largo(_ l: Lista) -> Int { switch l { case .fin: return 0; case .nodo(_, let resto): return 1 + largo(resto) } }",
            "var lista = Lista.fin",
            "for i in 0..<3000 { lista = .nodo(i, lista) }",
            "largo(lista)",
            "func sinFin(_ n: Int) -> Int { 1 + (1 + (1 + sinFin(n + 1))) }",
            "sinFin(0)",
            "40 + 2"))
        #expect(!run.crashed)
        #expect(run.stdout.contains("$R0: Int = 3000"))
        #expect(run.stderr.contains("¿hay una recursión infinita?"))
        #expect(run.stdout.hasSuffix("Int = 42\n"))
    }

    @Test("una función escrita en el REPL con un switch incompleto se rechaza como lo haría el compilador")
    func staticChecksAtThePrompt() throws {
        let run = try runLesson(input: script(
            "enum Fase { case uno, dos, tres }",
            "func nombre(_ f: Fase) -> String {", "  switch f {", "  case .uno: return \"uno\"", "  }", "}",
            "func bien(_ f: Fase) -> Int {", "  switch f {", "  case .uno, .dos, .tres: return 1", "  }", "}",
            "bien(.dos)", "nombre(.uno)"))
        #expect(run.stderr.contains("<entrada 2>:2:3: error: el switch no es exhaustivo; faltan: .dos, .tres"))
        #expect(run.stdout.contains("$R0: Int = 1"))
        #expect(run.stderr.contains("no encuentro 'nombre' en este ámbito"))
    }

    @Test("un archivo con un error de sintaxis dice su línea y su columna")
    func syntaxErrorInFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("roto.swift")
        try "enum A { case x }\nfunc f() -> Int {\n    return (1 +\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try runLesson(input: script(":cargar \(file.path)", "40 + 2"))
        #expect(run.stderr.contains("roto.swift:3:16: error:"))
        #expect(run.stderr.contains("No se pudo cargar «roto»"))
        #expect(run.stdout.hasSuffix("Int = 42\n"))
    }
}
