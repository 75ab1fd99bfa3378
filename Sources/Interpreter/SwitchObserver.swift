import Language

/// Told of each `switch` that runs while it is an interpreter's `switchObserver`: which arm
/// matched, what it bound, which guards were false. The state-machine domain explains a step
/// with it; the interpreter does not know who listens. With no observer a `switch` pays one
/// nil check.
public protocol SwitchObserver: AnyObject {
    /// Whether `switchRan` is wanted (bindings, false guards, the file); otherwise only
    /// `armMatched`, which builds nothing (exploration asks it a million times).
    var wantsDetails: Bool { get }
    /// An arm matched: where its label starts, at what call depth (1: the function called
    /// from outside, such as the machine's step).
    func armMatched(labelStart: Int, depth: Int)
    /// A `switch` ran, with everything about its outcome; `matchedLabel` is nil when no arm
    /// matched (a runtime error follows).
    func switchRan(_ trace: SwitchTrace)
}

/// How one `switch` ran, as a `SwitchObserver` is told it.
public struct SwitchTrace: Sendable {
    public var file: SourceFile
    public var depth: Int
    public var switchSpan: Span
    /// nil when no arm matched (a runtime error follows).
    public var matchedLabel: Span?
    public var matchedIsDefault: Bool
    public var bindings: [(name: String, value: Value)]
    /// Arms whose pattern matched but whose `where` was false, in order.
    public var failedGuards: [Span]
}
