import Testing
@testable import Language
import Typing

/// The static checks on load: non-exhaustive `switch` over the file's own enums (naming every
/// missing case or pair) and assignment to constants. Silent whenever unsure.
@Suite("Lenguaje: comprobaciones estáticas")
struct LanguageCheckerTests {
    func checks(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let source = SourceFile(path: "m.swift", text: text)
        let parsed = Parse.file(source)
        #expect(parsed.diagnostics.map(\.rendered) == [], sourceLocation: sourceLocation)
        return TypeCheck.unit(parsed.unit, in: source).diagnostics.map { d in
            "\(d.location.map { "\($0.line):\($0.column)" } ?? "?") \(d.message)"
        }
    }

    static let machine = """
        enum Estado { case inactivo, cargando(id: Int), listo(String), fallo(id: Int, error: String) }
        enum Evento { case cargar(id: Int), llego(String), fallo(String), reintentar }

        """

    // MARK: - Exhaustiveness

    @Test("un switch sin default que no cubre todos los casos nombra cada caso que falta")
    func missingCases() {
        let text = Self.machine + """
            func f(_ e: Estado) -> Int {
                switch e {
                case .inactivo: return 0
                case .cargando: return 1
                }
            }
            """
        #expect(checks(text) == ["4:5 el switch no es exhaustivo; faltan: .listo(…), .fallo(…)"])
    }

    @Test("sobre una tupla de enums se nombran los pares que faltan; una fila entera se resume con _")
    func missingPairs() {
        let text = Self.machine + """
            func g(_ estado: Estado, _ evento: Evento) -> Estado {
                switch (estado, evento) {
                case (.inactivo, .cargar(let id)): return .cargando(id: id)
                case (.inactivo, _): return estado
                case (.cargando, .llego(let t)): return .listo(t)
                case (.cargando(let id), .fallo(let m)) where m.isEmpty: return .fallo(id: id, error: m)
                case (.cargando, .fallo), (.cargando, .cargar): return estado
                }
            }
            """
        #expect(checks(text) == ["4:5 el switch no es exhaustivo; faltan: (.cargando, .reintentar), (.listo, _), (.fallo, _)"])
    }

    @Test("los where no cuentan; un switch completo, con default o con _ no dice nada")
    func guardsAndDefaults() {
        let guarded = Self.machine + """
            func f(_ e: Estado) -> Bool {
                switch e {
                case .inactivo, .listo, .fallo: return true
                case .cargando(let id) where id > 0: return false
                }
            }
            """
        #expect(checks(guarded) == ["4:5 el switch no es exhaustivo; falta: .cargando(…)"])
        for tail in ["case .cargando: return false", "default: return false", "case _: return false",
                     "case let otro: return otro == nil", "@unknown default: return false"] {
            let text = Self.machine + "func f(_ e: Estado) -> Bool {\n    switch e {\n    case .inactivo, .listo, .fallo: return true\n    \(tail)\n    }\n}"
            #expect(checks(text) == [], "\(tail)")
        }
    }

    @Test("las cargas se miran por dentro: .a(true) y .a(false) cubren .a")
    func payloads() {
        let text = """
            enum Luz { case roja, verde }
            enum Cruce { case paso(Luz, peatones: Bool), cerrado }
            func f(_ c: Cruce) {
                switch c {
                case .paso(.roja, _): break
                case .paso(.verde, peatones: true): break
                case .cerrado: break
                }
                switch c {
                case .paso(.roja, true), .paso(.roja, false), .paso(.verde, _), .cerrado: break
                }
            }
            """
        #expect(checks(text) == ["4:5 el switch no es exhaustivo; falta: .paso(.verde, peatones: false)"])
    }

