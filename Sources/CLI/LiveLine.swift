import Foundation
import Platform
import Messages

/// A line on a terminal that says work is going on (`⠋ comprobando… 3 s`) and redraws itself
/// until the work ends, then disappears: `vigilar` is never a blank screen during a check.
final class LiveLine: @unchecked Sendable {
    private let output: OutputSink
    private let text: String
    private let lock = NSLock()
    private var running = true
    private let done = DispatchSemaphore(value: 0)

    init(output: OutputSink, text: String) {
        self.output = output
        self.text = text
        let start = Date()
        Thread.detachNewThread { [self] in
            let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
            var index = 0
            while self.isRunning {
                let seconds = Int(Date().timeIntervalSince(start))
                self.output.write("\r\u{1B}[K\(frames[index % frames.count]) \(self.text) \(seconds) s")
                index += 1
                usleep(150_000)
            }
            self.output.write("\r\u{1B}[K")
            self.done.signal()
        }
    }

    private var isRunning: Bool { lock.lock(); defer { lock.unlock() }; return running }

    /// Stops and clears the line; returns once it is gone.
    func finish() {
        lock.lock(); running = false; lock.unlock()
        done.wait()
    }
}
