protocol Creable {
    init(valor: Int)
}
struct Caja: Creable {
    var v: Int
    init(v: Int) { self.v = v }
}
protocol Saluda {
    func saludar(nombre: String) -> String
}
struct Persona: Saluda {
    func saludar(persona: String) -> String { persona }
}
class Base: Creable {
    var v = 0
    init(x: Int) { v = x }
}
