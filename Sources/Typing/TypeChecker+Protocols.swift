import Language
import Messages

/// Protocols and class inheritance: what a type inherits (a superclass's members, a protocol's
/// requirements and the defaults of its extensions), whether it conforms, and the checks swiftc
/// makes where a type is declared (requirements met, `override` only over a superclass member).
extension TypeChecker {
    /// The program's types `type` inherits from, nearest first: its superclass chain, then every
    /// protocol it conforms to (through its superclasses and the protocols' own inheritance).
    func supertypes(of type: NominalDecl) -> [NominalDecl] {
        var found: [NominalDecl] = []
        var seen: Set<String> = [type.name]
        var pending = [type]
        while !pending.isEmpty {
            let current = pending.removeFirst()
            for name in current.inheritedNames {
                guard let full = program.lookup([name], from: Array(current.path.dropLast())),
                      let parent = program.types[full], seen.insert(full).inserted else { continue }
                found.append(parent)
                pending.append(parent)
            }
        }
        // Superclasses before protocols: a class's own chain answers first.
        return found.filter { $0.kind == .classType } + found.filter { $0.kind != .classType }
    }

    func superclass(of type: NominalDecl) -> NominalDecl? { program.superclass(of: type) }

    /// Whether `type` declares (or inherits) conformance to the protocol named `name`: one of
    /// the program's or one of the library's (`Equatable`, `Error`…), by its written name.
    func conforms(_ type: NominalDecl, to name: String) -> Bool {
        if type.name == name || type.inheritedNames.contains(name) { return true }
        return supertypes(of: type).contains { $0.name == name || $0.inheritedNames.contains(name) }
    }

    /// The methods called `name` that a value of `type` has: its own, else the nearest
    /// supertype's (a superclass's, a protocol's requirement or default), with their owner.
    /// A superclass's method with other labels is still there beside them: `B.f(_:_:)` is an
    /// overload of the `A.f(_:)` it inherits, and a call picks among both.
    func inheritedMethods(_ name: String, in type: NominalDecl, isStatic: Bool) -> (owner: NominalDecl, methods: [(FunctionDecl, String)])? {
        func labels(_ f: FunctionDecl) -> [String] { f.parameters.map { $0.label ?? "_" } }
        let chain = [type] + supertypes(of: type)
        for (index, candidate) in chain.enumerated() {
            var methods = candidate.methods(named: name, isStatic: isStatic)
            guard !methods.isEmpty else { continue }
            var seen = Set(methods.map { labels($0.0) })
            for further in chain.dropFirst(index + 1) where candidate.kind == .classType && further.kind == .classType
                && further.genericParameters.isEmpty {
                for method in further.methods(named: name, isStatic: isStatic) where seen.insert(labels(method.0)).inserted {
                    methods.append(method)
                }
            }
            return (candidate, methods)
        }
        return nil
    }

    /// The same, for a call with `arguments`: when the nearest owner's methods of that name take
    /// other labels, a supertype's that fit (a protocol extension's `buscar(_:)` beside the
    /// type's own `buscar(texto:)`: both are members, and Swift picks by the labels).
    func inheritedMethods(_ name: String, in type: NominalDecl, isStatic: Bool,
                          fitting arguments: [Argument]) -> (owner: NominalDecl, methods: [(FunctionDecl, String)])? {
        guard let nearest = inheritedMethods(name, in: type, isStatic: isStatic) else { return nil }
        func fits(_ owner: NominalDecl, _ methods: [(FunctionDecl, String)]) -> Bool {
            methods.contains { labelsFit(callable($0.0, in: owner.path, file: $0.1).parameters, arguments) }
        }
        if fits(nearest.owner, nearest.methods) { return nearest }
        for candidate in supertypes(of: type) {
            let methods = candidate.methods(named: name, isStatic: isStatic)
            if !methods.isEmpty, fits(candidate, methods) { return (candidate, methods) }
        }
        return nearest
    }

    func inheritedProperty(_ name: String, in type: NominalDecl) -> (owner: NominalDecl, property: VariableDecl)? {
        for candidate in [type] + supertypes(of: type) {
            if let property = candidate.properties[name] { return (candidate, property) }
        }
        return nil
    }

