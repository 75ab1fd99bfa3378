@testable import Interpreter
import Testing

/// Values nested far deeper than a thread's native stack allows one frame per level (a list of
/// `indirect` nodes a loop builds): comparing and hashing them must neither crash nor answer
/// otherwise than for shallow values. The tests run on Swift Testing's threads, whose stacks are
/// far smaller than the REPL's worker's: there 80,000 nested containers overflow a recursive
/// comparison (the REPL's, at 200,000 nodes).
@Suite("Valores muy anidados: se comparan y se hashean sin desbordar la pila")
struct DeepValueTests {
    static let lista = TypeInfo(name: "Lista", qualifiedName: "Lista", kind: .enumeration, file: nil, span: .none)
    static let caja = TypeInfo(name: "Caja", qualifiedName: "Caja", kind: .structure, file: nil, span: .none)
    static let depth = 20_000

    /// `nodo(i, Caja(Optional((i, [resto]))))` nested `depth` times around `last`; kept alive to the
    /// end of the process, since releasing it is a native recursion as deep as the value.
    static func deep(last: Int) -> Value {
        var value = Value.enumCase(EnumValue(type: lista, caseIndex: 0, payload: [.int(last)]))
        for index in 0..<depth {
            let pair = Value.tuple(TupleValue(labels: [nil, nil], elements: [.int(index), .array([value])]))
            let boxed = Value.structure(StructValue(type: caja, fields: [.optional(pair)]))
            value = .enumCase(EnumValue(type: lista, caseIndex: 1, payload: [.int(index), boxed]))
        }
        _ = Unmanaged.passRetained(Keep(value))
        return value
    }

    final class Keep {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    @Test("== y sameState: iguales, y distintos por lo más hondo")
    func equality() {
        let a = Self.deep(last: 0), b = Self.deep(last: 0), c = Self.deep(last: 1)
        #expect(valuesEqual(a, b))
        #expect(!valuesEqual(a, c))
        #expect(sameState(a, b))
        #expect(!sameState(a, c))
    }

    @Test("las claves de conjuntos y de la exploración: mismo hash si son iguales, distintas si no")
    func keys() {
        let a = Self.deep(last: 0), b = Self.deep(last: 0), c = Self.deep(last: 1)
        #expect(ValueKey(a) == ValueKey(b))
        #expect(ValueKey(a).hashValue == ValueKey(b).hashValue)
        #expect(ValueKey(a) != ValueKey(c))
        #expect(ValueKey.hash(of: a) == ValueKey.hash(of: b))
        #expect(StateValueKey(a) == StateValueKey(b))
        #expect(StateValueKey(a) != StateValueKey(c))
        #expect(Set([ValueKey(a), ValueKey(b), ValueKey(c)]).count == 2)
    }
}
