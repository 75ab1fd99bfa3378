// El cuerpo de una extensión de un tipo de la biblioteca se comprueba como cualquier método.
extension Array {
    func cuantos() -> Int {
        return "muchos"
    }
}
print([1, 2, 3].cuantos())
