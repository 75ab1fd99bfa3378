import Language

extension Builtins {
    /// `dump(x, name:indent:maxDepth:maxItems:)`: writes the mirror of `x` and gives `x` back.
    static func dump(_ arguments: [Argument], _ scope: Scope, interpreter: Interpreter, span: Span) throws -> Value? {
        var subject: Value?
        var name: String?
        var indent = 0, maxDepth = Int.max, maxItems = Int.max
        for argument in arguments {
            let value = try interpreter.evaluate(argument.value, scope, expected: nil)
            switch (argument.label, value) {
            case (nil, _): subject = value
            case ("name", .string(let text)), ("name", .optional(.string(let text)?)): name = text
            case ("name", _): name = nil
            case ("indent", .int(let number)): indent = max(0, number)
            case ("maxDepth", .int(let number)): maxDepth = number
            case ("maxItems", .int(let number)): maxItems = number
            default: return nil
            }
        }
        guard let subject else { return nil }
        var walk = MirrorDump(printer: interpreter.printer, maxDepth: maxDepth, maxItems: maxItems)
        walk.dump(subject, name: name, indent: indent, depth: 0, isFirst: true)
        interpreter.output(walk.text)
        return subject
    }
}
