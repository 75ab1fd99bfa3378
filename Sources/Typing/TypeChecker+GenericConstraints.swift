import Language
import Messages

/// Generic constraints, checked where they are used: the arguments of a generic function or
/// type must meet its parameters' constraints (`<T: Comparable>`), as swiftc says at the call.
extension TypeChecker {
    /// A call of a generic function: each argument given for a parameter of type `T` (or `[T]`)
    /// must conform to `T`'s constraints, when its type is one of the program's.
    func checkGenericConstraints(_ generics: [GenericParameter], parameters: [Parameter], arguments: [Argument],
                                 owner: Msg.Everyday.GenericOwner, name: String, at offset: Int) {
        guard generics.contains(where: { !$0.constraints.isEmpty }) else { return }
        for (parameter, argument) in zip(parameters, arguments) {
            let given = quietType(argument.value)
            for (generic, type) in constrainedBindings(parameter.type, given, generics) {
                guard let declared = nominal(type) else {
                    // `f(3)` of a `func f<T: CaseIterable>`, or of a protocol of the program `Int` was not extended to
                    // (a literal may be of another library type, which may conform).
                    let others: [SwiftType] = !argument.value.isLiteralShaped ? [] : type == .int ? [.double] : type == .string ? [.character] : []
                    if let proto = generic.constraints.compactMap(\.simpleName).first(where: { proto in
                        !libraryType(type, meets: proto) && !others.contains { libraryType($0, meets: proto) } }) {
                        report(Msg.Everyday.requiresConformance(kind: owner, name, type.spelling, proto), at: offset)
                        return
                    }
                    continue
                }
                for constraint in generic.constraints {
                    guard case .named(let cpath, _) = constraint.kind, let proto = cpath.last else { continue }
                    if !meetsConstraint(declared, proto) {
                        report(Msg.Everyday.requiresConformance(kind: owner, name, declared.name, proto), at: offset)
                        return
                    }
                }
            }
        }
    }

    /// What a parameter written `T`, `[T]`, `T?` or `Caja<T>` binds each constrained generic
    /// parameter to, given an argument of `given` (`suma(Caja(v: "a"))` binds `T` to `String`).
    func constrainedBindings(_ written: TypeRef, _ given: SwiftType, _ generics: [GenericParameter]) -> [(GenericParameter, SwiftType)] {
        switch (written.kind, given) {
        case (.named(let path, let arguments), _) where path.count == 1 && arguments.isEmpty:
            guard let generic = generics.first(where: { $0.name == path[0] }), !generic.constraints.isEmpty else { return [] }
            return [(generic, given)]
        case (.named(let path, let arguments), .nominal(let name, let types)) where arguments.count == types.count:
            guard program.lookup(path, from: context.path) == name else { return [] }
            return zip(arguments, types).flatMap { constrainedBindings($0, $1, generics) }
        case (.array(let element), .array(let type)), (.optional(let element), .optional(let type)):
            return constrainedBindings(element, type, generics)
        default: return []
        }
    }

    /// `Registro<Visita>` of a `struct Registro<Clave: Hashable>`: each argument written for a
    /// parameter meets its constraints (swiftc blames the type's name).
    func checkGenericArguments(_ type: NominalDecl, _ arguments: [SwiftType], at offset: Int) {
        let owner: Msg.Everyday.GenericOwner = type.kind == .classType ? .classType : type.kind == .enumType ? .enumType : .structType
        for (parameter, argument) in zip(type.genericParameters, arguments) {
            guard let declared = nominal(argument) else { continue }
            for constraint in parameter.constraints {
                guard case .named(let path, _) = constraint.kind, let proto = path.last else { continue }
                if !meetsConstraint(declared, proto) {
                    return report(Msg.Everyday.requiresConformance(kind: owner, type.name, declared.name, proto), at: offset)
                }
            }
        }
    }

