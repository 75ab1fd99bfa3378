import Arithmetic
import Foundation
import Interpreter
import Language
import Machines
import Testing

/// Shapes of the types of a model, in process: the formula as the type's own tree, the
/// count, legitimate shapes by predicate and by reachability, and the left over.
@Suite("Aritmética: fórmulas y formas legítimas")
struct ArithmeticFormulaTests {
    static let destinos = (try? String(contentsOf: fixture("arithmetic/destinos.swift"), encoding: .utf8)) ?? ""
    static let formas = (try? String(contentsOf: fixture("arithmetic/formas.swift"), encoding: .utf8)) ?? ""
    static let recursivo = (try? String(contentsOf: fixture("arithmetic/recursivo.swift"), encoding: .utf8)) ?? ""

    @Test("tres Bool y un String opcional: 16, con la fórmula")
    func threeFlagsAndAnAlert() throws {
        let model = try load(Self.destinos)
        let report = try count("FotoConBanderas", in: model)
        #expect(report.representable == .exactly(16))
        #expect(FormulaText.equation(report.formula)
            == ["FotoConBanderas = Bool × Bool × Bool × Optional<String> = 2·2·2·(1+1) = 16"])
        #expect(report.formula.unboundedLeafNames == ["String"])
        let tree = FormulaTree.lines(report.formula)
        #expect(tree[0].hasPrefix("FotoConBanderas") && tree[0].contains("16"))
        #expect(tree.contains { $0.hasPrefix("├─ detalleAbierto: Bool") && $0.hasSuffix(" 2") })
        #expect(tree.contains { $0.hasPrefix("└─ alertaDeBorrado: Optional<String>") })
        #expect(tree.contains { $0.hasPrefix("   └─ String") && $0.contains("sus valores no tienen límite") })
    }

    @Test("un opcional de un enum de tres casos: 4")
    func optionalEnum() throws {
        let model = try load(Self.destinos)
        #expect(FormulaText.equation(try count("Destino?", in: model).formula) == ["Optional<Destino> = 1 + (1+1+1) = 4"])
        #expect(FormulaText.equation(try count("Optional<Destino>", in: model).formula) == ["Optional<Destino> = 1 + (1+1+1) = 4"])
        #expect(FormulaText.equation(try count("FotoConDestino", in: model).formula)
            == ["FotoConDestino = Optional<Destino> = 1 + (1+1+1) = 4"])
        #expect(FormulaText.equation(try count("Destino", in: model).formula)
            == ["Destino = detalle + edicion + compartir = 1 + 1 + 1 = 3"])
    }

    @Test("un struct de 100 Bool: 1267650600228229401496703205376")
    func hundredFlags() throws {
        let fields = (1...100).map { "    var b\($0) = false" }.joined(separator: "\n")
        let model = try load("struct Cien {\n\(fields)\n}\n")
        let report = try count("Cien", in: model)
        #expect(report.representable == .exactly(BigNatural(2).power(100)))
        #expect(FormulaText.equation(report.formula) == ["Cien = Bool^100 = 2^100 = 1267650600228229401496703205376"])
        let tree = FormulaTree.lines(report.formula)
        #expect(tree.count == FormulaTree.maximumLines + 1)
        #expect(tree.last!.hasPrefix("…"))
    }

    @Test("sin modelo también se cuentan los tipos de Swift")
    func builtins() throws {
        let interpreter = Interpreter(output: { _ in })
        func equation(_ text: String) throws -> [String] {
            let type = try TypeLookup.resolve(text, in: interpreter).get()
            return FormulaText.equation(ShapeAnalyzer(interpreter: interpreter).formula(of: type))
        }
        #expect(try equation("Bool") == ["Bool = 2"])
        #expect(try equation("Int") == ["Int = 1"])
        #expect(try equation("(Bool, Bool, Bool, String?)") == ["(Bool, Bool, Bool, Optional<String>) = Bool × Bool × Bool × Optional<String> = 2·2·2·(1+1) = 16"])
        #expect(try equation("Bool??") == ["Optional<Optional<Bool>> = 1 + (1+2) = 4"])
        #expect(try equation("[Bool]") == ["[Bool] = 1"])
        let report = CountReport.make(type: .int, interpreter: interpreter, model: nil)
        #expect(CountReportText(report).lines.contains("Int cuenta 1 forma (sus valores no tienen límite)."))
    }

    @Test("clases, constantes, miembros calculados y estáticos, tuplas y Never")
    func corners() throws {
        let model = try load(Self.formas)
        // Only stored fields count; a `let` with a value is the same in every instance.
        let caja = try count("Caja", in: model)
        #expect(FormulaText.equation(caja.formula) == ["Caja = Bool × String × [String] = 2·1·1 = 2"])
        #expect(FormulaTree.lines(caja.formula).contains { $0.contains("etiqueta: String") && $0.contains("constante") })
        #expect(FormulaText.equation(try count("Par", in: model).formula)
            == ["Par = Bool × (Bool, x: Optional<Bool>) = 2·2·(1+2) = 12"])
        #expect(try count("Nunca", in: model).representable == .zero)
        #expect(try count("Imposible", in: model).representable == .zero)
        // Nested structs show their count in the line; their fields are in the tree.
        #expect(FormulaText.equation(try count("Pantalla", in: model).formula)
            == ["Pantalla = inicio + perfil(Par × Par) + caja(Optional<Caja>) = 1 + 12·12 + (1+2) = 148"])
    }

    @Test("un tipo recursivo no tiene límite (y no se queda en un bucle)")
    func recursive() throws {
        let model = try load(Self.recursivo)
        let lista = try count("Lista", in: model)
        #expect(lista.representable == .unlimited)
        #expect(FormulaText.equation(lista.formula) == ["Lista = vacia + nodo(Int × Lista) = 1 + 1·Lista = ∞"])
        #expect(lista.formula.recursiveTypeNames == ["Lista"])
        let text = CountReportText(lista).lines
        #expect(text.contains { $0.hasPrefix("Lista es recursivo") && $0.contains("no tienen límite") })
        let nodo = try count("Nodo", in: model)
        #expect(nodo.representable == .unlimited)
        #expect(FormulaText.equation(nodo.formula) == ["Nodo = Int × Optional<Nodo> = 1·(1+Nodo) = ∞"])
    }

    @Test("legítimas con el predicado legitimo=: representables, legítimas y sobrantes")
    func legitimateByPredicate() throws {
        let model = try load(Self.destinos + Self.predicate, legitimate: "unoComoMucho")
        let report = try count("FotoConBanderas", in: model)
        guard case .counted(let legitimate, .predicate("unoComoMucho"), complete: true) = report.legitimacy else {
            Issue.record("se esperaba un recuento por predicado: \(report.legitimacy)")
            return
        }
        #expect(legitimate == 5)
        #expect(report.leftOver == .exactly(11))
        let lines = CountReportText(report).lines
        #expect(lines.contains("representables: 16"))
        #expect(lines.contains("legítimas:      5 (las que acepta unoComoMucho)"))
        #expect(lines.contains("sobran:         11 (16 − 5)"))
        // The predicate judges its own parameter's type only.
        if case .unknown(.noCriterion) = try count("FotoConDestino", in: model).legitimacy {} else {
            Issue.record("FotoConDestino no tiene criterio de legitimidad")
        }
    }

    @Test("legítimas por alcanzabilidad desde el estado inicial, sin predicado")
    func legitimateByReachability() throws {
        let model = try load(Self.destinos + Self.reducer)
        let report = try count("FotoConBanderas", in: model)
        guard case .counted(let legitimate, .reachability, complete: true) = report.legitimacy else {
            Issue.record("se esperaba un recuento por alcanzabilidad: \(report.legitimacy)")
            return
        }
        // detalle and edicion, each on or off; compartir and the alert are never touched.
        #expect(legitimate == 4)
        #expect(report.leftOver == .exactly(12))
    }

    @Test("un contador tiene estados sin fin y pocas formas: la exploración corta no se queda en «al menos»")
    func reachabilityWithCounter() throws {
        let model = try load("""
            struct Contador { var cuenta = 0; var activo = false }
            enum Accion { case sumar, alternar }
            func reduce(into c: inout Contador, action: Accion) {
                switch action {
                case .sumar: c.cuenta += 1
                case .alternar: c.activo = !c.activo
                }
            }
            """)
        let report = try count("Contador", in: model)
        guard case .counted(2, .reachability, complete: true) = report.legitimacy else {
            Issue.record("se esperaban 2 formas alcanzables, completas: \(report.legitimacy)"); return
        }
        #expect(report.leftOver == .exactly(0))
    }

    @Test("la forma de un valor borra lo que no tiene límite")
    func shapeKeys() throws {
        let model = try load("enum E { case a(Int, Bool) case b }")
        let type = try TypeLookup.resolve("E", in: model.interpreter).get()
        let formula = ShapeAnalyzer(interpreter: model.interpreter).formula(of: type)
        guard let info = formula.typeInfo else { Issue.record("E no es nominal"); return }
        #expect(type == .nominal("E"))
        func value(_ number: Int, _ flag: Bool) -> Value {
            .enumCase(EnumValue(type: info, caseName: "a", payload: [.int(number), .bool(flag)]))
        }
        #expect(formula.key(of: value(1, true)) == formula.key(of: value(99, true)))
        #expect(formula.key(of: value(1, true)) != formula.key(of: value(1, false)))
        #expect(formula.key(of: .enumCase(EnumValue(type: info, caseName: "b", payload: []))) == .variant("b", []))
    }

    @Test("un predicado que revienta o no termina se detiene con un mensaje en español")
    func brokenPredicates() throws {
        let trap = try load("struct L { var a = false }\nfunc p(_ l: L) -> Bool { let x = [1]; return l.a ? x[3] == 0 : true }",
                            legitimate: "p")
        guard case .unknown(.predicateFailed("p", let value, let diagnostic)) = try count("L", in: trap).legitimacy else {
            Issue.record("se esperaba que p fallara"); return
        }
        #expect(value == "L(a: true)")
        #expect(diagnostic.contains("índice fuera de rango"))
        let loop = try load("struct L { var a = false }\nfunc p(_ l: L) -> Bool { while true { }\n return true }", legitimate: "p")
        loop.interpreter.stepBudget = 20_000
        guard case .unknown(.predicateFailed(_, _, let message)) = try count("L", in: loop).legitimacy else {
            Issue.record("se esperaba que p se detuviera"); return
        }
        #expect(message.contains("20000 pasos"))
        let notBool = try load("struct L { var a = false }\nfunc p(_ l: L) -> Int { 3 }", legitimate: "p")
        guard case .unknown(.predicateNotBool(_, _, "3")) = try count("L", in: notBool).legitimacy else {
            Issue.record("se esperaba una respuesta que no es Bool"); return
        }
    }

    @Test("Ctrl-C entre dos llamadas al predicado: se dice hasta dónde llegó")
    func interrupted() throws {
        let model = try load(Self.destinos + Self.predicate, legitimate: "unoComoMucho")
        let type = try TypeLookup.resolve("FotoConBanderas", in: model.interpreter).get()
        var asked = 0
        let report = CountReport.make(type: type, interpreter: model.interpreter, model: model,
                                      shouldStop: { asked += 1; return asked > 3 })
        guard case .unknown(.interrupted(asked: 3, of: 16)) = report.legitimacy else {
            Issue.record("se esperaba una interrupción tras 3 de 16: \(report.legitimacy)"); return
        }
        #expect(CountReportText(report).lines.contains("legítimas:      interrumpido (Ctrl-C) tras preguntar por 3 de 16 formas"))
    }

    @Test("demasiadas formas para preguntar una a una: se dice, no se enumera")
    func tooMany() throws {
        let fields = (1...40).map { "    var b\($0) = false" }.joined(separator: "\n")
        let model = try load("struct S {\n\(fields)\n}\nfunc p(_ s: S) -> Bool { true }", legitimate: "p")
        guard case .unknown(.tooManyShapes(let total, let limit)) = try count("S", in: model).legitimacy else {
            Issue.record("se esperaba demasiadas formas"); return
        }
        #expect(total == BigNatural(2).power(40))
        #expect(limit == 65_536)
    }

    @Test("un tipo que no existe: nombres cercanos")
    func unknownType() throws {
        let model = try load(Self.destinos)
        func failure(_ text: String) -> TypeLookup.Failure? {
            if case .failure(let failure) = TypeLookup.resolve(text, in: model.interpreter) { return failure }
            return nil
        }
        #expect(failure("Destno")
            == .unknown(name: "Destno", suggestions: ["Destino"], declared: ["Destino", "FotoConBanderas", "FotoConDestino"]))
        guard case .unknown("Fotos", let near, _)? = failure("[Fotos?]") else {
            Issue.record("Fotos no existe"); return
        }
        #expect(near.contains("FotoConBanderas") || near.contains("FotoConDestino"))
        #expect(failure("3x") == .notAType("3x"))
        #expect(failure("Destino") == nil)
    }

    // MARK: - Helpers

    static let predicate = """

        func unoComoMucho(_ foto: FotoConBanderas) -> Bool {
            var abiertos = 0
            if foto.detalleAbierto { abiertos += 1 }
            if foto.edicionAbierta { abiertos += 1 }
            if foto.compartirAbierto { abiertos += 1 }
            if foto.alertaDeBorrado != nil { abiertos += 1 }
            return abiertos <= 1
        }
        """

    static let reducer = """

        enum Toque { case detalle, edicion, cerrar }

        func reduce(into foto: inout FotoConBanderas, action: Toque) {
            switch action {
            case .detalle: foto.detalleAbierto = true
            case .edicion: foto.edicionAbierta = true
            case .cerrar:
                foto.detalleAbierto = false
                foto.edicionAbierta = false
            }
        }
        """

    @Test("un genérico cuenta con sus argumentos, Character se llama Character y un predicado juzga Caja<Bool>")
    func checkerTypes() throws {
        let model = try load("""
            struct Caja<T> { var valor: T; var abierta: Bool }
            enum Quizas<E> { case algo(E), nada }
            struct Letra { var c: Character; var activa: Bool }
            func valida(_ c: Caja<Bool>) -> Bool { c.abierta || !c.valor }
            """, legitimate: "valida")
        #expect(FormulaText.equation(try count("Caja<Bool>", in: model).formula)
            == ["Caja<Bool> = Bool × Bool = 2·2 = 4"])
        #expect(FormulaText.equation(try count("Quizas<Caja<Bool>?>", in: model).formula)
            == ["Quizas<Optional<Caja<Bool>>> = algo(Optional<Caja<Bool>>) + nada = (1+4) + 1 = 6"])
        #expect(FormulaText.equation(try count("Letra", in: model).formula) == ["Letra = Character × Bool = 1·2 = 2"])
        guard case .counted(let legitimate, _, complete: true) = try count("Caja<Bool>", in: model).legitimacy else {
            Issue.record("el predicado no juzgó Caja<Bool>")
            return
        }
        #expect(legitimate == 3)
    }

    private func load(_ text: String, legitimate: String? = nil) throws -> Model {
        switch Model.load(name: "prueba", source: SourceFile(path: "prueba.swift", text: text),
                          legitimate: legitimate, output: { _ in }) {
        case .success(let model): return model
        case .failure(let failure):
            Issue.record("el modelo no carga: \(failure.diagnostics.map(\.rendered))")
            throw failure
        }
    }

    private func count(_ typeName: String, in model: Model) throws -> CountReport {
        let type = try TypeLookup.resolve(typeName, in: model.interpreter).get()
        return CountReport.make(type: type, interpreter: model.interpreter, model: model)
    }
}
