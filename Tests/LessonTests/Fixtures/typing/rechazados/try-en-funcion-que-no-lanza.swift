enum Fallo: Error { case malo }
func validar(_ n: Int) throws -> Int {
    if n < 0 { throw Fallo.malo }
    return n
}
func procesar(_ n: Int) -> Int {
    let v = try validar(n)
    return v * 2
}
print(procesar(3))
