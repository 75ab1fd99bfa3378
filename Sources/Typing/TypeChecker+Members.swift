import Language
import Messages

/// Member access: properties, methods, cases and nested types, on values and on types.
extension TypeChecker {
    /// A member of the library's `Sequence` asked of a program type that is its own sequence
    /// (`struct CuentaAtras: Sequence, IteratorProtocol`): lesson runs `for … in` and `Array(…)`
    /// over it, not the library's methods, and says so.
    func reportSequenceMember(_ name: String, of type: NominalDecl, at offset: Int) -> Bool {
        guard type.inheritedNames.contains(where: { $0 == "Sequence" || $0 == "IteratorProtocol" }) else { return false }
        report(Msg.Run.libraryMemberOutsideSubset(name, of: type.name), at: offset)
        return true
    }

    /// The library's `Sequence` methods lesson runs on a program type that is its own sequence
    /// (reading it one element at a time, as Swift does, where Swift does).
    static let ownSequenceMethods: Set<String> = ["map", "compactMap", "filter", "forEach", "reduce", "first", "contains",
                                                  "allSatisfy", "sorted", "min", "max"]

    /// What a program type that is its own sequence gives: its iterator's `next()` result,
    /// unwrapped; unknown when the checker cannot tell (an `AnyIterator`); nil for another type.
    func ownSequenceElement(_ type: NominalDecl) -> SwiftType? {
        guard type.inheritedNames.contains(where: { $0 == "Sequence" || $0 == "IteratorProtocol" }) else { return nil }
        var iterator = type
        if let make = type.methods["makeIterator"]?.first(where: { $0.parameters.isEmpty && !$0.isStatic }) {
            guard case .function(_, let made) = functionType(make, in: type.path), let found = nominal(made) else { return .unknown }
            iterator = found
        }
        guard let next = iterator.methods["next"]?.first(where: { $0.parameters.isEmpty && !$0.isStatic }),
              case .function(_, .optional(let element)) = functionType(next, in: iterator.path) else { return .unknown }
        return element
    }

    /// A member of one of the program's types, by name, as a value of its type.
    func memberType(_ name: String, in type: NominalDecl, isStatic: Bool, inherited: Bool = true) -> SwiftType? {
        if !isStatic, name == "rawValue", let raw = rawType(of: type) { return raw }
        // swiftc makes `allCases` only for a CaseIterable enum with no payloads.
        if isStatic, name == "allCases", type.kind == .enumType, conforms(type, to: "CaseIterable"),
           type.cases.allSatisfy({ $0.payload == nil }) { return .array(.nominal(type.name)) }
        if let property = type.properties[name], property.isStatic == isStatic { return propertyType(property, in: type) }
        if let methods = type.methods[name]?.filter({ $0.isStatic == isStatic }), !methods.isEmpty {
            return methods.count == 1 ? functionType(methods[0], in: type.path) : .unknown
        }
        if inherited, let member = inheritedMemberType(name, in: type, isStatic: isStatic) { return member }
        guard isStatic else { return nil }
        if let element = type.enumCase(name) {
            guard let payload = payload(of: element, in: type) else { return .nominal(type.name) }
            return .function(payload.map(\.type), .nominal(type.name))
        }
        if let nested = program.lookup([name], from: type.path), nested.hasPrefix(type.name + "."), nested != type.name {
            return .metatype(.nominal(nested))
        }
        if name == "init" { return .unknown }
        return nil
    }