    @Test("opcionales de un enum propio, Bool y self dentro del enum")
    func optionalsBoolsAndSelf() {
        let text = """
            struct Pantalla {
                enum Destino { case editar, borrar }
                var destino: Destino?
                var visible = true
                func titulo() -> String {
                    switch destino {
                    case .editar?: return "e"
                    case nil: return ""
                    }
                }
                func modo() -> Int {
                    switch (visible, destino) {
                    case (true, _): return 1
                    case (false, .some(.editar)), (false, .none): return 2
                    }
                }
            }
            extension Pantalla.Destino {
                var nombre: String {
                    switch self {
                    case .editar: return "editar"
                    }
                }
            }
            """
        #expect(checks(text) == [
            "6:9 el switch no es exhaustivo; falta: .some(.borrar)",
            "12:9 el switch no es exhaustivo; falta: (false, .some(.borrar))",
            "20:9 el switch no es exhaustivo; falta: .borrar",
        ])
    }

    @Test("el tipo del sujeto se deduce de parámetros, propiedades, locales y llamadas; si no, silencio")
    func subjectTypes() {
        let text = Self.machine + """
            struct Modelo { var estado = Estado.inactivo }
            func crear() -> Estado { .inactivo }
            func f(modelo: Modelo, n: Int, x: Any) {
                let local: Estado = .inactivo
                switch modelo.estado { case .inactivo: break }
                switch local { case .inactivo: break }
                switch crear() { case .inactivo: break }
                switch n { case 1: break }
                switch misterio() { case .inactivo: break }
            }
            """
        #expect(checks(text) == [
            "7:5 el switch no es exhaustivo; faltan: .cargando(…), .listo(…), .fallo(…)",
            "8:5 el switch no es exhaustivo; faltan: .cargando(…), .listo(…), .fallo(…)",
            "9:5 el switch no es exhaustivo; faltan: .cargando(…), .listo(…), .fallo(…)",
            "10:5 el switch no es exhaustivo: los casos no cubren todos los valores; añade un caso default",
            "11:12 no encuentro 'misterio' en este ámbito",
        ])
    }

    @Test("los modelos de las lecciones y el corpus no dan ningún aviso")
    func corpusIsClean() {
        for (name, text) in LanguageCorpusTests.corpus() {
            // Read as the REPL reads a file: one that imports ComposableArchitecture gets its features' prelude.
            let source = ComposableArchitecture.attach(to: SourceFile(path: name, text: text)).source
            let checked = TypeCheck.unit(Parse.file(source).unit, in: source).diagnostics
            #expect(checked.map(\.rendered) == [], "\(name)")
        }
    }

    // MARK: - Constants

    @Test("asignar a un let local, global, a un parámetro, a una variable de for o de if let")
    func constants() throws {
        // The program of the line-and-column corpus, where swiftc checks the same positions.
        let text = try String(contentsOf: fixture("typing/columnas/mutabilidad-locales.swift"), encoding: .utf8)
        #expect(checks(text) == [
            "3:5 no se puede asignar: «x» es un parámetro, y los parámetros son constantes (márcalo inout o cópialo en un var)",
            "6:7 no se puede asignar: «z» es una constante (let); decláralo con var si tiene que cambiar",
            "11:22 no se puede asignar: «i» es una constante (let); decláralo con var si tiene que cambiar",
            "12:30 no se puede asignar: «a» es una constante (let); decláralo con var si tiene que cambiar",
            "14:5 no se puede asignar: «global» es una constante (let); decláralo con var si tiene que cambiar",
            "15:13 no se puede pasar como inout: «z» es una constante (let); decláralo con var si tiene que cambiar",
        ])
    }

    @Test("propiedades let fuera del init, self en un método que no es mutating, structs en un let")
    func properties() throws {
        // The program of the line-and-column corpus, where swiftc checks the same positions.
        let text = try String(contentsOf: fixture("typing/columnas/mutabilidad-struct.swift"), encoding: .utf8)
        #expect(checks(text) == [
            "7:16 no se puede asignar: self no puede cambiar en un método que no es mutating",
            "8:14 no se puede asignar: la propiedad «paso» es una constante (let)",
            "9:9 no se puede llamar al método mutating «incrementar»: self no puede cambiar en un método que no es mutating",
            "12:59 no se puede asignar: «doble» es una propiedad calculada sin 'set'",
            "16:22 no se puede asignar: self no puede cambiar en un método que no es mutating",
            "20:7 no se puede asignar: «c» es una constante (let); decláralo con var si tiene que cambiar",
            "21:7 no se puede llamar al método mutating «incrementar»: «c» es una constante (let); decláralo con var si tiene que cambiar",
            "26:11 no se puede llamar al método mutating «append»: «lista» es una constante (let); decláralo con var si tiene que cambiar",
        ])
    }

    @Test("las clases son referencias: sus var cambian a través de un let; sus let, nunca")
    func classes() throws {
        // The program of the line-and-column corpus, where swiftc checks the same positions.
        let text = try String(contentsOf: fixture("typing/columnas/mutabilidad-clase.swift"), encoding: .utf8)
        #expect(checks(text) == ["9:7 no se puede asignar: la propiedad «fijo» es una constante (let)"])
    }

    @Test("un miembro que la biblioteca no tiene es un error, uno que tiene y lesson no extiende se nombra como tal")
    func libraryMembers() {
        // As swiftc: at the member's name, in a body nobody calls too; what Foundation adds only with it.
        #expect(checks("func f(_ xs: [Int]) -> Int { xs.lenght }") == ["1:33 un valor de tipo '[Int]' no tiene ningún miembro 'lenght'"])
        #expect(checks("let s = \"a b\"\nlet t = s.components(separatedBy: \" \")") == ["2:11 un valor de tipo 'String' no tiene ningún miembro 'components'"])
        #expect(checks("import Foundation\nlet s = \"a b\"\nlet t = s.components(separatedBy: \" \")") == [])
        // The program's own extensions give library types members of their own.
        #expect(checks("extension Int { var doble: Int { self * 2 } }\nlet d = 3.doble") == [])
        #expect(checks("extension Numeric { func total() -> Int { 0 } }") ==
                ["1:11 extender un protocolo de la biblioteca ('extension Numeric') no está en el subconjunto de Swift que entiende lesson"])
        // `extension Sequence` is given to arrays; on another sequence its members are refused.
        #expect(checks("extension Sequence { func total() -> Int { 0 } }\nlet t = [1].total()") == [])
        #expect(checks("extension Sequence { func total() -> Int { 0 } }\nlet t = Set([1]).total()") ==
                ["2:18 «total» de 'extension Sequence' sobre un valor de tipo 'Set<Int>' (lesson lo da solo a los arrays) no está en el subconjunto de Swift que entiende lesson"])
    }
}
