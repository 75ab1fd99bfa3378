import Foundation
import Testing
@testable import Grading
@testable import Packs

/// Values as Swift shows them wherever the learner reads one (issue 13): REPL results and
/// bindings quoted as the Swift REPL quotes them, no module names, the same quoting in graphs.
@Suite("Valores como los muestra Swift")
struct ValueDisplayTests {
    @Test("los resultados del REPL citan las cadenas, no nombran el módulo y print no cambia")
    func replResults() throws {
        let run = try runLesson(input: script(
            "let s = \"dos\"", "s", "enum Semaforo { case verde, rojo }", "let o: Semaforo? = .verde", "o",
            "[Semaforo.verde, .rojo]", "\"a\\tb\"", "print(o)", "print(s)"))
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines == ["$R0: String = \"dos\"", "$R1: Semaforo? = verde", "$R2: [Semaforo] = [.verde, .rojo]",
                          "$R3: String = \"a\\tb\"",
                          // `print` is what the compiled program prints: the differential contract.
                          "Optional(main.Semaforo.verde)", "dos"])
    }

    @Test("lo que enlaza un brazo se muestra con comillas y un grafo conserva las comillas de Swift")
    func bindingsAndGraphs() throws {
        let run = try runLesson(input: script(
            ":cargar carga-campos-sueltos", ".alAparecer", ".falloDeCarga(\"sin conexión\")", ":grafo mermaid", ":grafo"),
            environment: ["COLUMNS": "300"])
        #expect(run.stderr == "")
        #expect(run.stdout.contains("enlaza:   mensaje = \"sin conexión\""))
        #expect(run.stdout.contains("error: Optional(#quot;texto#quot;)"))
        #expect(!run.stdout.contains("'texto'"))
        // A long state's box wraps its value at spaces; the quotes stay Swift's.
        #expect(run.stdout.contains("Optional(\"texto\")"))
    }

    @Test("los códigos de entidad de Mermaid se leen como el carácter que nombran")
    func mermaidEntities() {
        let graph = MermaidGraph.parse("flowchart LR\n    a[\"x #quot;y#quot; #124; #35;1\"] -->|sí #quot;n#quot;| b")
        #expect(graph?.label(of: "a") == "x \"y\" | #1")
        #expect(graph?.edges.first?.label == "sí \"n\"")
    }

    @Test("un valor de Swift Testing se escribe como en el código fuente del alumno", arguments: [
        ("Optional(Ejercicio.EstadoDePerfil.listo(perfil: \"Ada\"))", ".listo(perfil: \"Ada\")"),
        ("listo(perfil: \"Ada\")", ".listo(perfil: \"Ada\")"),
        ("main.Semaforo.verde", ".verde"),
        (".cargando(id: 7, intentos: Optional(2))", ".cargando(id: 7, intentos: 2)"),
        ("Optional(Ejercicio.Perfil(id: 1, nombre: \"Ejercicio.Perfil(x)\"))", "Perfil(id: 1, nombre: \"Ejercicio.Perfil(x)\")"),
        ("[Ejercicio.Luz.verde, Ejercicio.Luz.rojo]", "[.verde, .rojo]"),
        ("nil", "nil"), ("true", "true"), ("1.5e3", "1.5e3"), ("\"dos\"", "\"dos\""),
    ])
    func sourceForm(_ raw: String, _ shown: String) {
        #expect(SourceFormText.rewrite(raw, modules: ["Ejercicio", "main"]) == shown)
    }
}

/// The instructor's comments keep their words; only what Swift added to a value goes.
@Suite("Los valores dentro de los comentarios de una prueba")
struct CommentValueTests {
    @Test("sin módulo ni Optional(…), y las palabras del comentario como están", arguments: [
        ("quedó Optional(Ejercicio.Perfil(nombre: \"Ada\", edad: 36)) de antes", "quedó Perfil(nombre: \"Ada\", edad: 36) de antes"),
        ("salió .cargada(Ejercicio.Perfil(nombre: \"Ada\"))", "salió .cargada(Perfil(nombre: \"Ada\"))"),
        ("salió EstadoDePantalla(perfil: Optional(\"Ada\"), id: 7)", "salió EstadoDePantalla(perfil: \"Ada\", id: 7)"),
        ("salió main.Semaforo.verde", "salió .verde"),
        ("abre Pantalla.swift y mira `siguiente(_:ante:)`", "abre Pantalla.swift y mira `siguiente(_:ante:)`"),
        ("listo para seguir", "listo para seguir"),
    ])
    func prose(_ raw: String, _ shown: String) {
        #expect(SourceFormText.rewrite(raw, modules: ["Ejercicio", "main"], prose: true) == shown)
    }
}
