protocol Nombrable {
    let id: Int
    var nombre: String
    var edad: Int { get }
}