    /// A property or method a value of `type` gets from a superclass or a protocol.
    func inheritedMemberType(_ name: String, in type: NominalDecl, isStatic: Bool) -> SwiftType? {
        for parent in supertypes(of: type) {
            if let member = memberType(name, in: parent, isStatic: isStatic, inherited: false) {
                if case .nominal(let n, _) = member, n == parent.name, parent.kind == .protocolType,
                   parent.requirements.isEmpty == false, name == "init" { continue }
                return member
            }
        }
        return nil
    }

    /// Whether `method` is one of the protocol's requirements (dispatched by the value) rather
    /// than a method only its extensions declare.
    func isRequirement(_ method: FunctionDecl, of proto: NominalDecl) -> Bool {
        proto.requirements.contains {
            if case .function(let f) = $0 { return f.name == method.name && f.parameters.map(\.label) == method.parameters.map(\.label) }
            return false
        }
    }

    // MARK: - Where a type is declared

    /// Requirements of each protocol the declaration (the type's own, or an extension's)
    /// makes `type` conform to, reported where the conformance is written, as swiftc does: at
    /// the type's name, or at the `extension` that declares it.
    func checkConformances(of type: NominalDecl, declaredBy inherits: [TypeRef], at offset: Int, isExtension: Bool = false) {
        guard type.kind != .protocolType else { return }
        let supertypes = supertypes(of: type)
        for parent in protocols(reachableFrom: inherits, of: type) {
            switch missingRequirement(of: parent, in: type, providers: [type] + supertypes) {
            case nil: break
            case .missing: report(Msg.Everyday.doesNotConform(type.name, parent.name), at: offset)
            case .otherLabels(let method) where method.isInitializer:
                report(Msg.Everyday.witnessInitializerLabels(method.displayName, parent.name, method.requirementName), at: method.offset)
            case .otherLabels(let method):
                report(Msg.Everyday.witnessLabels(method.displayName, parent.name, method.requirementName), at: method.offset)
            case .notRequired(let name, let place):
                report(Msg.Everyday.initializerNotRequired(name, type.name), at: place)
            }
        }
        let names = inherits.compactMap(\.simpleName)
        for name in names where program.lookup([name], from: Array(type.path.dropLast())) == nil {
            if libraryRequirementMissing(name, in: type) {
                report(Msg.Everyday.doesNotConform(type.name, name), at: offset)
            }
            for missing in unsynthesizable(name, in: type) {
                report(Msg.Everyday.doesNotConform(type.name, missing), at: offset)
            }
        }
        if !isExtension, let parent = superclass(of: type), parent.isFinal {
            report(Msg.Everyday.inheritsFromFinal(parent.name), at: offset)
        }
        // `struct Gato: Animal` with Animal a struct: only classes inherit, and only from a class.
        for name in names {
            guard let full = program.lookup([name], from: Array(type.path.dropLast())), let parent = program.types[full],
                  parent.kind == .structType || parent.kind == .enumType || (parent.kind == .classType && type.kind != .classType)
            else { continue }
            report(Msg.Everyday.inheritsFromNonProtocol(parent.name), at: offset)
        }
    }

    /// The program's protocols that the names written after `:` bring: each protocol, the
    /// protocols it inherits, and those of a superclass named there.
    private func protocols(reachableFrom inherits: [TypeRef], of type: NominalDecl) -> [NominalDecl] {
        var found: [NominalDecl] = []
        var seen: Set<String> = []
        for name in inherits.compactMap(\.simpleName) {
            guard let full = program.lookup([name], from: Array(type.path.dropLast())), let parent = program.types[full] else { continue }
            for candidate in [parent] + supertypes(of: parent) where candidate.kind == .protocolType {
                if seen.insert(candidate.name).inserted { found.append(candidate) }
            }
        }
        return found
    }

    /// Why a type does not meet a protocol: a requirement nothing declares, or a method that would
    /// meet it but for its argument labels (swiftc then points at that method).
    private enum Unmet {
        case missing(String)
        case otherLabels(Witness)
        /// An `init` that meets an `init` requirement in a class that is not final, without `required`.
        case notRequired(String, at: Int)
    }

