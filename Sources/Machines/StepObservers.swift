import Interpreter

/// Collects every `switch` of one step, with bindings and false guards: a transition's explanation.
final class StepRecorder: SwitchObserver {
    private(set) var switches: [SwitchTrace] = []
    var wantsDetails: Bool { true }
    func armMatched(labelStart: Int, depth: Int) {}
    func switchRan(_ trace: SwitchTrace) { switches.append(trace) }
}

/// Remembers only where the matched arms of the machine's own `switch` statements start (the
/// arms matched at call depth 1, in order), building nothing: exploration and the table ask it
/// on every step.
public final class ArmRecorder: SwitchObserver {
    public private(set) var matched: [Int] = []
    public init() {}
    public var wantsDetails: Bool { false }
    public func armMatched(labelStart: Int, depth: Int) {
        if depth == 1 { matched.append(labelStart) }
    }
    public func switchRan(_ trace: SwitchTrace) {}
    func reset() { matched.removeAll(keepingCapacity: true) }
}

extension Interpreter {
    /// Runs `body` with `observer` told of every `switch`, then puts back the one before.
    func observing<T>(_ observer: (any SwitchObserver)?, _ body: () throws -> T) rethrows -> T {
        let previous = switchObserver
        switchObserver = observer
        defer { switchObserver = previous }
        return try body()
    }
}
