import Language
import Messages

/// A library method named without calling it (`let f = probadas.contains`, `filter(s.hasPrefix)`):
/// a function value whose base is evaluated where it is named, as Swift partially applies it.
enum MethodValue {
    /// `probadas.contains`: a library method of a value of `base`.
    case library(base: SwiftType)
    /// `Persona.saludar`: a method of the values of `instance`, named on the type; given a value,
    /// it gives the method of that value.
    case unapplied(instance: SwiftType)
}

extension TypeChecker {
    func methodAsValue(_ method: MethodValue, _ e: inout Expr, base: Expr, _ name: String, _ type: SwiftType,
                       hint: SwiftType?) -> SwiftType {
        switch method {
        case .library(let baseType): return libraryMethodValue(&e, base: base, name, of: baseType, hint: hint)
        case .unapplied(let instance):
            // `{ (#self) in #self.saludar }`: the method of the value it is given.
            let span = e.span
            let bound = Expr(.member(Expr(.identifier("#self"), span: span), name), span: span)
            e.kind = .closure(parameters: ["#self"], body: [Stmt(.expression(bound), span: span)])
            return type
        }
    }

    /// `Persona.saludar` of a method of Persona's values: its type, `(Persona) -> () -> String`;
    /// nil for a property. A `mutating` one is refused, as swiftc does.
    func unappliedMethod(_ name: String, _ member: SwiftType, of type: NominalDecl, _ instance: SwiftType,
                         at offset: Int) -> SwiftType? {
        guard inheritedProperty(name, in: type) == nil, type.properties[name] == nil, case .function = member else { return nil }
        if type.kind != .classType, type.methods[name]?.contains(where: \.isMutating) ?? true {
            report(Msg.Typing.mutatingMethodAsValue, at: offset)
            return .unknown
        }
        methodValue = .unapplied(instance: instance)
        return .function([instance], member)
    }

    /// The labels and types of the parameters of the one method of `name` that Swift picks, as a
    /// value, on a value of `base`; nil for a method lesson does not take as a value.
    static func methodValueParameters(_ name: String, of base: SwiftType,
                                      hint: SwiftType? = nil) -> [(label: String?, type: SwiftType)]? {
        switch (base, name) {
        case (.array(let element), "contains"), (.set(let element), "contains"), (.range(let element, _), "contains"):
            return [(nil, element)]
        case (.library(.arraySlice, let arguments), "contains") where arguments.count == 1: return [(nil, arguments[0])]
        case (.string, "contains"), (.substring, "contains"):
            // Text has one `contains` for a character and one for a piece of text: the context picks.
            if case .function(let taken, _)? = hint, taken.count == 1, taken[0].isText { return [(nil, .string)] }
            return [(nil, .character)]
        case (.string, "hasPrefix"), (.string, "hasSuffix"), (.substring, "hasPrefix"), (.substring, "hasSuffix"):
            return [(nil, .string)]
        case (.set, "isSubset"), (.set, "isSuperset"), (.set, "isStrictSubset"), (.set, "isStrictSuperset"), (.set, "isDisjoint"):
            return [("of", base)]
        case (.set, "union"), (.set, "intersection"), (.set, "subtracting"), (.set, "symmetricDifference"):
            return [(nil, base)]
        default: return nil
        }
    }

    /// `base.name` as a value: written `{ (#base) in { (#0) in #base.name(#0) } }(base)`, so the
    /// base is read once, where it is named (a later change to the variable is not seen), and
    /// the call inside is checked as any call of the method.
    func libraryMethodValue(_ e: inout Expr, base: Expr, _ name: String, of baseType: SwiftType, hint: SwiftType?) -> SwiftType {
        guard let parameters = Self.methodValueParameters(name, of: baseType, hint: hint) else { return .unknown }
        // No Swift identifier starts with `#`: the names cannot clash with the program's.
        let span = e.span
        func named(_ text: String) -> Expr { Expr(.identifier(text), span: span) }
        let names = parameters.indices.map { "#\($0)" }
        var call = Expr(.call(Expr(.member(named("#base"), name), span: span),
                              zip(parameters, names).map { Argument(label: $0.label, value: named($1)) }), span: span)
        let result = withScope {
            declare("#base", baseType, isLet: true)
            for (parameter, name) in zip(parameters, names) { declare(name, parameter.type, isLet: true) }
            return infer(&call, nil)
        }
        let inner = Expr(.closure(parameters: names, body: [Stmt(.expression(call), span: span)]), span: span)
        let outer = Expr(.closure(parameters: ["#base"], body: [Stmt(.expression(inner), span: span)]), span: span)
        e.kind = .call(outer, [Argument(label: nil, value: base)])
        return .function(parameters.map(\.type), result)
    }
}