    func inferMember(_ base: inout Expr, _ name: String, at span: Span) -> SwiftType {
        if case .identifier(let parameter) = base.kind, let generic = valueGenericParameter(parameter),
           let member = genericParameterStaticMember(generic, name) {
            return member
        }
        // `T.nombreTipo` inside `func f<T: P>` where no constraint of `T` requires it.
        if case .identifier(let parameter) = base.kind, parameter.first?.isUppercase == true, lookupLocal(parameter) == nil,
           program.unmodelled.contains(parameter), program.lookup([parameter], from: context.path) == nil {
            report(Msg.Syntax.notInSubset(Msg.Typing.genericParameterMember(parameter, name)), at: base.span.start)
            return .unknown
        }
        let baseType = infer(&base, nil)
        let nameOffset = max(span.end - name.utf8.count, span.start)
        // An error's `localizedDescription` is Foundation's: without it swiftc finds no such member.
        if name == "localizedDescription", !program.importsFoundation, !program.importsUnknownModules, conformsToError(baseType),
           nominal(baseType).map({ memberType(name, in: $0, isStatic: false) == nil }) ?? true {
            report(Msg.Typing.needsFoundation("localizedDescription"), at: nameOffset)
            return .unknown
        }
        switch baseType {
        case .metatype(let instance):
            // `Punto.self`: a type as a value, which prints its name; one of a generic parameter
            // (`T.self`) is a type the interpreter does not know.
            if name == "self" {
                if case .parameter = instance {
                    report(Msg.Syntax.notInSubset(Msg.Typing.metatypeValue(instance.spelling)), at: nameOffset)
                    return .unknown
                }
                return baseType
            }
            if let type = nominal(instance) {
                if let member = memberType(name, in: type, isStatic: true) {
                    checkPropertyAccess(name, in: type, isStatic: true, at: nameOffset)
                    return member
                }
                // `Config.idioma`: a property of its values read on the type, blamed at the type.
                if let member = memberType(name, in: type, isStatic: false) {
                    if let method = unappliedMethod(name, member, of: type, instance, at: nameOffset) { return method }
                    report(Msg.Typing.instanceMemberOnType(name, type.name), at: base.span.start)
                    return .unknown
                }
                reportNoMember(Msg.Typing.typeHasNoMember(type.name, name), type: type.name, member: name, at: nameOffset)
                return .unknown
            }
            // `String.init` as a function (`map(String.init)`).
            if name == "init" { return .function([.unknown], instance) }
            // `Int8.min`: the run time has no such number, and would give `Int`'s.
            if let number = instance.fixedWidthNumber {
                report(Msg.Typing.numberTypeNotInSubset(number), at: base.span.start)
                return .unknown
            }
            return Library.staticMember(name, of: instance) ?? .unknown
        case .optional(let wrapped):
            if name == "unsafelyUnwrapped" { return wrapped }
            if let member = Library.property(name, of: baseType) { return member }
            if membersAdded(to: "Optional").contains(where: { $0.name == name }) { return .unknown }
            // `xs.first.count` of an `[Int]`: unwrapped it would not have it either; swiftc names the member.
            if !wrapped.isUnknown, libraryLacks(name, on: wrapped) {
                reportNoMember(Msg.Typing.valueHasNoMember(baseType.spelling, name), type: baseType.spelling, member: name, at: nameOffset)
            } else if !wrapped.isUnknown {
                report(Msg.Typing.mustUnwrapForMember(baseType.spelling, name, wrapped.spelling), at: lastToken(of: base))
            }
            return .unknown
        case .nominal:
            guard let type = nominal(baseType) else { return .unknown }
            if type.kind == .structType, type.properties[name]?.isLazy == true { checkAssignable(base, .lazyRead(name), at: nameOffset) }
            if let member = memberType(name, in: type, isStatic: false) {
                checkPropertyAccess(name, in: type, isStatic: false, at: nameOffset)
                return member.substituting(genericBindings(type, in: baseType))
            }
            // `hashValue` is a `Hashable`'s: swiftc finds no such member of another type.
            if Library.anyValueMembers.contains(name), name != "hashValue" || !lacksHashable(baseType) {
                return Library.property(name, of: baseType) ?? .unknown
            }
            if name == "localizedDescription", conformsToError(baseType) { return .string }
            // `c.total` of a `static var total`: it belongs to the type, not to its values.
            if memberType(name, in: type, isStatic: true) != nil {
                report(Msg.Typing.staticOnInstance(name, type.name), at: base.span.start)
                return .unknown
            }
            if !reportSequenceMember(name, of: type, at: nameOffset) {
                reportNoMember(Msg.Typing.valueHasNoMember(type.name, name), type: type.name, member: name, at: nameOffset)
            }
            return .unknown
        case .tuple(let elements):
            if let index = Int(name), index < elements.count { return elements[index].type }
            if let element = elements.first(where: { $0.label == name }) { return element.type }
            reportNoMember(Msg.Typing.valueHasNoMember(baseType.spelling, name), type: baseType.spelling, member: name, at: nameOffset)
            return .unknown
        case .library(let kind, _) where kind.isSequenceOnly && Library.collectionOnlyMembers.contains(name):
            report(name == "first" ? Msg.Sequences.firstIsAMethod(baseType.spelling)
                                   : Msg.Sequences.notACollection(baseType.spelling, name), at: nameOffset)
            return .unknown
        case .int, .double, .bool, .string, .character, .array, .dictionary, .set, .range, .substring, .library:
            if libraryLacks(name, on: baseType) {
                reportNoMember(Msg.Typing.valueHasNoMember(baseType.spelling, name), type: baseType.spelling, member: name, at: nameOffset)
                return .unknown
            }
            // The views of text as its code units: Swift has them, lesson does not run them (said
            // here, before the program runs, rather than when the line is reached).
            if baseType.isText || baseType == .character, Library.textViews.contains(name),
               !program.membersAddedToLibraryTypes().contains(name) {
                if baseType == .string, let view = TextView(member: name) { return view.type }
                report(Msg.Run.libraryMemberOutsideSubset(name, of: baseType.spelling), at: nameOffset)
                return .unknown
            }
            // `nombre.uppercased` without `()`: the learner meant its value (swiftc: «did you mean to call it»).
            if Library.property(name, of: baseType) == nil, Library.nullaryMethods.contains(name) || name == "sorted",
               !program.membersAddedToLibraryTypes().contains(name) {
                report(Msg.Typing.methodNotCalled(name), at: nameOffset)
                return .unknown
            }
            if Library.property(name, of: baseType) == nil, !program.membersAddedToLibraryTypes().contains(name) {
                if Library.mutatingMethods.contains(name) {
                    report(Msg.Typing.mutatingMethodAsValue, at: nameOffset)
                    return .unknown
                }
                if Self.methodValueParameters(name, of: baseType) != nil { methodValue = .library(base: baseType) }
            }
            return Library.property(name, of: baseType) ?? .unknown
        case .opaque where TextView(baseType) != nil:
            if let type = TextView(baseType)?.property(name) { return type }
            report(Msg.Run.libraryMemberOutsideSubset(name, of: baseType.spelling), at: nameOffset)
            return .unknown
        case .opaque where baseType.isFixedInteger && name == "description":
            return .string
        case .opaque where baseType.integerWidth != nil && ["nonzeroBitCount", "leadingZeroBitCount", "trailingZeroBitCount"].contains(name):
            return .int
        // `Int32(-5).magnitude` is a `UInt32`.
        case .opaque(let typeName) where baseType.integerWidth != nil && name == "magnitude":
            return .opaque(typeName.hasPrefix("U") ? typeName : "U" + typeName)
        case .opaque where baseType == .unicodeScalar:
            if let type = Library.scalarProperty(name) { return type }
            report(Msg.Run.libraryMemberOutsideSubset(name, of: baseType.spelling), at: nameOffset)
            return .unknown
        case .void, .function, .inoutParameter, .opaque, .result, .never, .unknown, .parameter:
            return .unknown
        }
    }

