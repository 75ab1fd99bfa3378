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
}

extension TypeChecker {
    /// The scope depth where a local lives, innermost first.
    func depth(of name: String) -> Int? {
        for index in scopes.indices.reversed() where scopes[index][name] != nil { return index }
        return nil
    }

    func declareUninitialized(_ name: String) {
        initialization.names.insert(.init(depth: scopes.count - 1, name: name))
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
        report(Msg.Typing.usedBeforeInitialized(name, isLet: isLet), at: offset)
    }

    /// Names left without a value by scopes that have ended are forgotten.
    func forgetPending(above depth: Int) {
        initialization.names = initialization.names.filter { $0.depth < depth }
    }

    /// Runs alternative paths from the same start; after them, a name is unassigned when any
    /// path that goes on (does not return) left it so. `exhaustive` is false when control may
    /// also skip every path. Each path says whether it goes on.
    func alternatives(_ count: Int, exhaustive: Bool, _ path: (Int) -> Bool) {
        let start = initialization.names
        var after: Set<PendingInitialization.Key> = exhaustive && count > 0 ? [] : start
        for index in 0..<count {
            initialization.names = start
            if path(index) { after.formUnion(initialization.names) }
        }
        initialization.names = after
    }
}
