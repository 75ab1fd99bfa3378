import Language

extension Program {
    /// How many of the program's types have a case or a static member called `name`. The run
    /// time finds the type of `.name` by the type it expects, and where it expects only a `T`
    /// (`c.meter(.roja)` of a `Caja<Puerta>`), by the one type that has it: with two, the
    /// checker writes the type out.
    func typesWithStaticMember(_ name: String) -> Int {
        if let cached = staticMemberOwners, cached.version == changes.count { return cached.counts[name] ?? 0 }
        var counts: [String: Int] = [:]
        for type in types.values where type.kind != .protocolType {
            var names = Set(type.cases.map(\.name))
            for (member, property) in type.properties where property.isStatic { names.insert(member) }
            for (member, methods) in type.methods where methods.contains(where: \.isStatic) { names.insert(member) }
            for member in names { counts[member, default: 0] += 1 }
        }
        staticMemberOwners = (changes.count, counts)
        return counts[name] ?? 0
    }
}
