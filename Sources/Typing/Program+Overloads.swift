import Language

extension Program {
    /// A function's parameters as written, label and type: what tells two overloads apart.
    static func parameterSignature(_ f: FunctionDecl) -> [String] {
        // `prefix func ++` and `postfix func ++` of the same operand are two functions.
        (f.isPostfix ? ["postfix"] : []) + f.parameters.map { ($0.label ?? "_") + ":" + ($0.isInout ? "inout " : "") + SyntaxDump.type($0.type) }
    }
}