    /// A struct, or a final class that inherits nothing, with no `init` of its own and every stored
    /// property given a value (or an optional `var`): Swift gives it an `init()`, which meets a
    /// protocol's `init()` (`struct Punto: Creable { var x = 0 }`).
    private func hasImplicitEmptyInit(_ type: NominalDecl) -> Bool {
        guard !type.bodyDeclaresInit, type.initializers.isEmpty else { return false }
        switch type.kind {
        case .structType: break
        case .classType: guard type.isFinal, program.superclass(of: type) == nil else { return false }
        case .enumType, .protocolType: return false
        }
        return type.storedProperties.allSatisfy { property in
            if property.initializer != nil { return true }
            if !property.isLet, case .optional? = property.type?.kind { return true }
            return false
        }
    }

    /// `init(valor:)`, as swiftc names an initializer.
    static func initializerName(_ i: InitDecl) -> String {
        "init(" + i.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
    private struct Witness {
        var displayName: String
        var requirementName: String
        var offset: Int
        var isInitializer = false
    }

    /// The first requirement of `proto` that none of the `providers` (`type` and its supertypes,
    /// `proto` among them with the defaults of its extensions) declares.
    private func missingRequirement(of proto: NominalDecl, in type: NominalDecl, providers: [NominalDecl]) -> Unmet? {
        for requirement in proto.requirements {
            switch requirement {
            case .function(let f):
                let labels = f.parameters.map(\.label)
                let matches: (NominalDecl) -> Bool = { owner in
                    owner.methods(named: f.name, isStatic: f.isStatic).contains {
                        $0.0.body != nil && $0.0.parameters.map(\.label) == labels
                            && self.sameSignature(f, in: proto, $0.0, in: owner)
                    }
                }
                if providers.contains(where: matches) { continue }
                // One method of the type's own with the requirement's types and other labels.
                let relabelled = type.methods(named: f.name, isStatic: f.isStatic).map(\.0).filter {
                    $0.body != nil && $0.parameters.count == labels.count && self.sameSignature(f, in: proto, $0, in: type)
                }
                if relabelled.count == 1, let method = relabelled.first, type.source.firstPath == source.firstPath {
                    return .otherLabels(Witness(displayName: method.shownName, requirementName: f.shownName,
                                                offset: method.nameSpan.start))
                }
                return .missing(f.name)
            case .variable(let v):
                guard let name = v.name else { continue }
                let wanted = v.type.map { written in inType(proto.path, isStatic: v.isStatic) { resolve(written, reporting: false) } }
                let has: (NominalDecl) -> Bool = { owner in
                    guard let p = owner.properties[name] else { return false }
                    // `{ get set }` needs a place that changes: no `let`, no computed property without `set`.
                    if v.requiresSetter, p.isLet || (p.getter != nil && p.setter == nil) { return false }
                    // `var id: Int { get }` is not met by a `let id: String`.
                    if owner.kind != .protocolType, let wanted, !wanted.isUnknown, !wanted.isOpaque,
                       !(v.type?.namedPaths.contains { $0.first == "Self" || self.program.unmodelled.contains($0.last ?? "") } ?? false) {
                        let given = self.propertyType(p, in: owner)
                        if !given.isOpaque, !wanted.matches(given) { return false }
                    }
                    return owner.kind != .protocolType || p.getter != nil
                }
                let isCase = type.kind == .enumType && type.enumCase(name) != nil && v.isStatic
                if !providers.contains(where: has), !isCase { return .missing(name) }
            case .initializer(let i):
                let labels = i.parameters.map(\.label)
                let memberwise = type.kind == .structType && !type.bodyDeclaresInit
                    && type.storedProperties.map(\.name) == labels
                let own = type.initializers.first { $0.parameters.map(\.label) == labels }
                // One `init` of the type's own with the requirement's types and other labels: swiftc points at it.
                if !memberwise, own == nil, let candidate = relabelledInitializer(i, of: proto, in: type) {
                    return .otherLabels(Witness(displayName: Self.initializerName(candidate), requirementName: Self.initializerName(i),
                                                offset: candidate.span.start, isInitializer: true))
                }
                if !memberwise, own == nil, !(labels.isEmpty && hasImplicitEmptyInit(type)) { return .missing("init") }
                // A subclass inherits the requirement: only a `required init` meets it.
                if type.kind == .classType, !type.isFinal, let own, !own.isRequired {
                    return .notRequired(Self.initializerName(i), at: own.span.start)
                }
            case .enumDecl, .structDecl, .classDecl, .extensionDecl, .enumCase, .typeAlias, .protocolDecl:
                continue
            }
        }
        return nil
    }

    /// Whether a method has the requirement's parameter and result types, each read where it is
    /// written. A type the checker does not know (`Self`, an associated type) proves nothing.
    private func sameSignature(_ requirement: FunctionDecl, in proto: NominalDecl, _ method: FunctionDecl, in owner: NominalDecl) -> Bool {
        func types(_ f: FunctionDecl, _ type: NominalDecl) -> [SwiftType] {
            inType(type.path, isStatic: f.isStatic) {
                (f.parameters.map(\.type) + [f.result].compactMap { $0 }).map { resolve($0, reporting: false) }
            }
        }
        guard (requirement.result == nil) == (method.result == nil) else { return false }
        // `Self` and associated types stand for the conforming type's own: no opinion.
        let written = [requirement, method].flatMap { $0.parameters.map(\.type) + [$0.result].compactMap { $0 } }
        if written.contains(where: { $0.namedPaths.contains { $0.first == "Self" || program.unmodelled.contains($0.last ?? "") } }) {
            return true
        }
        return zip(types(requirement, proto), types(method, owner)).allSatisfy { wanted, given in
            wanted.isUnknown || given.isUnknown || wanted.isOpaque || given.isOpaque || wanted.matches(given)
        }
    }

    /// The library protocols whose one requirement swiftc cannot synthesize for `type`.
    private func libraryRequirementMissing(_ name: String, in type: NominalDecl) -> Bool {
        switch name {
        case "CustomStringConvertible": return inheritedProperty("description", in: type) == nil
        case "Identifiable": return inheritedProperty("id", in: type) == nil && type.kind != .classType
        case "Comparable":
            // swiftc synthesizes `<` for an enum whose payloads are all Comparable.
            if type.kind == .enumType, type.cases.allSatisfy({ element in
                (payload(of: element, in: type) ?? []).allSatisfy { isComparable($0.type) }
            }) { return false }
            return inheritedMethods("<", in: type, isStatic: true) == nil
        case "CaseIterable":
            return type.kind == .enumType && type.cases.contains { $0.payload != nil }
                && inheritedProperty("allCases", in: type) == nil
        default: return false
        }
    }

    /// Whether values of this type are `Comparable` (an enum's payloads, a tuple's elements): the
    /// library's comparable values and the program's own Comparable types (no opinion on what is unknown).
    func isComparable(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .double, .string, .character, .substring, .unknown, .parameter: return true
        case .nominal: return nominal(type).map { conforms($0, to: "Comparable") } ?? true
        // The numbers lesson computes with, and `Unicode.Scalar`, compare as Swift's do.
        case .opaque, .result: return type.isNumeric || type == .unicodeScalar
        case .bool, .void, .optional, .array, .dictionary, .set, .tuple, .function, .inoutParameter, .metatype, .range,
             .library, .never: return false
        }
    }

