import Language

/// A function value used where a function of another type is expected, when the values it takes
/// or gives must change on the way: `[5].map(describir)` of a `describir(_: Int?)` passes each
/// `Int` as an `Int?`, and a `() -> Int` used as a `() -> Int?` gives `Optional(5)`. Swift
/// evaluates the function once, where it is converted, so the conversion is written as a closure
/// called at once with it: `{ f in { a in f(Optional(a)) } }(describir)`.
struct FunctionConversion {
    let wrapsParameter: [Bool]
    let wrapsResult: Bool

    init(from: [SwiftType], _ fromResult: SwiftType, to: [SwiftType], _ toResult: SwiftType) {
        wrapsParameter = zip(from, to).map { from, to in from.isOptional && !to.isOptional }
        wrapsResult = toResult.isOptional && !fromResult.isOptional && fromResult != .never
    }

    /// `e` itself when no value changes: a subclass taken as its superclass is the same value.
    func applied(to e: Expr) -> Expr {
        guard wrapsResult || wrapsParameter.contains(true) else { return e }
        let span = e.span
        func node(_ kind: Expr.Kind) -> Expr { Expr(kind, span: span) }
        // Names no program can write, so the closure captures nothing of the program's.
        let function = "·función"
        let parameters = wrapsParameter.indices.map { "·argumento\($0)" }
        let arguments = zip(parameters, wrapsParameter).map { name, wraps in
            Argument(label: nil, value: wraps ? node(.injectIntoOptional(node(.identifier(name)))) : node(.identifier(name)))
        }
        var call = node(.call(node(.identifier(function)), arguments))
        if wrapsResult { call = node(.injectIntoOptional(call)) }
        let inner = node(.closure(parameters: parameters, body: [Stmt(.returnStatement(call), span: span)]))
        let outer = node(.closure(parameters: [function], body: [Stmt(.returnStatement(inner), span: span)]))
        return node(.call(outer, [Argument(label: nil, value: e)]))
    }
}
