import Language
import Typing
import Messages

/// Thrown inside an optional chain when a `?` finds nil; caught where the chain ends.
struct OptionalChainNil: Error {}

extension Interpreter {
    /// Evaluates an expression. `expected` is the type the context wants, when known:
    /// it resolves implicit members (`.listo`) and turns integer literals into doubles.
    func evaluate(_ expression: Expr, _ scope: Scope, expected: RuntimeType?) throws -> Value {
        // Every expression counts against the one budget (and polls Ctrl-C), so a runaway
        // computation inside a single expression stops as a loop of statements does.
        try tick(expression.span)
        switch expression.kind {
        case .integerLiteral(let number):
            if case .double? = expected.map(unwrapOptional) { return .double(Double(number)) }
            return .int(number)
        case .wideIntegerLiteral(let number):
            // The checker let it through only as a `UInt64` or a `UInt` (which `staticType` makes it).
            return .fixed(FixedInteger(.uint64, Int128(number)))
        case .floatLiteral(let number): return .double(number)
        case .booleanLiteral(let flag): return .bool(flag)
        case .nilLiteral: return .none
        case .stringLiteral(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let piece): text += piece
                case .interpolation(let inner): text += try describeChecked(try evaluate(inner, scope, expected: nil), inner.span)
                }
            }
            try chargeMemory(text.utf8.count, expression.span)
            return .string(text)
        case .arrayLiteral(let elements):
            var elementType: RuntimeType?
            if case .array(let element)? = expected.map(unwrapOptional) { elementType = element }
            if case .set(let element)? = expected.map(unwrapOptional) {
                // `let s: Set = [1, 1, 2]`: an array literal where a set is expected builds the set.
                var known: RuntimeType? = .array(element)
                if case .opaque("_") = element { known = nil }
                let array = try evaluate(expression, scope, expected: known)
                return .set(SetValue(try sequenceElements(array, expression.span)))
            }
            try chargeElements(elements.count, expression.span)
            // Without a written type, the first element gives the others their context, as the
            // checker typed them (`[Evento.cargar(id: 1), .fallo(.ejemplo)]`).
            var context = elementType
            return .array(try elements.map {
                let value = try coerce(try evaluate($0, scope, expected: context), to: elementType)
                if context == nil { context = runtimeType(of: value) }
                return value
            })
        case .dictionaryLiteral(let pairs):
            return try evaluateDictionaryLiteral(pairs, scope, expected: expected, span: expression.span)
        case .identifier(let name):
            return try lookupIdentifier(name, scope, span: expression.span)
        case .selfExpression:
            guard let variable = scope.lookup("self") else { throw error(Msg.Run.unknownName("self"), expression.span) }
            return variable.value
        case .implicitMember(let name):
            let base = try implicitBase(name, expected: expected, span: expression.span)
            return try staticMember(name, of: base, span: expression.span)
        case .member(let base, let name):
            return try evaluateMember(base, name, scope, span: expression.span)
        case .call(let callee, let arguments):
            return try evaluateCall(callee, arguments, scope, expected: expected, span: expression.span)
        case .subscriptAccess(let base, let arguments):
            return try evaluateSubscript(base, arguments, scope, span: expression.span)
        case .prefix(let op, let operand):
            return try evaluatePrefix(op, operand, scope, expected: expected, span: expression.span)
        case .binary(let op, let lhs, let rhs):
            return try evaluateBinary(op, lhs, rhs, scope, expected: expected, span: expression.span)
        case .assignment(let op, let target, let value):
            try assign(op, target: target, valueExpression: value, scope, span: expression.span)
            return .void
        case .ternary(let condition, let then, let otherwise):
            return try evaluateCondition(condition, scope)
                ? try evaluate(then, scope, expected: expected)
                : try evaluate(otherwise, scope, expected: expected)
        case .nilCoalescing(let lhs, let rhs):
            let left = try evaluate(lhs, scope, expected: expected.map { .optional($0) })
            if case .optional(let wrapped) = left {
                if let wrapped { return wrapped }
                return try evaluate(rhs, scope, expected: expected ?? runtimeType(of: left).map(unwrapOptional))
            }
            return left
        case .bindOptional(let inner):
            // A value that is not optional at run time (a closure's unconverted result) is used as is,
            // without evaluating the operand a second time.
            let value = try evaluate(inner, scope, expected: nil)
            guard case .optional(let wrapped) = value else { return value }
            guard let wrapped else { throw OptionalChainNil() }
            return wrapped
        case .optionalEvaluation(let inner):
            do {
                let value = try evaluate(inner, scope, expected: nil)
                if case .optional = value { return value }
                if case .void = value { return .optional(.void) }
                return .optional(value)
            } catch is OptionalChainNil {
                return .none
            }
        case .forceUnwrap(let inner):
            let value = try evaluate(inner, scope, expected: expected.map { .optional($0) })
            guard case .optional(let wrapped) = value else { return value }
            guard let wrapped else { throw error(Msg.Run.unwrapNil, expression.span) }
            return wrapped
        case .tuple(let arguments):
            var elementTypes: [RuntimeType?] = Array(repeating: nil, count: arguments.count)
            if case .tuple(let types)? = expected, types.count == arguments.count { elementTypes = types.map(\.type) }
            let values = try zip(arguments, elementTypes).map { try coerce(try evaluate($0.value, scope, expected: $1), to: $1) }
            return .tuple(TupleValue(labels: arguments.map(\.label), elements: values))
        case .inoutArgument(let inner):
            return try evaluate(inner, scope, expected: expected)
        case .cast(let inner, let ref, let kind):
            let type = resolveType(ref, in: scope)
            let value = try evaluate(inner, scope, expected: type)
            switch kind {
            case .plain: return try coerce(value, to: type)
            case .conditional: return .optional(cast(value, to: type))
            case .forced:
                guard let cast = cast(value, to: type) else {
                    throw error(Msg.Everyday.forcedCastFailed(runtimeTypeName(value), type.displayName), expression.span)
                }
                return cast
            }
        case .isType(let inner, let ref):
            return .bool(cast(try evaluate(inner, scope, expected: nil), to: resolveType(ref, in: scope)) != nil)
        case .typeExpression(let ref):
            return .metatype(textNamedType(ref) ?? resolveType(ref, context: typeContext))
        case .closure(let parameters, let body, let signature):
            let captured = try closureScope(signature, scope, span: expression.span)
            return .function(FunctionValue(body: .closure(parameters: parameters, body: body, scope: captured),
                                           keyPath: signature.keyPathText))
        case .overload(let inner, _, _):
            return try evaluate(inner, scope, expected: expected)
        case .staticType(let inner, let ref):
            return retyped(try evaluate(inner, scope, expected: expected), as: ref)
        case .tryExpression(let inner, let kind):
            return try evaluateTry(inner, kind, scope, expected: expected, span: expression.span)
        case .injectIntoOptional(let inner):
            let value = try evaluate(inner, scope, expected: expected.map(unwrapOptional))
            if case .void = value { return value }
            return .optional(value)
        case .range(let lower, let upper, let closed):
            return try evaluateRange(lower, upper, closed: closed, scope, expected: expected, span: expression.span)
        }
    }

    /// A written type where a generic parameter the call bound is a local (`as? A` in a
    /// `func buscar<A: Animal>(_ tipo: A.Type, …)`).
    func resolveType(_ ref: TypeRef, in scope: Scope) -> RuntimeType {
        if case .named(let path, let generics) = ref.kind, path.count == 1, generics.isEmpty,
           case .metatype(let bound)? = scope.lookup(path[0])?.value {
            return bound
        }
        return resolveType(ref, context: typeContext)
    }

    func unwrapOptional(_ type: RuntimeType) -> RuntimeType {
        if case .optional(let wrapped) = type { return unwrapOptional(wrapped) }
        return type
    }

    // MARK: - Names

    /// A name's variable as Swift finds it: a local, then (inside a type's member) nothing when
    /// `self` has a member of that name, which hides a global of the same name; then a global.
    func variable(_ name: String, _ scope: Scope) -> Variable? {
        if let local = scope.lookup(name, below: globals) { return local }
        if selfHasMember(name, scope) { return nil }
        return scope.lookup(name)
    }

    /// Whether the `self` in scope (a method's, an init's) has a property or method `name`.
    func selfHasMember(_ name: String, _ scope: Scope) -> Bool {
        guard let selfVariable = scope.lookup("self", below: globals), let owner = ownerType(of: selfVariable.value),
              owner.kind != .builtin else { return false }
        return owner.fieldIndex(name) != nil || owner.computedProperties[name] != nil || owner.methods[name] != nil
    }

    func lookupIdentifier(_ name: String, _ scope: Scope, span: Span) throws -> Value {
        if let variable = variable(name, scope) {
            if let getter = variable.getter { return try readComputed(getter) }
            return variable.value
        }
        if let selfVariable = scope.lookup("self"), let owner = ownerType(of: selfVariable.value), owner.kind != .builtin,
           owner.fieldIndex(name) != nil || owner.computedProperties[name] != nil || owner.methods[name] != nil {
            // `self` is written where it may be: in a `mutating` method or an `init`.
            if let value = try firstLazyRead(name, of: selfVariable.value, writeBack: { change in
                if !selfVariable.isLet { change(&selfVariable.value) }
            }) {
                return value
            }
            return try member(name, of: selfVariable.value, span: span)
        }
        // `rawValue` inside a raw-value enum's own members: `self.rawValue`.
        if name == "rawValue", let selfValue = scope.lookup("self")?.value, case .enumCase = selfValue {
            return try member(name, of: selfValue, span: span)
        }
        // `allCases` alone in a CaseIterable enum's own members is `Self.allCases`.
        if let context = typeContext, context.staticProperties[name] != nil || context.caseNamed(name) != nil
            || name == "allCases" && context.kind == .enumeration {
            return try staticMember(name, of: context, span: span)
        }
        if let global = globals[local: name] { return global.value }
        if let candidates = functions[name], let first = candidates.first {
            return .function(FunctionValue(body: .declared(first, selfValue: nil, scope: nil)))
        }
        if let type = lookupType([name], context: typeContext) { return .metatype(.nominal(type)) }
        // `Figura.self` of a protocol: a type that is no value's own, which prints its name.
        if let own = protocols[name], own.file != nil { return .metatype(.opaque(own.qualifiedName)) }
        if name == "Self", let own = selfType(scope) { return own }
        if Builtins.opaqueTypeNames.contains(name) { return .metatype(.opaque(name)) }
        switch resolveType(TypeRef(.named(path: [name], generics: []), span: span), context: typeContext) {
        case .opaque: break
        case let resolved: return .metatype(resolved)
        }
        if Builtins.functionNames.contains(name) { return .function(FunctionValue(body: .builtin(name))) }
        if globalsToCome.contains(name) { throw error(Msg.Run.globalReadBeforeValue(name), span) }
        // `Element.cero` in `extension Array where Element: Sumable`: the elements' type.
        if ["Element", "Key", "Value", "Wrapped"].contains(name), isLibraryMemberOfSelf(name, scope),
           let selfValue = scope.lookup("self")?.value {
            guard let type = libraryParameter(name, of: selfValue) else {
                throw error(Msg.Syntax.notInSubset(Msg.Run.libraryParameterUntold(name)), span)
            }
            return .metatype(type)
        }
        // `count` in `extension Array`: the library's property of `self`.
        if isLibraryMemberOfSelf(name, scope), let selfValue = scope.lookup("self")?.value {
            return try member(name, of: selfValue, span: span)
        }
        throw error(Msg.Run.unknownName(name), span)
    }

    /// `Self` in a method: the type of the value it runs on (the conforming type, in a
    /// protocol's extension), or the type itself in a static member.
    private func selfType(_ scope: Scope) -> Value? {
        guard let selfValue = scope.lookup("self")?.value else { return typeContext.map { .metatype(.nominal($0)) } }
        if case .metatype = selfValue { return selfValue }
        guard let owner = ownerType(of: selfValue) else { return nil }
        // `Self.cero` in a protocol's extension run on an `Int`: the library's type of the value.
        guard owner.kind != .builtin else { return runtimeType(of: selfValue).map { .metatype($0) } }
        return .metatype(.nominal(owner))
    }

    /// `Element` of the array `self` is, read from its values (nil when none tells: an empty one).
    private func libraryParameter(_ name: String, of selfValue: Value) -> RuntimeType? {
        switch (name, runtimeType(of: selfValue)) {
        case ("Element", .array(let element)?), ("Element", .set(let element)?), ("Wrapped", .optional(let element)?),
             ("Key", .dictionary(let element, _)?), ("Value", .dictionary(_, let element)?):
            if case .opaque = element { return nil }
            return element
        default:
            return nil
        }
    }

    /// A name that nothing declares, inside an extension of a library type (`Array`, `String`…):
    /// the checker took it as a member of `self`.
    func isLibraryMemberOfSelf(_ name: String, _ scope: Scope) -> Bool {
        guard scope.lookup(name) == nil, globals[local: name] == nil, functions[name] == nil,
              let selfValue = scope.lookup("self")?.value, let owner = ownerType(of: selfValue) else { return false }
        return owner.kind == .builtin
    }

    /// The type an implicit member `.name` belongs to: the expected type, else the only
    /// declared enum or struct that has such a case or static member.
    func implicitBase(_ name: String, expected: RuntimeType?, span: Span) throws -> TypeInfo {
        if let expected {
            if case .optional = expected, name == "none" || name == "some" { return builtinTypes.optional }
            if let base = expected.implicitMemberBase { return base }
        }
        let candidates = allTypes.filter {
            $0.caseNamed(name) != nil || $0.staticProperties[name] != nil || $0.staticMethods[name] != nil
        }
        if let expected, case .opaque(let opaque) = unwrapOptional(expected) {
            // A generic parameter (`T` of `meter(_ v: T)` on a `Caja<E>`) is the only type with
            // such a member; a library type (`Date`) answers its own.
            let library = String(opaque.prefix { $0 != "<" })
            if candidates.count == 1, builtinTypes[library] == nil, !Builtins.opaqueTypeNames.contains(library) {
                return candidates[0]
            }
            return try nominal(.opaque(opaque), span: span)
        }
        if candidates.count == 1 { return candidates[0] }
        if name == "now" { return try nominal(.opaque("Date"), span: span) }
        if candidates.isEmpty { throw error(Msg.Run.implicitMemberWithoutType(name), span) }
        throw error(Msg.Run.ambiguousImplicitMember(name, candidates.map(\.qualifiedName)), span)
    }

    func subscriptGet(_ container: Value, _ index: Value, span: Span) throws -> Value {
        switch (container, index) {
        case (.array(let elements), .int(let position)):
            guard elements.indices.contains(position) else {
                throw error(Msg.Run.indexOutOfRange(position, elements.count), span)
            }
            return elements[position]
        case (.array(let elements), .range(let range)):
            let positions = try slicePositions(range, count: elements.count, span: span)
            try chargeElements(positions.count, span)
            return arraySlice(of: container, positions) ?? .array(Array(elements[positions]))
        case (.structure, .int) where container.isLazySequence && container.librarySequence?.kind != .reversed:
            return try lazySubscript(container, index, span: span)
        case (.structure, _) where container.arraySlice != nil:
            let (elements, start) = container.arraySlice!
            return try sliceSubscript(elements, start: start, index, span: span)
        case (.string(let text), .int), (.string(let text), .range):
            return try textSubscript(text, start: 0, index, span: span)
        case (.substring(let piece), .int), (.substring(let piece), .range):
            return try textSubscript(piece.text, start: piece.start, index, span: span)
        default:
            throw error(Msg.Run.typeMismatch("[]", runtimeTypeName(container)), span)
        }
    }
}

extension Interpreter {
    /// A top-level computed variable's value: its getter run anew at each read, as in Swift.
    func readComputed(_ getter: ComputedGetter) throws -> Value {
        try runBody(getter.body.statements, file: getter.file, selfValue: nil, selfIsMutable: false, context: nil,
                    returnType: getter.type, scope: Scope(parent: globals)).result
    }
}
