import Foundation

/// Keeps deep recursion in a learner's program from overflowing the native stack (a crash no
/// message can follow): the stack in use is measured from where the interpreter was entered,
/// against the size of the current thread's stack.
struct StackGuard {
    private var base: UInt = 0
    private var budget: UInt = 0
    /// The thread `budget` was measured on: asking Foundation for it on every run is not free.
    private var measuredThread: pthread_t?

    /// Bytes kept free: a debug build's interpreted call can use tens of kilobytes of native stack.
    static let reserve = 2 << 20

    /// Called where a run starts (no interpreted call is active): notes the stack's position.
    mutating func enter() {
        base = Self.address()
        let current = pthread_self()
        if measuredThread.map({ pthread_equal($0, current) == 0 }) ?? true {
            measuredThread = current
            budget = UInt(max(Thread.current.stackSize - Self.reserve, 1 << 20))
        }
    }

    /// True when the run has used up its share of the stack.
    @inline(__always)
    func isNearLimit() -> Bool {
        let here = Self.address()
        return here < base && base - here > budget
    }

    @inline(__always)
    private static func address() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
