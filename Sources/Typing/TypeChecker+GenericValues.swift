import Language
import Messages

/// A free function's generic parameter used as a type in its body: `T.cero` or `T()` where
/// `T: Sumable` requires `static var cero: Self` or `init()`, `T.allCases` where
/// `T: CaseIterable`. Its type is what the requirement says with `Self` as `T`; at each call the
/// checker hands the run time the type `T` is bound to, which the values alone may not tell
/// (an empty array, a result).
extension TypeChecker {
    /// `name` as a generic parameter of the free function being checked, when nothing nearer
    /// (a local, a type) has that name.
    func valueGenericParameter(_ name: String) -> GenericParameter? {
        guard lookupLocal(name) == nil, program.lookup([name], from: context.path) == nil else { return nil }
        if let innermost = functionGenerics.last(where: \.isCarried),
           let found = innermost.parameters.first(where: { $0.name == name }) { return found }
        // `T.cero` in a member of `struct Acumulador<T: Sumable>`: the run time reads `T` from the
        // specialization the value is of.
        guard !context.path.isEmpty,
              let type = program.types[context.path.joined(separator: ".")] else { return nil }
        return type.genericParameters.first { $0.name == name }
    }

    /// The protocols of the program `parameter` is constrained to.
    private func ownProtocols(of parameter: GenericParameter) -> [NominalDecl] {
        parameter.constraints.compactMap { constraint in
            constraint.simpleName.flatMap { program.types[$0] }.flatMap { $0.kind == .protocolType ? $0 : nil }
        }
    }

    /// `T.cero`: the static member a constraint of `T` requires, as a value of its type.
    func genericParameterStaticMember(_ parameter: GenericParameter, _ name: String) -> SwiftType? {
        if name == "allCases", parameter.constraints.contains(where: { $0.simpleName == "CaseIterable" }) {
            return .array(.parameter(parameter.name))
        }
        // The numbers' statics a library constraint gives: `T.zero` of a `T: Numeric`, `T.max` of a `T: FixedWidthInteger`.
        let library = Set(parameter.constraints.compactMap(\.simpleName))
        let numeric: Set = ["Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "SignedInteger", "UnsignedInteger",
                            "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint"]
        switch name {
        case "zero" where !library.isDisjoint(with: numeric),
             "max" where library.contains("FixedWidthInteger"), "min" where library.contains("FixedWidthInteger"),
             "pi" where !library.isDisjoint(with: ["FloatingPoint", "BinaryFloatingPoint"]),
             "infinity" where !library.isDisjoint(with: ["FloatingPoint", "BinaryFloatingPoint"]):
            return .parameter(parameter.name)
        default: break
        }
        for proto in ownProtocols(of: parameter) {
            let saved = protocolSelf
            protocolSelf = (.nominal(proto.name), .parameter(parameter.name))
            defer { protocolSelf = saved }
            if let member = inType(proto.path, isStatic: true) { memberType(name, in: proto, isStatic: true) } { return member }
        }
        return nil
    }

    /// `T()`, `T(valor: 1)`: an initializer a constraint of `T` requires; nil when none does.
    func constructGenericParameter(_ parameter: GenericParameter, _ arguments: inout [Argument], hint: SwiftType?,
                                   at span: Span) -> SwiftType? {
        let instance = SwiftType.parameter(parameter.name)
        var candidates: [Callable] = []
        for proto in ownProtocols(of: parameter) {
            let saved = protocolSelf
            protocolSelf = (.nominal(proto.name), instance)
            defer { protocolSelf = saved }
            for initializer in proto.initializers {
                candidates.append(inType(proto.path, isStatic: false) {
                    Callable(parameters: initializer.parameters.map {
                        ParameterSpec(label: $0.label, type: resolve($0.type, reporting: false), hasDefault: false)
                    }, result: initializer.isFailable ? .optional(instance) : instance)
                })
            }
        }
        guard !candidates.isEmpty else { return nil }
        return resolveOverloads(candidates, &arguments, name: "init", hint: hint, at: span)
    }

