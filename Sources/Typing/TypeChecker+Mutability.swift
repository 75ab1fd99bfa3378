import Language
import Messages

/// What cannot change, as swiftc says it: `let` locals and globals, parameters (unless
/// `inout`), `let` properties outside their type's `init`, computed properties without `set`,
/// and `self` or its stored properties in a non-`mutating` method of a struct or enum. The same
/// rule covers `&x` and calls to `mutating` methods. A class instance is a reference: its `var`
/// properties change through any reference, even a `let` one.
enum Mutation {
    case assignment
    case inoutArgument
    case mutatingCall(String)
    /// The first read of a struct's `lazy var` stores it: a mutating getter.
    case lazyRead(String)
}

/// Why a place cannot change.
enum Immutable {
    case constant(String)
    case parameter(String)
    /// `{ [x] in x += 1 }`: a capture list's entry is a constant.
    case capture(String)
    case letProperty(String)
    case readOnly(String)
    /// `s[i] = c`: a string's subscripts only read.
    case getOnlySubscript(String)
    case immutableSelf
    /// `private(set) var n` assigned outside its type.
    case setterInaccessible(String, String)

    var reason: String {
        switch self {
        case .constant(let name): return Msg.Check.constant(name)
        case .parameter(let name): return Msg.Check.parameter(name)
        case .capture(let name): return Msg.Check.capture(name)
        case .letProperty(let name): return Msg.Check.letProperty(name)
        case .readOnly(let name): return Msg.Check.readOnly(name)
        case .getOnlySubscript(let type): return Msg.Check.getOnlySubscript(type)
        case .immutableSelf: return Msg.Check.immutableSelf
        case .setterInaccessible(let name, let level): return Msg.Access.setterInaccessible(name, level)
        }
    }
}

extension TypeChecker {
    /// At `offset` when swiftc points elsewhere than at the place (the `&` of `&x`, the name of
    /// a mutating method, the operator of `x += 1`).
    func checkAssignable(_ target: Expr, _ mutation: Mutation, at offset: Int? = nil) {
        guard let problem = immutability(of: target) else { return }
        let message: String
        switch mutation {
        case .assignment: message = Msg.Check.cannotAssign(problem.reason)
        case .inoutArgument: message = Msg.Check.cannotPassInout(problem.reason)
        case .mutatingCall(let method): message = Msg.Check.cannotCallMutating(method, problem.reason)
        case .lazyRead(let property): message = Msg.Check.cannotReadLazy(property, problem.reason)
        }
        report(message, at: offset ?? anchor(of: target))
    }

    /// The type of an expression already checked, without reporting or rewriting anything.
    func quietType(_ e: Expr) -> SwiftType {
        var copy = e
        var type: SwiftType = .unknown
        _ = speculate { type = infer(&copy, nil) }
        return type
    }

    /// Why `target` cannot change, or nil when it can (or when that cannot be known).
    func immutability(of target: Expr) -> Immutable? {
        switch target.kind {
        case .identifier(let name):
            guard name != "_" else { return nil }
            if let local = lookupLocal(name) {
                guard local.isLet, !isPending(name) else { return nil }
                if local.isComputed { return .readOnly(name) }
                return local.isCapture ? .capture(name) : local.isParameter ? .parameter(name) : .constant(name)
            }
            if let type = context.selfType.flatMap(nominal), let property = type.properties[name] {
                return immutability(ofProperty: name, property, in: type, base: nil)
            }
            return nil
        case .selfExpression:
            guard let type = context.selfType.flatMap(nominal), !isReference(type) else { return nil }
            return context.selfIsMutable || context.isInitializer ? nil : .immutableSelf
        case .member(let base, let name):
            // `t.0`: a tuple element changes with its tuple.
            if Int(name) != nil { return immutability(of: base) }
            var baseType = quietType(base)
            if case .metatype(let instance) = baseType {
                guard let type = nominal(instance), let property = type.properties[name] else { return nil }
                return property.isLet ? .letProperty(name) : setterImmutability(name, property, in: type)
            }
            // `punto.x` of a labelled tuple, as `t.0`.
            if case .tuple = baseType { return immutability(of: base) }
            if let wrapped = baseType.wrapped { baseType = wrapped }
            guard let type = nominal(baseType), let property = type.properties[name] else { return nil }
            return immutability(ofProperty: name, property, in: type, base: base)
        case .subscriptAccess(let base, _):
            let baseType = quietType(base)
            if baseType.isText { return .getOnlySubscript(baseType.spelling) }
            // A declared `subscript` changes only with a `set`.
            if let type = nominal(baseType), inheritedMethods(FunctionDecl.subscriptGetter, in: type, isStatic: false) != nil,
               inheritedMethods(FunctionDecl.subscriptSetter, in: type, isStatic: false) == nil {
                return .getOnlySubscript(type.name)
            }
            if let type = nominal(baseType), isReference(type) { return nil }
            return immutability(of: base)
        case .forceUnwrap(let inner), .bindOptional(let inner), .optionalEvaluation(let inner), .overload(let inner, _, _),
             .tryExpression(let inner, _):
            return immutability(of: inner)
        case .tuple(let elements):
            return elements.lazy.compactMap { self.immutability(of: $0.value) }.first
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .implicitMember, .call, .prefix, .binary, .assignment, .ternary, .nilCoalescing,
             .inoutArgument, .cast, .isType, .typeExpression, .closure, .range, .injectIntoOptional, .staticType:
            return nil
        }
    }

    /// A class, or a protocol only classes conform to (`protocol Sensor: AnyObject`): its
    /// values are references, and what they point to changes through a `let`.
    func isReference(_ type: NominalDecl) -> Bool {
        if type.kind == .classType { return true }
        guard type.kind == .protocolType else { return false }
        var seen: Set<String> = [], pending = [type]
        while let current = pending.popLast() {
            if current.inheritedNames.contains("AnyObject") || current.inheritedNames.contains("class") { return true }
            for name in current.inheritedNames where seen.insert(name).inserted {
                if let found = program.lookup([name], from: Array(current.path.dropLast())), let parent = program.types[found],
                   parent.kind == .protocolType { pending.append(parent) }
            }
        }
        return false
    }

    /// `base.name` (or a bare `name` of `self` when `base` is nil).
    private func immutability(ofProperty name: String, _ property: VariableDecl, in type: NominalDecl,
                              base: Expr?) -> Immutable? {
        if property.getter != nil, property.setter == nil { return .readOnly(name) }
        if let refused = setterImmutability(name, property, in: type) { return refused }
        if property.isLet {
            // `init` gives each `let` property of its own type its value.
            let onSelf = base.map { if case .selfExpression = $0.kind { return true } else { return false } } ?? true
            if onSelf, context.isInitializer, context.selfType == .nominal(type.name) { return nil }
            return .letProperty(name)
        }
        if property.isStatic || isReference(type) { return nil }
        // A stored property of a value changes only if the value holding it can.
        guard let base else { return context.selfIsMutable || context.isInitializer ? nil : .immutableSelf }
        return immutability(of: base)
    }
}
