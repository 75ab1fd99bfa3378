import Language
import Messages

/// Raw values: the type an enum's `: Int` declares, and the checks swiftc makes of its cases.
extension TypeChecker {
    /// The raw type of an enum that has one: written, and with no case carrying a payload
    /// (swiftc then has no `rawValue` nor `init(rawValue:)` for it).
    func rawType(of type: NominalDecl) -> SwiftType? {
        guard let raw = writtenRawType(of: type), type.cases.allSatisfy({ $0.payload == nil }),
              type.cases.allSatisfy({ $0.rawValue.map { Self.literal($0, fits: raw) } ?? true }) else { return nil }
        return raw
    }

    /// Whether a raw value written as a literal is one of the raw type (`case dolar = 1` in an
    /// `enum Moneda: String` is not); what is no literal is not judged here.
    private static func literal(_ e: Expr, fits raw: SwiftType) -> Bool {
        if case .integerLiteral = e.kind { return raw.isInteger || raw == .double }
        if case .floatLiteral = e.kind { return raw == .double }
        if case .stringLiteral = e.kind { return raw == .string || raw == .character }
        if case .booleanLiteral = e.kind { return false }
        if case .prefix("-", let inner) = e.kind { return literal(inner, fits: raw) }
        return true
    }

    /// The raw type an enum's inheritance clause names, whatever its cases.
    func writtenRawType(of type: NominalDecl) -> SwiftType? {
        type.inheritedNames.lazy.compactMap(Self.rawTypeNamed).first
    }

    private static func rawTypeNamed(_ name: String) -> SwiftType? {
        switch name {
        case "Int": return .int
        case "String": return .string
        case "Double": return .double
        case "Character": return .character
        // `enum Nivel: UInt8`, `enum Codigo: Int32`.
        case "UInt8": return .uint8
        default: return IntegerWidth(rawValue: name).map { .opaque($0.rawValue) }
        }
    }

    /// `enum Color: Int { case rojo = "r" }`: each raw value of the raw type, none twice
    /// (an `Int` one counts on from the one before, a `String` one is the case's name).
    func checkRawValues(_ members: [Decl], of type: NominalDecl) {
        guard let raw = writtenRawType(of: type) else {
            // `case lunes = 1` in an enum without `: Int`.
            for case .enumCase(let c) in members {
                for element in c.elements { if let value = element.rawValue { report(Msg.Typing.rawValueWithoutRawType, at: value.span.start) } }
            }
            return
        }
        // `case redireccion(String)` in an `enum Codigo: Int`: swiftc refuses the case (and
        // `rawValue` is then no member). It also says, after it, that the raw type cannot be
        // synthesized, at the `: Int` above: lesson lists errors in source order, so that one
        // would come first, where swiftc's first error is the case's; it is left out.
        let withPayload = members.flatMap { member -> [EnumCaseElement] in
            guard case .enumCase(let c) = member else { return [] }
            return c.elements.filter { $0.payload != nil }
        }
        if !withPayload.isEmpty {
            for element in withPayload { report(Msg.Typing.rawTypeWithPayload, at: element.span.start) }
            return
        }
        var seen = Set<String>()
        // Counted wide, so the implicit value after the raw type's last one is seen to overflow
        // (`enum F: Int8 { case x = 127, y }`: swiftc refuses `y`, whose value would be 128).
        var next: Int128? = 0
        let bounds: ClosedRange<Int128>? = raw == .int ? Int128(Int.min)...Int128(Int.max) : raw.integerBounds
        for member in members {
            guard case .enumCase(let c) = member else { continue }
            for element in c.elements {
                let key: String?, offset: Int
                if var value = element.rawValue {
                    check(&value, against: raw, .rawValue)
                    offset = value.span.start
                    let literal = Self.rawLiteral(value)
                    key = literal.key
                    next = literal.integer.map { Int128($0) + 1 }
                } else {
                    offset = element.span.start
                    key = raw.isInteger ? next.map { "\($0)" } : raw == .string ? element.name : nil
                    if raw.isInteger, let value = next, let bounds, !bounds.contains(value) {
                        report(Msg.Typing.literalOverflows(String(value), raw.spelling), at: offset)
                    }
                    next = next.map { $0 + 1 }
                }
                if let key, !seen.insert(key).inserted { report(Msg.Typing.rawValueNotUnique, at: offset) }
            }
        }
    }

    /// A raw value written as a literal, as text to compare, and as a number when it is one.
    private static func rawLiteral(_ e: Expr) -> (key: String?, integer: Int?) {
        // The checker has made a literal of `Int8`, `UInt16`… one of its type (see `infer`).
        if case .staticType(let inner, _) = e.kind { return rawLiteral(inner) }
        if case .integerLiteral(let n) = e.kind { return ("\(n)", n) }
        if case .prefix("-", let inner) = e.kind, case .integerLiteral(let n) = inner.kind { return ("\(-n)", -n) }
        if case .stringLiteral(let segments) = e.kind, segments.count == 1, case .text(let text) = segments[0] { return (text, nil) }
        return (nil, nil)
    }

}