    /// The offset of the type's name in its declaration (swiftc points there).
    func offsetOfName(_ type: NominalDecl) -> Int {
        offsetOfName(type.path.last, declaredAt: type.span)
    }

    /// The offset of `name` in the declaration at `span`.
    func offsetOfName(_ name: String?, declaredAt span: Span) -> Int {
        guard let name, span.start < source.utf8.count,
              let found = source.offset(of: " " + name, in: span.start..<min(span.end, source.utf8.count)) else { return span.start }
        return found + 1
    }

    /// `override func f()` needs a superclass method `f`; a method that has one needs `override`.
    func checkOverride(_ f: FunctionDecl, in type: NominalDecl) {
        // Only a class's instances go away at a moment of their own.
        if f.name == "deinit", type.kind != .classType {
            report(Msg.Typing.deinitOutsideClass(type.name), at: f.nameSpan.start)
        }
        // A class's methods change its instances without it: swiftc refuses the word (a
        // subscript's setter is kept as a `mutating` method, which no one wrote).
        if type.kind == .classType, f.isMutating, !f.isStatic, f.name != FunctionDecl.subscriptSetter {
            report(Msg.Everyday.mutatingInClass, at: modifierOffset("mutating", before: f.nameSpan.start))
        }
        if type.kind != .classType, f.isOverride {
            return report(Msg.Everyday.overrideOutsideClass, at: modifierOffset("override", before: f.nameSpan.start))
        }
        guard type.kind == .classType, f.name != "deinit" else { return }
        let parent = superclass(of: type)
        let inherited = parent.flatMap { inheritedMethods(f.name, in: $0, isStatic: f.isStatic) }
        let labels = f.parameters.map(\.label)
        let sameName = inherited?.methods.filter { $0.0.parameters.map(\.label) == labels }.map(\.0) ?? []
        // An override takes the same types and gives the same result (`-> Int` for a `-> Double`
        // overrides nothing); other types make an overload, which needs no `override`.
        let signature = signatureTypes(f)
        let plain = type.genericParameters.isEmpty && inherited.map { $0.owner.genericParameters.isEmpty } ?? true
        let overridden = sameName.first { method in
            guard plain, f.genericParameters.isEmpty, method.genericParameters.isEmpty else { return true }
            let other = signatureTypes(method)
            return other.count == signature.count && zip(other, signature).allSatisfy { $0 == $1 || $0.isUnknown || $1.isUnknown }
        }
        if f.isOverride, overridden == nil {
            report(Msg.Everyday.overrideWithoutSuper, at: f.nameSpan.start)
        } else if !f.isOverride, overridden != nil {
            report(Msg.Everyday.overrideNeedsKeyword, at: f.nameSpan.start)
        } else if let overridden, overridden.isFinal {
            report(Msg.Everyday.overridesFinal(f.name), at: f.nameSpan.start)
        }
    }

