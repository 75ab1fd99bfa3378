// Una extensión hace que Int y String cumplan un protocolo del programa: Int toma el método por
// defecto, String pone el suyo, y los dos caben en un array del protocolo.
protocol Describible {
    func describir() -> String
}
extension Describible {
    func describir() -> String { "un valor: \(self)" }
}
extension Int: Describible {}
extension String: Describible {
    func describir() -> String { "texto " + self }
}
print(7.describir(), "a".describir())
let cosas: [any Describible] = [1, "b", 3]
for cosa in cosas { print(cosa.describir()) }
func presentar(_ d: some Describible) -> String { "«" + d.describir() + "»" }
print(presentar(42))
