/// What the checker says of access control: a `private` member used outside its type, a
/// `private(set)` property assigned from outside.
extension Msg {
    public enum Access {
        /// Swift's rule for `private`, said once.
        static let privateScope = "solo se usa dentro de su tipo y de sus extensiones en este archivo"

        /// swiftc: «'saldo' is inaccessible due to 'private' protection level».
        public static func inaccessible(_ name: String, _ level: String) -> String {
            "«\(name)» no se ve desde aquí: es '\(level)', \(privateScope)"
        }
        /// swiftc: «'Cuenta' initializer is inaccessible due to 'private' protection level».
        public static func initializerInaccessible(_ type: String, _ level: String) -> String {
            "el init de '\(type)' no se ve desde aquí: es '\(level)', \(privateScope)"
        }
        /// The memberwise init is as private as the most private of the properties it sets.
        public static func memberwiseInaccessible(_ type: String, _ property: String, _ level: String) -> String {
            "el init por miembros de '\(type)' no se ve desde aquí: es '\(level)' porque la propiedad «\(property)» lo es"
        }
        /// The reason a `private(set)` property cannot change here (after «no se puede asignar: »).
        public static func setterInaccessible(_ name: String, _ level: String) -> String {
            "el set de «\(name)» es '\(level)(set)': solo cambia dentro de su tipo y de sus extensiones en este archivo"
        }
    }
}