    private func signatureTypes(_ f: FunctionDecl) -> [SwiftType] {
        f.parameters.map { resolve($0.type, reporting: false) } + [f.result.map { resolve($0, reporting: false) } ?? .void]
    }

    /// `override var x: T { … }` replaces a property the superclass has; a computed property the
    /// superclass has needs `override`. (An observing override is `checkObservedOverride`'s.)
    func checkPropertyOverride(_ v: VariableDecl, in type: NominalDecl) {
        guard let name = v.name else { return }
        guard type.kind == .classType else {
            if v.isOverride { report(Msg.Everyday.overrideOutsideClass, at: modifierOffset("override", before: v.span.start)) }
            return
        }
        guard v.getter != nil || v.isOverride && v.willSet == nil && v.didSet == nil else { return }
        let found = superclass(of: type).flatMap { inheritedProperty(name, in: $0) }
        let inherited = found.map { $0.property.isStatic == v.isStatic } ?? false
        if v.isOverride, inherited, v.getter != nil, found?.property.isLet == true {
            return report(Msg.Typing.overridesLetProperty(name), at: offsetOfName(name, declaredAt: v.span))
        }
        // `override var ruedas = 2`: a subclass may compute or observe what it inherits, not store it again.
        if v.isOverride, inherited, v.getter == nil {
            return report(Msg.Everyday.overrideWithStoredProperty(name), at: offsetOfName(name, declaredAt: v.span))
        }
        if v.isOverride, !inherited {
            report(Msg.Everyday.overridesNoProperty, at: offsetOfName(name, declaredAt: v.span))
        } else if !v.isOverride, inherited, !v.isStatic {
            report(Msg.Everyday.overrideNeedsKeyword, at: offsetOfName(name, declaredAt: v.span))
        }
    }

    /// `override var x: T { didSet { … } }` observes a property the superclass has, that can
    /// change, of the same type. False when it does not (reported at its name, as swiftc does).
    func checkObservedOverride(_ v: VariableDecl) -> Bool {
        guard let name = v.name, let type = program.types[context.path.joined(separator: ".")] else { return true }
        let offset = offsetOfName(name, declaredAt: v.span)
        guard let parent = superclass(of: type), let (owner, inherited) = inheritedProperty(name, in: parent), !inherited.isStatic else {
            report(Msg.Everyday.overridesNoProperty, at: offset)
            return false
        }
        if inherited.isLet || inherited.getter != nil && inherited.setter == nil {
            report(Msg.Everyday.observesReadOnly(name), at: offset)
            return false
        }
        let own = v.type.map { resolve($0, reporting: false) } ?? .unknown
        let theirs = propertyType(inherited, in: owner)
        if !own.isUnknown, !theirs.isUnknown, !own.matches(theirs) {
            report(Msg.Everyday.overrideOfOtherType(name, own.spelling, theirs.spelling), at: offset)
            return false
        }
        return true
    }
}
