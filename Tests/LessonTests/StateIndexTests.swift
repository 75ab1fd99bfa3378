@testable import Interpreter
@testable import Machines
import Testing

/// Exploration finds states again through `StateIndex`: every state once, at the position it was
/// kept, while the table grows, whichever equality the machine's states have.
@Suite("Índice de estados de la exploración")
struct StateIndexTests {
    static let par = TypeInfo(name: "Par", qualifiedName: "Par", kind: .structure, file: nil, span: .none)

    static func estado(_ n: Int, _ flag: Bool) -> Value {
        .structure(StructValue(type: par, fields: [.int(n), .bool(flag)]))
    }

    @Test("cada estado se encuentra una vez, en su posición, aunque la tabla crezca", arguments: [false, true])
    func findsEveryStateOnce(holdsInstances: Bool) {
        var index = StateIndex(holdsInstances: holdsInstances)
        var states: [Value] = []
        for n in 0..<3_000 {
            for flag in [false, true] {
                let state = Self.estado(n, flag)
                let hash = index.hash(state)
                #expect(index.position(of: state, hash: hash, in: states) == nil)
                index.append(hash: hash)
                states.append(state)
            }
        }
        for n in stride(from: 0, to: 3_000, by: 7) {
            for flag in [false, true] {
                let state = Self.estado(n, flag)
                #expect(index.position(of: state, hash: index.hash(state), in: states) == 2 * n + (flag ? 1 : 0))
            }
        }
        // Equal as the states' `==` says: an `Int` field equal to a `Double` one is the same state.
        if !holdsInstances {
            let same = Value.structure(StructValue(type: Self.par, fields: [.double(5), .bool(true)]))
            #expect(index.position(of: same, hash: index.hash(same), in: states) == 11)
        }
        #expect(index.position(of: Self.estado(3_000, false), hash: index.hash(Self.estado(3_000, false)),
                               in: states) == nil)
    }
}
