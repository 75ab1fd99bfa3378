import Language
import Messages

/// Definite initialization, as swiftc checks it: a local declared without a value (`let x: Int`)
/// must be assigned on every path before it is read. Branches merge what each left unassigned;
/// a loop's body may run no time at all.
struct PendingInitialization {
    struct Key: Hashable {
        var depth: Int
        var name: String
    }
    var names: Set<Key> = []
    /// Reported once each, so a name read many times is one error.
    var reported: Set<Key> = []
    /// Constants declared without a value, with the loop depth where each was declared: one
    /// assigned inside a deeper loop would be assigned on every turn.
    var deferredConstants: [Key: Int] = [:]
    /// Deferred constants that some path going on from here has assigned already.
    var maybeAssigned: Set<Key> = []
    var loopDepth = 0
}

extension TypeChecker {
    /// The scope depth where a local lives, innermost first.
    func depth(of name: String) -> Int? {
        for index in scopes.indices.reversed() where scopes[index][name] != nil { return index }
        return nil
    }

    func declareUninitialized(_ name: String, isLet: Bool) {
        let key = PendingInitialization.Key(depth: scopes.count - 1, name: name)
        initialization.names.insert(key)
        if isLet { initialization.deferredConstants[key] = initialization.loopDepth }
    }

    /// `x = v` on a `let` declared without a value: allowed once, on a path where it has none
    /// yet, and not inside a loop that may run it again (swiftc: «may only be initialized once»).
    func checkSingleInitialization(_ name: String, at offset: Int) -> Bool {
        guard let depth = depth(of: name) else { return true }
        let key = PendingInitialization.Key(depth: depth, name: name)
        guard let loopDepth = initialization.deferredConstants[key] else { return true }
        if initialization.maybeAssigned.contains(key) || !initialization.names.contains(key)
            || initialization.loopDepth > loopDepth {
            reportFlow(Msg.Typing.initializedTwice(name), at: offset)
        }
        initialization.maybeAssigned.insert(key)
        return false
    }

    /// Checks a loop's body, which may run any number of times.
    func inLoop(_ body: () -> Void) {
        initialization.loopDepth += 1
        body()
        initialization.loopDepth -= 1
    }

    func isPending(_ name: String) -> Bool {
        guard let depth = depth(of: name) else { return false }
        return initialization.names.contains(.init(depth: depth, name: name))
    }

    func markInitialized(_ name: String) {
        guard let depth = depth(of: name) else { return }
        initialization.names.remove(.init(depth: depth, name: name))
    }

    /// A read of `name`: an error when some path reaches it without a value.
    func checkInitialized(_ name: String, at offset: Int) {
        guard let depth = depth(of: name) else { return }
        // A global read in a function's or a type's body: the body may run once the top level
        // has given it a value (swiftc then judges the declaration; not modelled).
        if depth == 0, declarationDepth > 0 { return }
        let key = PendingInitialization.Key(depth: depth, name: name)
        guard initialization.names.contains(key), initialization.reported.insert(key).inserted else { return }
        let isLet = scopes[depth][name]?.isLet ?? true
        reportFlow(Msg.Typing.usedBeforeInitialized(name, isLet: isLet), at: offset)
    }

    /// Names left without a value by scopes that have ended are forgotten.
    func forgetPending(above depth: Int) {
        initialization.names = initialization.names.filter { $0.depth < depth }
        initialization.maybeAssigned = initialization.maybeAssigned.filter { $0.depth < depth }
        initialization.deferredConstants = initialization.deferredConstants.filter { $0.key.depth < depth }
    }

    /// Runs alternative paths from the same start; after them, a name is unassigned when any
    /// path that goes on (does not return) left it so. `exhaustive` is false when control may
    /// also skip every path. Each path says whether it goes on.
    func alternatives(_ count: Int, exhaustive: Bool, _ path: (Int) -> Bool) {
        let start = initialization.names, startAssigned = initialization.maybeAssigned
        var after: Set<PendingInitialization.Key> = exhaustive && count > 0 ? [] : start
        var assignedAfter = startAssigned
        for index in 0..<count {
            initialization.names = start
            initialization.maybeAssigned = startAssigned
            if path(index) {
                after.formUnion(initialization.names)
                assignedAfter.formUnion(initialization.maybeAssigned)
            }
        }
        initialization.names = after
        initialization.maybeAssigned = assignedAfter
    }
}

extension TypeChecker {
    /// `class Alumno { var nombre: String }` without an `init`: its properties would never get a
    /// value, so swiftc refuses the class at its name (a struct has its memberwise init instead).
    func checkClassHasInitializers(_ type: NominalDecl) {
        guard lacksInitializers(type) else { return }
        report(Msg.Typing.classWithoutInitializers(type.name), at: offsetOfName(type))
    }

    /// A subclass that declares a designated init of its own inherits none of its superclass's:
    /// each `required init` there must be written again (swiftc says so at the closing brace).
    func checkRequiredInitializers(_ type: NominalDecl, closingAt offset: Int) {
        guard type.kind == .classType, let parent = superclass(of: type) else { return }
        let required = requiredInitializers(of: parent)
        // An init with the labels of a required one overrides it, and is required in its turn.
        for own in type.initializers where !own.isRequired {
            let labels = own.parameters.map(\.label)
            guard required.contains(where: { $0.parameters.map(\.label) == labels }) else { continue }
            report(own.isOverride ? Msg.Typing.overrideOfRequiredNeedsRequired : Msg.Typing.requiredOnEveryOverride, at: own.span.start)
        }
        guard type.initializers.contains(where: { !$0.isConvenience }) else { return }
        for required in required {
            let labels = required.parameters.map(\.label)
            if type.initializers.contains(where: { $0.parameters.map(\.label) == labels }) { continue }
            report(Msg.Typing.requiredInitializerMissing(Self.initializerName(required), parent.name), at: offset)
        }
    }

    /// The initializers of a class that its subclasses must write: its own `required` ones,
    /// and those of its ancestors it inherits or overrides (an override is required too).
    func requiredInitializers(of type: NominalDecl) -> [InitDecl] {
        var chain: [NominalDecl] = [type], seen: Set<String> = [type.name]
        while let parent = superclass(of: chain[chain.count - 1]), seen.insert(parent.name).inserted { chain.append(parent) }
        var required: [InitDecl] = []
        for ancestor in chain.reversed() {
            let overriding = ancestor.initializers.filter { own in
                own.isRequired || required.contains { $0.parameters.map(\.label) == own.parameters.map(\.label) }
            }
            // A class that writes a designated init inherits none: it has what it writes.
            required = ancestor.initializers.contains(where: { !$0.isConvenience }) ? overriding
                : required + overriding.filter { own in !required.contains { $0.parameters.map(\.label) == own.parameters.map(\.label) } }
        }
        return required
    }

    func lacksInitializers(_ type: NominalDecl) -> Bool {
        type.kind == .classType && type.initializers.isEmpty && type.storedProperties.contains { !Self.startsWithValue($0) }
    }
}
