/// `weak var` fields of class instances. Swift frees an instance when its last strong reference
/// goes, and a weak one then reads nil; the interpreter frees instances the same way (an
/// `Instance`'s own `deinit`), so a weak field holds its instance through a Swift `weak`
/// reference beside the fields, and the field itself holds nil meanwhile.
final class WeakTarget {
    weak var instance: Instance?
    init(_ instance: Instance) { self.instance = instance }
}

extension Instance {
    /// The field at `index` as the program reads it: a `weak var` gives its instance while it lives.
    @inline(__always)
    func field(_ index: Int) -> Value {
        guard !weakTargets.isEmpty, let target = weakTargets[index] else { return fields[index] }
        return .optional(target.instance.map { .instance($0) })
    }

    /// Every field as the program reads it (for showing the instance).
    var readableFields: [Value] { weakTargets.isEmpty ? fields : fields.indices.map(field) }

    /// Changes the field at `index` in place (`body` sees what the program reads there); a
    /// `weak var` then lets go of its instance again.
    func modifyField<T>(_ index: Int, _ body: (inout Value) throws -> T) rethrows -> T {
        guard type.hasWeakFields, type.storedProperties[index].isWeak else { return try body(&fields[index]) }
        fields[index] = field(index)
        weakTargets[index] = nil
        defer { holdWeakly(index) }
        return try body(&fields[index])
    }

    /// After the field at `index` was written: a `weak var` keeps its instance weakly.
    func holdWeakly(_ index: Int) {
        guard type.hasWeakFields, type.storedProperties[index].isWeak else { return }
        weakTargets[index] = nil
        var value = fields[index]
        while case .optional(let wrapped?) = value { value = wrapped }
        guard case .instance(let target) = value else { return }
        weakTargets[index] = WeakTarget(target)
        fields[index] = .optional(nil)
    }
}
