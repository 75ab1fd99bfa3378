import Language
import Messages

/// Subscripts: arrays, dictionaries, strings and the program's own `subscript` declarations.
extension TypeChecker {
    /// `contextual`: the value read has a type it must be (`let n: Int = xs[i]`, an argument, an
    /// assignment). Then swiftc takes the collection's subscript and blames a wrong index; without
    /// one it finds «no exact matches in call to subscript», at the `[`.
    func inferSubscript(_ base: inout Expr, _ arguments: inout [Argument], contextual: Bool, at span: Span) -> SwiftType {
        let baseType = infer(&base, nil)
        func bracket() -> Int { source.offset(of: "[", in: base.span.end..<span.end) ?? base.span.end }
        func wrongIndex(_ index: SwiftType, _ expected: String) {
            if contextual {
                report(Msg.Typing.cannotConvert(index.spelling, expected, place: .argument), at: arguments[0].value.span.start)
            } else {
                report(Msg.Typing.noSubscriptFor(baseType.spelling, index.spelling), at: bracket())
            }
        }
        if reportsDictionaryViewIndexedByInt(base, &arguments, at: bracket()) { return .unknown }
        if arguments.count == 1, arguments[0].value.isUnboundedRange {
            // `xs[...]`: the whole collection, as its slice (a range is its own).
            if case .range = baseType { return baseType }
            return Library.slice(of: baseType) ?? .unknown
        }
        // A `subscript` the program declares: called as its getter is. Overloads its labels do not
        // tell apart (`t[0]`, `t["a"]`) are chosen here by type; the base carries the choice.
        if let type = nominal(baseType), let found = inheritedMethods(FunctionDecl.subscriptGetter, in: type, isStatic: false) {
            let saved = chosenOverload
            defer { chosenOverload = saved }
            if case .overload(let inner, _, _) = base.kind { base = inner }
            let labels = found.methods.map { $0.0.parameters.map { $0.label ?? "_" }.joined(separator: ":") }
            chosenOverload = nil
            let result = resolveMethod(found.methods, owner: found.owner, &arguments, name: FunctionDecl.subscriptGetter,
                                       bindings: genericBindings(found.owner, in: baseType), at: span)
            if Set(labels).count < labels.count, let chosen = chosenOverload {
                base = Expr(.overload(base, declaration: chosen.span, file: chosen.file), span: base.span)
            }
            return result
        }
        // `xs[seguro: 9]` of `extension Array { subscript(seguro i: Int) -> Element? }`: the program's
        // own, told from the library's by its label; its result is not checked, as the extension's methods.
        if nominal(baseType) == nil, arguments.first?.label != nil, let typeName = Self.libraryTypeName(baseType),
           labelledSubscriptAdded(to: typeName, labels: arguments.map(\.label)) {
            inferLoose(&arguments)
            return .unknown
        }
        // `numeros[indice: 0]`: the library's subscripts take no label (but a dictionary's `default:`).
        if nominal(baseType) == nil, !baseType.isUnknown,
           let index = arguments.firstIndex(where: { $0.label != nil && $0.label != "default" }),
           let label = arguments[index].label {
            // swiftc points at the `[`.
            report(Msg.Typing.subscriptLabel(label), at: bracket())
            arguments[index].label = nil
        }
        switch baseType {
        case .array(let element):
            guard arguments.count == 1 else { break }
            let index = infer(&arguments[0].value, .int)
            if case .range = index { return .library(.arraySlice, [element]) }
            if !index.matches(.int), !index.isUnknown { wrongIndex(index, "Int") }
            return element
        case .dictionary(let key, let value):
            guard !arguments.isEmpty else { break }
            // `[Casilla: String]` of a key that is not Hashable: refused where the type is written,
            // and at each subscript (swiftc, at the `[`).
            if lacksHashable(key), let decl = nominal(key) {
                report(Msg.Everyday.requiresConformance(kind: .method, "subscript(_:)", decl.name, "Hashable"), at: bracket())
                inferLoose(&arguments)
                return .optional(value)
            }
            if contextual || arguments.count == 2 {
                check(&arguments[0].value, against: key, .argument)
            } else {
                let index = infer(&arguments[0].value, key)
                if !index.isUnknown, !convertible(index, to: key) { wrongIndex(index, key.spelling) }
            }
            if arguments.count == 2, arguments[1].label == "default" {
                check(&arguments[1].value, against: value, .argument)
                // `d[k, default: []]` of a dictionary of sets: at run time an array literal would
                // make an array, so the set type goes with it (`[] as Set<String>`).
                if case .set = value, case .arrayLiteral = arguments[1].value.kind, let ref = value.runTimeTypeRef {
                    arguments[1].value = Expr(.cast(arguments[1].value, ref, .plain), span: arguments[1].value.span)
                }
                // `d[k, default: 0] += 1` of a `[String: UInt8]`: the run time reads the literal as an
                // Int, so it goes as the entry's type (`0 as UInt8`).
                if value.isFixedInteger, literals.kind(arguments[1].value) == .integers, let ref = value.runTimeTypeRef {
                    arguments[1].value = Expr(.cast(arguments[1].value, ref, .plain), span: arguments[1].value.span)
                }
                return value
            }
            return .optional(value)
        case .library(.arraySlice, let elements):
            // By the indices of the array the slice comes from.
            guard arguments.count == 1, let element = elements.first else { break }
            let index = infer(&arguments[0].value, .int)
            if case .range = index { return baseType }
            if !index.matches(.int) {
                report(Msg.Typing.cannotConvert(index.spelling, "Int", place: .argument), at: arguments[0].value.span.start)
            }
            return element
        case .library(let kind, _) where kind != .arraySlice:
            guard arguments.count == 1 else { break }
            let index = infer(&arguments[0].value, .int)
            return Library.librarySubscript(kind, baseType, index, self, at: base.span.end) ?? .unknown
        case .string, .substring:
            guard arguments.count == 1 else { break }
            let index = infer(&arguments[0].value, nil)
            if case .range = index { return .substring }
            if index == .int {
                // Swift indexes a String by `String.Index`, never by an Int.
                report(Msg.Typing.stringSubscriptInt, at: base.span.start)
                return .unknown
            }
            return .character
        case .optional(let wrapped):
            if !wrapped.isUnknown { report(Msg.Typing.mustUnwrap(baseType.spelling, wrapped.spelling), at: anchor(of: base)) }
        case .set:
            // A Set is read by its own indices, never by a number or a range.
            guard arguments.count == 1 else { break }
            let index = infer(&arguments[0].value, nil)
            if case .range = index {} else if index != .int { return .unknown }
            wrongIndex(index, baseType.spelling + ".Index")
            return .unknown
        case .tuple:
            for index in arguments.indices { _ = infer(&arguments[index].value, nil) }
            report(Msg.Typing.tupleSubscript(baseType.spelling), at: bracket())
            return .unknown
        case .int, .double, .bool, .character, .void, .nominal, .function, .inoutParameter, .metatype, .range, .opaque, .result,
             .library, .never, .unknown, .parameter:
            break
        }
        for index in arguments.indices { _ = infer(&arguments[index].value, nil) }
        return .unknown
    }
}
