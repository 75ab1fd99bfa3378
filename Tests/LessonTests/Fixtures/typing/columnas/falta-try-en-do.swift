enum Fallo: Error { case vacio }
func leer() throws -> Int { throw Fallo.vacio }
do {
    let n = leer()
    print(n)
} catch {
    print(error)
}