    /// `.inactivo`, `.cargar(id:)` used as a value: a member of the contextual type.
    func inferImplicitMember(_ e: inout Expr, _ name: String, hint: SwiftType?) -> SwiftType {
        // A library type's static member (`.pi`, `.infinity`) is written with its type: the run
        // time cannot tell it from the context (a closure's result, the right of `??`).
        if let base = Library.staticMemberBase(name, of: hint) {
            e.kind = .member(Expr(.identifier(base.spelling), span: e.span), name)
        }
        // `xs.first ?? .vacio` where a `T: Vacio` is wanted: the requirement `T.vacio`.
        if case .parameter(let parameter)? = hint?.wrappedOrSelf, valueGenericParameter(parameter) != nil {
            e.kind = .member(Expr(.identifier(parameter), span: e.span), name)
            return infer(&e, hint)
        }
        let type = inferImplicitMember(name, hint: hint, at: e.span)
        nameOwner(of: &e, name, hint: hint)
        return type
    }

    /// `.roja` where two of the program's enums have a case `roja`: written `Puerta.roja`, for
    /// the run time, which may expect only a generic parameter there (`meter(_: E)` of a
    /// `Caja<Puerta>`, `append` to an empty `[E]`). `member` is `.roja` or the callee of `.llego(5)`.
    func nameOwner(of member: inout Expr, _ name: String, hint: SwiftType?) {
        guard case .implicitMember = member.kind, var base = hint else { return }
        while let wrapped = base.wrapped { base = wrapped }
        guard let type = nominal(base), type.genericParameters.isEmpty, type.kind != .protocolType,
              program.typesWithStaticMember(name) > 1, memberType(name, in: type, isStatic: true) != nil else { return }
        let span = member.span
        var owner = Expr(.identifier(type.path[0]), span: span)
        for part in type.path.dropFirst() { owner = Expr(.member(owner, part), span: span) }
        member.kind = .member(owner, name)
    }

