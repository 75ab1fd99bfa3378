import Language
import Typing

extension Interpreter {
    /// Declares the types and functions of `program` without running anything: enough to count
    /// a type's shapes in files that the checker does not accept as a whole (grading's `formas`
    /// on Swift beyond the subset).
    public func declareOnly(_ program: Program) {
        declarationsChanged()
        adopt(program)
    }
}
