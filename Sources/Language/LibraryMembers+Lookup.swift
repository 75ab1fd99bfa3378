extension LibraryMembers {
    /// Whether a value of the library type named `type` has an instance member called `name`,
    /// counting what Foundation adds when `foundation`; nil for a type the table does not list.
    public static func has(_ name: String, onTypeNamed type: String, foundation: Bool) -> Bool? {
        guard let names = standard[type] else { return nil }
        return names.contains(name) || foundation && self.foundation[type]?.contains(name) == true
    }
}