    /// Whether a body of `f` may name one of its generic parameters as a type: one constrained
    /// to CaseIterable, or to a protocol of the program that requires a static member or an init.
    func namesGenericParametersAsTypes(_ f: FunctionDecl) -> Bool {
        // `_ tipo: A.Type`: the caller names the type, which the body may cast to (`as? A`).
        let metatypes = Set(f.parameters.compactMap { parameter -> String? in
            guard case .named(let path, let generics) = parameter.type.kind, path.count == 2, path[1] == "Type", generics.isEmpty
            else { return nil }
            return path[0]
        })
        let cast = castTargets(in: f)
        return f.genericParameters.contains { parameter in
            metatypes.contains(parameter.name) || cast.contains(parameter.name) ||
            parameter.constraints.contains { $0.simpleName.map(Self.typeNamingProtocols.contains) ?? false } || ownProtocols(of: parameter).contains {
                requiresTypeMembers($0, depth: 0)
            }
        }
    }

    /// The library's protocols whose conforming types a body names as types: `T.allCases`, and
    /// the numbers' initializers and statics (`T(xs.count)` of a `T: BinaryFloatingPoint`, `T.zero`).
    static let typeNamingProtocols: Set<String> = ["CaseIterable", "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger",
                                                   "SignedInteger", "UnsignedInteger", "FixedWidthInteger", "FloatingPoint",
                                                   "BinaryFloatingPoint", "LosslessStringConvertible"]

    /// Whether a protocol, or one it inherits, requires an init or a static member other than an operator.
    private func requiresTypeMembers(_ proto: NominalDecl, depth: Int) -> Bool {
        if !proto.initializers.isEmpty || proto.properties.values.contains(where: \.isStatic)
            || proto.methods.values.joined().contains(where: { $0.isStatic && $0.name.first.map { $0.isLetter || $0 == "_" } == true }) {
            return true
        }
        guard depth < 8 else { return false }
        return proto.inherits.contains { inherited in
            if inherited.simpleName == "CaseIterable" { return true }
            guard let parent = inherited.simpleName.flatMap({ program.types[$0] }), parent.kind == .protocolType else { return false }
            return requiresTypeMembers(parent, depth: depth + 1)
        }
    }

    /// The declared function or method a call resolved to, by its place.
    private func genericCallee(_ callee: Expr, _ declaration: OverloadChoice) -> FunctionDecl? {
        let name: String
        switch callee.kind {
        case .identifier(let called): name = called
        case .member(_, let called): name = called
        default: return nil
        }
        let matches = { (f: FunctionDecl, file: String) in f.span == declaration.span && file == declaration.file }
        if let found = program.functions(named: name).first(where: matches) { return found.0 }
        for type in program.types.values {
            for isStatic in [false, true] {
                if let found = type.methods(named: name, isStatic: isStatic).first(where: matches) { return found.0 }
            }
        }
        return nil
    }

    /// `sumar([1, 2])` of such a function: its callee, wrapped with the types its generic
    /// parameters are bound to at this call, for the run time. Refused when one is not a type
    /// the run time can name (a generic parameter of the caller's).
    func carryGenericArguments(_ callee: inout Expr, at span: Span) {
        guard let record = genericCallBindings[span], let f = genericCallee(callee, record.declaration),
              namesGenericParametersAsTypes(f) else { return }
        let name = f.name
        var refs: [TypeRef] = []
        for parameter in f.genericParameters {
            // `plegar(xs)` inside `envolver<T: Monoide>`: the caller's own `T`, which its call carried.
            if case .parameter(let own)? = record.bindings[parameter.name], valueGenericParameter(own) != nil {
                refs.append(TypeRef(.named(path: [own], generics: []), span: callee.span))
                continue
            }
            guard let bound = record.bindings[parameter.name], let ref = bound.writtenTypeRef else {
                report(Msg.Syntax.notInSubset(Msg.Typing.genericArgumentUntold(parameter.name, name)), at: span.start)
                return
            }
            refs.append(ref)
        }
        callee = Expr(.staticType(callee, TypeRef.genericArguments(refs, of: f.span)), span: callee.span)
    }
}

extension TypeChecker {
    /// `T` in `T.init()`, `T.crear(1)`, as a generic parameter the body names as a type.
    func valueGenericParameterNamed(_ base: Expr) -> GenericParameter? {
        guard case .identifier(let name) = base.kind else { return nil }
        return valueGenericParameter(name)
    }
}

