import Foundation

/// Results written by concurrent workers, each to its own slot (`corregir`'s learners,
/// `validar`'s models), read once they are all done.
public final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value]

    public init(_ initial: [Value]) { storage = initial }

    public func set(_ index: Int, _ value: Value) { lock.withLock { storage[index] = value } }

    public var values: [Value] { lock.withLock { storage } }
}
