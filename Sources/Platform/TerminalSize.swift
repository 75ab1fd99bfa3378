import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How wide the output is: the one answer that every line the program lays out (a drawn graph,
/// a table, a wrapped message, a lesson) is fitted to.
public enum TerminalSize {
    /// `COLUMNS` when it holds a usable number (the user's choice, or a test's), else the width
    /// of the terminal on `descriptor`, else 80: output piped to a file or another program.
    public static func columns(environment: [String: String],
                               descriptor: Int32 = STDOUT_FILENO) -> Int {
        if let text = environment["COLUMNS"], let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= minimum {
            return value
        }
        return window(descriptor: descriptor).map { max($0.columns, minimum) } ?? 80
    }

    /// The terminal's own size, or nil when `descriptor` is not a terminal.
    public static func window(descriptor: Int32 = STDOUT_FILENO) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Narrower than this, nothing the program draws can be laid out.
    public static let minimum = 20
}
