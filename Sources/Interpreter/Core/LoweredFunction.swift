import Language

/// The locals of one call of a lowered body, by slot number (the resolver numbers every name a
/// body declares once, when it is lowered; a step only indexes them). One allocation holds the
/// header and every slot; slot numbers are below the count by construction.
final class Frame: ManagedBuffer<Int, Value> {
    static func make(slotCount: Int) -> Frame {
        // `create` builds an instance of the class it is called on.
        let frame = unsafeDowncast(Frame.create(minimumCapacity: slotCount) { _ in slotCount }, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: slotCount) }
        return frame
    }

    deinit {
        // Slot by slot: each value is destroyed in place, not through the generic array destroy;
        // the last declared first, as Swift ends its locals' lifetimes (a `deinit` prints in that order).
        withUnsafeMutablePointers { count, slots in
            var slot = count.pointee - 1
            while slot >= 0 { _ = (slots + slot).move(); slot -= 1 }
        }
    }

    subscript(slot: Int) -> Value {
        get { withUnsafeMutablePointerToElements { $0[slot] } }
        _modify {
            let slots = withUnsafeMutablePointerToElements { $0 }
            yield &slots[slot]
        }
    }
}

/// Lowered code: an expression gives a value, a statement says how it finished.
typealias Eval = (Frame) throws -> Value
typealias Exec = (Frame) throws -> Flow

/// A function body lowered once: names resolved to slots, stored properties and enum cases to
/// indices, operators, calls and written types resolved ahead.
final class LoweredBody {
    let slotCount: Int
    /// The slot of each parameter, in declaration order.
    let parameterSlots: [Int]
    /// Whether a call must report its parameters' final values (some are `inout`).
    let hasInout: Bool
    /// The slots of the `inout` parameters, in order (a reducer's new state).
    let inoutSlots: [Int]
    /// The declaration's span: where a depth error points.
    let span: Span
    let selfSlot: Int?
    let run: Exec
    let file: SourceFile
    let context: TypeInfo?

    init(slotCount: Int, parameterSlots: [Int], inoutSlots: [Int], span: Span, selfSlot: Int?, run: @escaping Exec,
         file: SourceFile, context: TypeInfo?) {
        self.slotCount = slotCount; self.parameterSlots = parameterSlots; self.hasInout = !inoutSlots.isEmpty
        self.inoutSlots = inoutSlots; self.span = span; self.selfSlot = selfSlot
        self.run = run; self.file = file; self.context = context
    }
}

/// Where a declaration keeps its lowered form, made on its first call. It belongs to the
/// interpreter that made it, for the declarations that interpreter knew then: a later entry
/// at the prompt (a new global, function or type) makes it stale, and it is lowered again.
public final class LoweringCache: @unchecked Sendable {
    /// The `serial` of the interpreter that made it (0: none).
    var owner = 0
    var generation = -1
    var context: TypeInfo?
    var selfIsMutable = false
    var hasSelf = false
    /// nil when the body uses something the lowering leaves to the tree walker.
    var body: LoweredBody?
    public init() {}
}

/// What a call leaves behind: its result, the final `self` (for `mutating`), and the final
/// value of every parameter when some are `inout` (to copy back to the caller's storage), else none.
struct Invocation {
    var result: Value
    var selfValue: Value?
    var parameters: [Value]
}