    /// Whether a library type (`Int`, `String`…) meets `proto`: never CaseIterable; a protocol of
    /// the program only through an extension that declares it (or one that refines it). Any other
    /// library protocol is taken as met.
    func libraryType(_ type: SwiftType, meets proto: String) -> Bool {
        guard let typeName = Self.libraryTypeName(type), ["Int", "Double", "Bool", "String", "Character"].contains(typeName) else {
            return true
        }
        if proto == "CaseIterable" { return false }
        guard let own = program.types[proto], own.kind == .protocolType else {
            return !(Self.libraryProtocolsNotMet[typeName]?.contains(proto) ?? false)
        }
        var declared: [String] = []
        for (ext, _) in program.pendingExtensions {
            guard case .named(let path, _) = ext.extendedType.kind, path == [typeName] else { continue }
            declared += ext.inherits.compactMap(\.simpleName)
        }
        var seen = Set<String>()
        while let next = declared.popLast() {
            if next == proto { return true }
            guard seen.insert(next).inserted, let parent = program.types[next], parent.kind == .protocolType else { continue }
            declared += parent.inherits.compactMap(\.simpleName)
        }
        return false
    }

    /// The library's protocols each of its everyday types does not conform to (any other is taken as met).
    static let libraryProtocolsNotMet: [String: Set<String>] = {
        let numbers: Set = ["Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "SignedInteger", "UnsignedInteger",
                            "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint", "Strideable"]
        let texts: Set = ["StringProtocol", "Sequence", "Collection", "BidirectionalCollection", "RangeReplaceableCollection"]
        return [
            "Int": texts.union(["FloatingPoint", "BinaryFloatingPoint", "UnsignedInteger"]),
            "Double": texts.union(["BinaryInteger", "SignedInteger", "UnsignedInteger", "FixedWidthInteger"]),
            "Bool": numbers.union(texts).union(["Comparable"]),
            "String": numbers,
            "Character": numbers.union(texts),
        ]
    }()

    /// Whether a type of the program's meets the constraint `proto`: it declares it, Swift gives
    /// it, or it declares one of the library's protocols that refine it (a Hashable type is Equatable).
    func meetsConstraint(_ declared: NominalDecl, _ proto: String) -> Bool {
        if conforms(declared, to: proto) || synthesizes(proto, for: declared) { return true }
        return proto == "Equatable" && (conforms(declared, to: "Hashable") || conforms(declared, to: "Comparable"))
    }

    /// `Caja(valor: Q())` of a `struct Caja<T: Comparable>`: the memberwise arguments, by label,
    /// against the constraints of the parameters their properties are written with.
    func checkGenericConstruction(_ type: NominalDecl, _ arguments: [Argument], at offset: Int) {
        guard type.genericParameters.contains(where: { !$0.constraints.isEmpty }) else { return }
        var parameters: [Parameter] = []
        var matched: [Argument] = []
        for argument in arguments {
            guard let label = argument.label, let property = type.properties[label], let written = property.type else { continue }
            parameters.append(Parameter(label: label, name: label, type: written, isInout: false, defaultValue: nil, span: property.span))
            matched.append(argument)
        }
        let owner: Msg.Everyday.GenericOwner = type.kind == .classType ? .classType : type.kind == .enumType ? .enumType : .structType
        checkGenericConstraints(type.genericParameters, parameters: parameters, arguments: matched, owner: owner,
                                name: type.name, at: offset)
    }

    /// Conformances Swift gives without a word: `Sendable` and the like, and `Equatable` and
    /// `Hashable` of an enum without payloads (`enum Puerta { case abierta, roja }`).
    private func synthesizes(_ proto: String, for type: NominalDecl) -> Bool {
        if ["Equatable", "Hashable"].contains(proto), type.kind == .enumType, !type.cases.isEmpty,
           type.cases.allSatisfy({ $0.payload == nil }) {
            return true
        }
        return ["Sendable", "Copyable", "Escapable", "AnyObject"].contains(proto) && (proto != "AnyObject" || type.kind == .classType)
    }
}
