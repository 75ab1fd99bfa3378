/// What the type checker says of a method named without calling it, as a value.
extension Msg.Typing {
    /// `let f = xs.append`: swiftc's «cannot reference 'mutating' method as function value».
    public static let mutatingMethodAsValue =
        "un método 'mutating' no se puede usar como valor de función: escribe un closure que lo llame ({ … }) o llámalo donde lo necesites"
}