    private func inferImplicitMember(_ name: String, hint: SwiftType?, at span: Span) -> SwiftType {
        guard let hint else {
            report(Msg.Typing.implicitMemberWithoutContext(name), at: span.start + 1)
            return .unknown
        }
        if hint.isUnknown { return .unknown }
        var base = hint
        // `.none`/`.some` belong to the optional; any other name is looked up in the wrapped type.
        while let wrapped = base.wrapped {
            if name == "none" { return base }
            base = wrapped
        }
        if let type = nominal(base) {
            if let member = memberType(name, in: type, isStatic: true) {
                if case .metatype = member { return member }
                // `.vacia` of a `Lista<Int>`: the case's type is the one expected.
                let bindings = genericBindings(type, in: base)
                if case .nominal(type.name, _) = member, !bindings.isEmpty { return instanceType(of: type, bindings) }
                return member.substituting(bindings)
            }
            reportNoMember(Msg.Typing.typeHasNoMember(type.name, name), type: type.name, member: name, at: span.start + 1)
            return .unknown
        }
        if let member = Library.staticMember(name, of: base) { return member }
        if base.isOpaque || base == .void { return .unknown }
        if case .function = base { return .unknown }
        reportNoMember(Msg.Typing.typeHasNoMember(base.spelling, name), type: base.spelling, member: name, at: span.start + 1)
        return .unknown
    }
}

extension TypeChecker {
    /// Whether swiftc would say that a value of this library type has no member `name`: the
    /// compiler's own list of its members lacks it (a module the checker does not know may add it).
    func libraryLacks(_ name: String, on type: SwiftType) -> Bool {
        guard !program.importsUnknownModules, let typeName = Self.libraryTypeName(type) else { return false }
        guard LibraryMembers.has(name, onTypeNamed: typeName, foundation: program.importsFoundation) == false else { return false }
        // A member of an `extension Sequence` is an array's only (`reportNoMember` says so).
        if typeName != "Array", libraryProtocolAdding(name) != nil, !membersAdded(to: typeName).contains(where: { $0.name == name }) {
            return true
        }
        return !program.membersAddedToLibraryTypes().contains(name)
    }

    /// The members the program's extensions of the library type `typeName` declare.
    func membersAdded(to typeName: String) -> [(name: String, span: Span)] {
        program.pendingExtensions.flatMap { ext, _ -> [(name: String, span: Span)] in
            guard case .named(let path, _) = ext.extendedType.kind, path == [typeName] else { return [] }
            return ext.members.compactMap { member in
                switch member {
                case .function(let f): return (f.name, f.nameSpan)
                case .variable(let v): return v.name.map { ($0, v.span) }
                case .enumDecl, .structDecl, .classDecl, .extensionDecl, .initializer, .enumCase, .typeAlias, .protocolDecl:
                    return nil
                }
            }
        }
    }

    /// What an extension of a library type asks that lesson does not run, and where: the
    /// members of `ArraySlice`, and one name in extensions of two of `String`, `Character` and
    /// `Substring` (the three are text at run time, so one member would answer for the other).
    func libraryExtensionOutsideSubset(_ ext: ExtensionDecl, _ typeName: String) -> (what: String, offset: Int)? {
        if typeName == "ArraySlice" { return (Msg.Everyday.sliceExtension, ext.extendedType.span.start) }
        // A `subscript` of the library's own type would stand beside the library's (`s[i]`, `xs[i]`);
        // one with a label (`subscript(seguro i: Int)`) is told apart by it.
        for case .function(let f) in ext.members where f.name == FunctionDecl.subscriptGetter && f.parameters.first?.label == nil {
            return (Msg.Everyday.librarySubscript(typeName), f.nameSpan.start)
        }
        let texts = ["String", "Character", "Substring"]
        guard texts.contains(typeName) else { return nil }
        let others = Set(texts.filter { $0 != typeName }.flatMap { membersAdded(to: $0).map(\.name) })
        guard let clash = membersAdded(to: typeName).first(where: { others.contains($0.name) }) else { return nil }
        return (Msg.Everyday.textExtensionClash(clash.name), clash.span.start)
    }

    /// Whether an extension of the library type declares a subscript with these labels (the first one written).
    func labelledSubscriptAdded(to typeName: String, labels: [String?]) -> Bool {
        program.pendingExtensions.contains { pending in
            guard case .named(let path, _) = pending.ext.extendedType.kind, path == [typeName] else { return false }
            return pending.ext.members.contains {
                guard case .function(let f) = $0, f.name == FunctionDecl.subscriptGetter else { return false }
                return f.parameters.map(\.label) == labels
            }
        }
    }

    /// The library type's name in `LibraryMembers`; nil for a type it does not list.
    static func libraryTypeName(_ type: SwiftType) -> String? {
        switch type {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .substring: return "Substring"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .range(_, let closed): return closed ? "ClosedRange" : "Range"
        case .library(let kind, _): return kind.name
        case .void, .nominal, .optional, .tuple, .function, .inoutParameter, .metatype, .opaque, .result, .never, .unknown, .parameter: return nil
        }
    }
}
