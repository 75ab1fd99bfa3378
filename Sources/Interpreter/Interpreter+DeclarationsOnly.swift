import Language

extension Interpreter {
    /// Declares the types and functions of `unit` without running anything: enough to count a
    /// type's shapes in files that the checker does not accept as a whole (grading's `formas`
    /// on Swift beyond the subset).
    public func declareOnly(_ unit: SourceUnit, file: SourceFile) {
        let saved = currentFile
        currentFile = file
        defer { currentFile = saved }
        declarationsChanged()
        declareTypes(unit.statements.compactMap(\.declaration), in: nil, file: file)
    }
}
