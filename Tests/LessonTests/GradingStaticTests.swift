import Foundation
@testable import Grading
import Testing

private func reader(_ text: String) -> any DeclarationReader {
    StaticChecks.makeReader([LearnerSource(name: "A.swift", displayPath: "ej/A.swift", text: text)])
}

private func lines(_ specs: [CheckSpec], _ text: String) -> [GradingReport.Line] {
    StaticChecks.lines(for: specs, sources: [LearnerSource(name: "A.swift", displayPath: "ej/A.swift", text: text)])
}

@Suite("Grading: static checks `formas` and `sin-default` on the learner's declarations")
struct GradingStaticTests {
    @Test("formas: enums add their cases, structs multiply their stored fields, Optional adds one")
    func shapes() throws {
        let text = """
            enum Luz { case verde, ambar, rojo }
            struct Pantalla {
                var cargando: Bool
                var error: String?
                var luz: Luz = .verde
                var total: Int { 3 }
                static let ejemplo = Pantalla(cargando: false, error: nil)
            }
            enum Carga { case inactiva, cargando(intentos: Int, urgente: Bool), lista(Pantalla?) }
            indirect enum Lista { case vacia, nodo(Int, Lista) }
            struct State {
                enum Fase { case a, b }
                var fase: Fase = .a
                var activo = false
            }
            """
        let reader = reader(text)
        // These files load as a model: the formula is the arithmetic's, as `:contar` shows it.
        #expect(reader.shapes(of: "Luz") == TypeShapes(value: "3", formula: "Luz = verde + ambar + rojo = 1 + 1 + 1 = 3"))
        #expect(reader.shapes(of: "Pantalla")
                == TypeShapes(value: "12", formula: "Pantalla = Bool × Optional<String> × Luz = 2·(1+1)·(1+1+1) = 12"))
        #expect(reader.shapes(of: "Carga")?.value == "16")
        #expect(reader.shapes(of: "Lista")?.value == nil)
        #expect(reader.shapes(of: "State")?.value == "4")
        #expect(reader.shapes(of: "State.Fase")?.value == "2")
        #expect(reader.shapes(of: "NoExiste") == nil)
    }

    @Test("sin-default: a switch on the type (alone, in a tuple, or on self) with a bare default fails, with its place")
    func bareDefaults() {
        let text = """
            enum Luz: Equatable { case verde, ambar, rojo }
            enum Senal { case avanzar, emergencia }
            func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
                switch (luz, senal) {
                case (.verde, .avanzar): return .ambar
                default: return .rojo
                }
            }
            extension Luz {
                var nombre: String {
                    switch self {
                    case .verde: return "verde"
                    default: return "otra"
                    }
                }
            }
            func prioridad(_ senal: Senal) -> Int {
                switch senal {
                case .emergencia: return 1
                default: return 0
                }
            }
            """
        let sites = reader(text).bareDefaults(on: "Luz")
        #expect(sites.map(\.line) == [6, 13])
        #expect(reader(text).bareDefaults(on: "Luz", includingTuples: false).map(\.line) == [13], "lesson 1's tuple default is accepted")
        #expect(sites.first?.path == "ej/A.swift")
        #expect(sites.first?.column == 5)
        let line = lines([CheckSpec(kind: .sinDefault, typeName: "Luz", alsoInTuples: true)], text)[0]
        #expect(!line.passed)
        #expect(line.details.first?.hasPrefix("ej/A.swift:6:5: error: este `switch` decide sobre `Luz` con un `default`") == true)
        // `Senal` is decided on with a default too, but only `Luz` is checked; a clean type passes.
        #expect(lines([CheckSpec(kind: .sinDefault, typeName: "Senal")], text)[0].passed == false)
        let clean = """
            enum Luz { case verde, rojo }
            func f(_ l: Luz) -> Int { switch l { case .verde: 1; case .rojo: 2 } }
            """
        #expect(lines([CheckSpec(kind: .sinDefault, typeName: "Luz")], clean)[0].passed)
    }

    @Test("sin-default: an if/else-if chain over the type ending in a catch-all else, or a guard over it, stands in for a default")
    func catchAllChains() {
        let text = """
            enum Luz { case verde, ambar, rojo }
            enum Senal { case pasar, esperar }
            func siguiente(_ luz: Luz) -> Luz {
                if luz == .verde { return .ambar } else if case .ambar = luz { return .rojo } else { return .verde }
            }
            func abrir(_ luz: Luz) -> Bool {
                guard case .verde = luz else { return false }
                return true
            }
            func completa(_ luz: Luz) -> Luz {
                if luz == .verde { return .ambar } else if luz == .ambar { return .rojo }
                return .verde
            }
            func par(_ luz: Luz, _ senal: Senal) -> Luz {
                if case (.verde, .pasar) = (luz, senal) { return .ambar } else { return luz }
            }
            func otra(_ n: Int) -> Int {
                if n == 3 { return 1 } else { return 2 }
            }
            """
        // The chain without a final else, and the one over some Int, are not defaults.
        #expect(reader(text).catchAllChains(on: "Luz", includingTuples: false).map(\.line) == [4, 7])
        #expect(reader(text).catchAllChains(on: "Luz", includingTuples: true).map(\.line) == [4, 7, 15])
        let report = lines([CheckSpec(kind: .sinDefault, typeName: "Luz")], text)[0]
        #expect(!report.passed && report.details.count == 2)
        #expect(report.details[0].contains("ej/A.swift:4:5: error: este `if`/`guard` pregunta por `Luz` y deja el resto a un `else`"))
    }

    @Test("a switch over a property of the type's type counts, found through the property's declaration")
    func switchThroughProperty() {
        let text = """
            struct State {
                enum Carga { case inicial, cargando, fallo(String) }
                var carga: Carga = .inicial
                var estaCargando: Bool {
                    switch carga {
                    case .cargando: return true
                    default: return false
                    }
                }
            }
            """
        #expect(reader(text).bareDefaults(on: "State.Carga").map(\.line) == [7])
        #expect(reader(text).bareDefaults(on: "Carga").map(\.line) == [7])
    }

    @Test("formas lines: the count, the formula, and why a wrong count is wrong")
    func shapeLines() {
        let text = "struct Luz { var encendida: Bool; var color: String? }\n"
        let line = lines([CheckSpec(kind: .formas, typeName: "Luz", expected: 3)], text)[0]
        #expect(!line.passed)
        #expect(line.name == "`Luz` tiene 3 formas")
        #expect(line.details.first == "Luz = Bool × Optional<String> = 2·(1+1) = 4")
        #expect(line.details.last?.contains("cada forma de más") == true)
        let missing = lines([CheckSpec(kind: .formas, typeName: "Otra", expected: 1)], text)[0]
        #expect(!missing.passed && missing.details == ["no encuentro la declaración de `Otra` en tus archivos"])
    }

    @Test("the reader tolerates Swift outside the teaching subset around the declarations")
    func tolerant() {
        let text = """
            import Foundation

            protocol Describible { var descripcion: String { get } }

            @MainActor
            final class Vista<T: Equatable> where T: Sendable {
                private(set) var valor: T
                init(valor: T) { self.valor = valor }
                func cambiar(_ nuevo: T) async throws { valor = nuevo }
            }

            enum Luz: String, CaseIterable, Describible {
                case verde, ambar, rojo
                var descripcion: String {
                    #if DEBUG
                    return "depuración"
                    #else
                    switch self {
                    case .verde: return "sigue"
                    default: return rawValue.uppercased()
                    }
                    #endif
                }
            }

            func mapa<K: Hashable, V>(_ pares: [(K, V)]) -> [K: V] {
                Dictionary(uniqueKeysWithValues: pares.map { ($0.0, $0.1) })
            }
            """
        let reader = reader(text)
        // Beyond the subset the model does not load: counted from the syntax tree instead.
        #expect(reader.shapes(of: "Luz") == TypeShapes(value: "3", formula: "Luz = verde + ambar + rojo = 1 + 1 + 1 = 3"))
        #expect(reader.bareDefaults(on: "Luz").map(\.line) == [20])
    }

    @Test("a switch decides on the type the checker gives its subject: a call's result, a computed property, a type from another file")
    func subjectsTypedByTheChecker() {
        let model = """
            enum Fase { case quieta, andando, parada }
            struct Robot { var pasos: Int }
            """
        let uses = """
            func faseDe(_ robot: Robot) -> Fase { robot.pasos > 0 ? .andando : .quieta }
            extension Robot {
                var fase: Fase { faseDe(self) }
                func descripcion() -> String {
                    switch faseDe(self) {
                    case .quieta: return "quieta"
                    default: return "otra"
                    }
                }
                func aviso() -> Int {
                    switch fase {
                    case .parada: return 1
                    default: return 0
                    }
                }
            }
            func otro(_ n: Int) -> Int {
                switch n {
                default: return n
                }
            }
            """
        let reader = StaticChecks.makeReader([LearnerSource(name: "Modelo.swift", displayPath: "ej/Modelo.swift", text: model),
                                              LearnerSource(name: "Usos.swift", displayPath: "ej/Usos.swift", text: uses)])
        let defaults = reader.bareDefaults(on: "Fase")
        #expect(defaults.map(\.path) == ["ej/Usos.swift", "ej/Usos.swift"])
        #expect(defaults.map(\.line) == [7, 13])
        #expect(reader.shapes(of: "Robot")?.value == "1")
        #expect(reader.shapes(of: "Fase")?.value == "3")
        #expect(reader.shapes(of: "Nadie") == nil)
    }
}
