@testable import Interpreter
import Testing

/// Exploration finds a state again through `ValueKey`: its cached hash and its words must agree
/// with `valuesEqual` on every pair, whichever way each value is spelled.
@Suite("Claves de estado: la misma igualdad que ==")
struct ValueKeyTests {
    static let luz = TypeInfo(name: "Luz", qualifiedName: "Luz", kind: .enumeration, file: nil, span: .none)
    static let par = TypeInfo(name: "Par", qualifiedName: "Par", kind: .structure, file: nil, span: .none)

    static func estado(_ a: Bool, _ b: Value) -> Value { .structure(StructValue(type: par, fields: [.bool(a), b])) }

    static let values: [Value] = [
        .int(0), .int(1), .int(-1), .int(Int.max), .int(Int.max - 1), .double(0), .double(-0.0), .double(1),
        .double(.nan), .double(1.5), .bool(true), .bool(false), .string("a"), .string("b"),
        .optional(nil), .optional(.int(1)), .optional(.optional(nil)), .optional(.optional(.int(1))),
        .optional(.bool(true)), .array([]), .array([.int(1)]), .array([.double(1)]), .array([.int(1), .int(2)]),
        .tuple(TupleValue(labels: [nil, nil], elements: [.int(1), .bool(true)])),
        .tuple(TupleValue(labels: ["x", "y"], elements: [.int(1), .bool(true)])),
        .enumCase(EnumValue(type: luz, caseIndex: 0, payload: [])),
        .enumCase(EnumValue(type: luz, caseIndex: 1, payload: [])),
        .enumCase(EnumValue(type: luz, caseIndex: 1, payload: [.int(1)])),
        .enumCase(EnumValue(type: luz, caseIndex: 1, payload: [.double(1)])),
        estado(true, .bool(false)), estado(true, .bool(true)), estado(false, .bool(false)),
        estado(true, .enumCase(EnumValue(type: luz, caseIndex: 0, payload: []))),
        estado(true, .optional(.int(2))), estado(true, .int(2)), estado(true, .string("a")),
        .void,
    ]

    @Test("dos claves son iguales justo cuando los valores lo son, y entonces su hash coincide")
    func agreesWithValuesEqual() {
        Self.expectAgreement(Self.values)
    }

    /// `Caja<Int>`, known from its fields, and `Caja`, whose value did not tell its argument.
    static let caja = TypeInfo(name: "Caja", qualifiedName: "Caja", kind: .structure, file: nil, span: .none)
    static let cajaDeInt: TypeInfo = {
        let info = TypeInfo(name: "Caja", qualifiedName: "Caja", kind: .structure, file: nil, span: .none)
        info.genericBase = caja
        return info
    }()
    static let tipoPorcion: TypeInfo = {
        let info = TypeInfo(name: "ArraySlice", qualifiedName: "ArraySlice", kind: .structure, file: nil, span: .none)
        info.library = .arraySlice
        return info
    }()

    static func porcion(_ elements: [Value], desde start: Int) -> Value {
        .structure(StructValue(type: tipoPorcion, fields: [.array(elements), .int(start)]))
    }

    @Test("una especialización y su tipo genérico, o dos porciones con los mismos elementos, son la misma clave")
    func agreesOnGenericsAndSlices() {
        Self.expectAgreement([
            .structure(StructValue(type: Self.caja, fields: [.array([])])),
            .structure(StructValue(type: Self.cajaDeInt, fields: [.array([])])),
            .structure(StructValue(type: Self.cajaDeInt, fields: [.array([.int(1)])])),
            Self.porcion([.int(1), .int(2)], desde: 0), Self.porcion([.int(1), .int(2)], desde: 3),
            Self.porcion([.int(1)], desde: 3), Self.porcion([.string("a")], desde: 1), Self.porcion([.string("a")], desde: 2),
            .array([.int(1), .int(2)]), .array([]),
        ])
    }

    static func expectAgreement(_ values: [Value]) {
        for a in values {
            for b in values {
                let equal = valuesEqual(a, b)
                #expect((ValueKey(a) == ValueKey(b)) == equal, "\(a) frente a \(b)")
                if equal {
                    #expect(ValueKey(a).hashValue == ValueKey(b).hashValue, "\(a) frente a \(b)")
                    #expect(ValueKey.hash(of: a) == ValueKey.hash(of: b), "\(a) frente a \(b)")
                    #expect(StateValueKey.hash(of: a) == StateValueKey.hash(of: b) || !sameState(a, b),
                            "\(a) frente a \(b)")
                }
            }
        }
    }

    @Test("un diccionario de estados encuentra cada estado una vez")
    func dictionaryOfStates() {
        var index: [ValueKey: Int] = [:]
        for a in [false, true] {
            for b in [false, true] { index[ValueKey(Self.estado(a, .bool(b))), default: 0] += 1 }
        }
        index[ValueKey(Self.estado(true, .bool(true))), default: 0] += 1
        #expect(index.count == 4)
        #expect(index[ValueKey(Self.estado(true, .bool(true)))] == 2)
    }
}

/// A state holding a dictionary, a set or a range is the same state again when they are equal:
/// a step that leaves them alone changes nothing, and exploration finds the state once.
@Suite("Estados con diccionarios, conjuntos y rangos")
struct StateCollectionTests {
    static func estado(_ pares: [(String, Int)], _ miembros: [Int], _ hasta: Int) -> Value {
        .structure(StructValue(type: ValueKeyTests.par, fields: [
            .dictionary(DictionaryValue(pares.map { (.string($0.0), .int($0.1)) })),
            .tuple(TupleValue(labels: [nil, nil], elements: [
                .set(SetValue(miembros.map(Value.int))), .range(RangeValue(lower: .int(0), upper: .int(hasta), kind: .halfOpen)),
            ])),
        ]))
    }

    @Test("el mismo contenido, en otro orden, es el mismo estado; otro contenido no")
    func sameContents() {
        let a = Self.estado([("a", 1), ("b", 2)], [1, 2], 3)
        let b = Self.estado([("b", 2), ("a", 1)], [2, 1], 3)
        #expect(sameState(a, a))
        #expect(sameState(a, b))
        #expect(StateValueKey(a) == StateValueKey(b))
        #expect(StateValueKey(a).hashValue == StateValueKey(b).hashValue)
        for other in [Self.estado([("a", 1)], [1, 2], 3), Self.estado([("a", 1), ("b", 3)], [1, 2], 3),
                      Self.estado([("a", 1), ("b", 2)], [1], 3), Self.estado([("a", 1), ("b", 2)], [1, 2], 4)] {
            #expect(!sameState(a, other))
            #expect(StateValueKey(a) != StateValueKey(other))
        }
        var seen: Set<StateValueKey> = [StateValueKey(a)]
        #expect(!seen.insert(StateValueKey(b)).inserted)
    }
}