extension TypeChecker {
    /// `Sequence` when an `extension Sequence` (given to arrays) declares `member`.
    func libraryProtocolAdding(_ member: String) -> String? {
        for (ext, _) in program.pendingExtensions {
            guard let proto = ext.libraryProtocol else { continue }
            for case .function(let f) in ext.members where f.name == member { return proto }
            for case .variable(let v) in ext.members where v.name == member { return proto }
        }
        return nil
    }
}

extension TypeChecker {
    /// `t.adios()` on a `T: Saluda` whose extension declares `adios` and whose requirements do
    /// not: the extension's, whatever `T` declares (Swift dispatches it statically).
    func protocolExtensionChoice(_ name: String, on parameter: String, _ arguments: [Argument]) -> OverloadChoice? {
        guard let generic = valueGenericParameter(parameter) else { return nil }
        for constraint in generic.constraints {
            guard let proto = constraint.simpleName.flatMap({ program.types[$0] }), proto.kind == .protocolType,
                  let found = inheritedMethods(name, in: proto, isStatic: false, fitting: arguments),
                  found.owner.kind == .protocolType, found.methods.count == 1 else { continue }
            if isRequirement(found.methods[0].0, of: found.owner) { return nil }
            return OverloadChoice(file: found.methods[0].1, span: found.methods[0].0.span)
        }
        return nil
    }
}

extension TypeChecker {
    /// `g(3)` of a `func g<T: P>` where only `Double` is extended to `P`: the literal is a
    /// `Double`, as swiftc infers it.
    func literalsTakeConformingType(_ bindings: inout [String: SwiftType], _ evidence: [String: [Evidence]],
                                    of callable: Callable) {
        guard let declaration = callable.declaration, bindings.values.contains(.int) else { return }
        let free = program.functions.keys.lazy.compactMap { name in
            self.program.functions(named: name).first { $0.0.span == declaration.span && $0.1 == declaration.file }?.0
        }.first
        guard let f = free ?? program.types.values.lazy.compactMap({ type in
                type.methods.values.joined().first { $0.span == declaration.span } }).first else { return }
        for parameter in f.genericParameters where bindings[parameter.name] == .int {
            guard let found = evidence[parameter.name], found.allSatisfy(\.fromLiteral) else { continue }
            let protocols = parameter.constraints.compactMap(\.simpleName)
            if protocols.contains(where: { !libraryType(.int, meets: $0) }), protocols.allSatisfy({ libraryType(.double, meets: $0) }) {
                bindings[parameter.name] = .double
            }
        }
    }
}

extension TypeChecker {
    /// The names a body casts to (`as? A`, `as! A`, `is A`), read from its text: a generic
    /// parameter there must be known at run time.
    func castTargets(in f: FunctionDecl) -> Set<String> {
        guard !f.genericParameters.isEmpty else { return [] }
        guard let source = declaringSource(of: f) else { return [] }
        let key = "\(source.firstPath):\(f.name)@\(f.span.start)-\(f.span.end)"
        if let known = castTargetsRead[key] { return known }
        let targets = Self.castTargets(in: source, f.span)
        castTargetsRead[key] = targets
        return targets
    }

    private static func castTargets(in source: SourceFile, _ span: Span) -> Set<String> {
        let bytes = Array(source.text.utf8)
        guard span.start >= 0, span.end <= bytes.count, span.start < span.end else { return [] }
        let words = String(decoding: bytes[span.start..<span.end], as: UTF8.self)
            .split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" || $0 == "!") }
        var targets = Set<String>()
        for (word, next) in zip(words, words.dropFirst()) where ["as?", "as!", "is", "as"].contains(word) {
            targets.insert(String(next))
        }
        return targets
    }

    private func declaringSource(of f: FunctionDecl) -> SourceFile? {
        if let index = program.functions[f.name]?.firstIndex(where: { $0.span == f.span }),
           let sources = program.functionSources[f.name], sources.indices.contains(index) {
            return sources[index]
        }
        for type in program.types.values {
            if let index = type.methods[f.name]?.firstIndex(where: { $0.span == f.span }),
               let sources = type.methodSources[f.name], sources.indices.contains(index) {
                return sources[index]
            }
        }
        return nil
    }
}
