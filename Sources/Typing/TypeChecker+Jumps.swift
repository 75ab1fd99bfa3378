import Language
import Messages

/// Where `break`, `continue` and `return` may go: swiftc refuses a `break` outside a loop or a
/// `switch`, a `continue` outside a loop, and any of them leaving a `defer`.
struct Jumps {
    var loops = 0
    var switches = 0
    /// Inside a `defer`, outside any loop or switch of its own.
    var inDefer = false
}

extension TypeChecker {
    /// A function's or a closure's body: its jumps start afresh.
    func withOwnJumps<T>(_ body: () -> T) -> T {
        let saved = jumps
        jumps = Jumps()
        defer { jumps = saved }
        return body()
    }

    func inJumpTarget(isLoop: Bool, _ body: () -> Void) {
        let saved = jumps
        if isLoop { jumps.loops += 1 } else { jumps.switches += 1 }
        defer { jumps = saved }
        body()
    }

    func inDeferBody(_ body: () -> Void) {
        let saved = jumps
        jumps = Jumps(inDefer: true)
        defer { jumps = saved }
        body()
    }

    func checkJump(isBreak: Bool, at span: Span) {
        if jumps.loops > 0 || (isBreak && jumps.switches > 0) { return }
        let word = isBreak ? "break" : "continue"
        if jumps.inDefer { return report(Msg.Typing.jumpOutOfDefer(word), at: span.start) }
        report(isBreak ? Msg.Typing.breakOutsideLoop : Msg.Typing.continueOutsideLoop, at: span.start)
    }

    func checkReturnPlace(at span: Span) {
        if jumps.inDefer { report(Msg.Typing.jumpOutOfDefer("return"), at: span.start) }
    }
}
