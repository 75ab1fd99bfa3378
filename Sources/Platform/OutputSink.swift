import Foundation

/// Where a session or a command writes. `write` is the conversation (stdout); `writeError`
/// is for errors and warnings (stderr). Text is written as given: callers add the newlines.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
}

/// The process's standard output and standard error, unbuffered per call so that the order
/// of prompts, answers and errors is the order they were produced.
public final class StandardOutput: OutputSink {
    public init() {}
    public func write(_ text: String) { Self.put(text, to: 1) }
    public func writeError(_ text: String) { Self.put(text, to: 2) }

    private static func put(_ text: String, to descriptor: Int32) {
        // A closed pipe or descriptor: nothing useful to do.
        Descriptor.writeAll(text, to: descriptor)
    }
}

/// Collects everything written, for tests that run a whole transcript in-process.
public final class CapturedOutput: OutputSink {
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""
    /// Both streams interleaved in the order they were written.
    public private(set) var transcript = ""

    public init() {}
    public func write(_ text: String) { standardOutput += text; transcript += text }
    public func writeError(_ text: String) { standardError += text; transcript += text }
}
