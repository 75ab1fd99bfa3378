enum Fallo: Error { case malo }
func doble(_ n: Int) throws -> Int {
    if n > 100 { throw Fallo.malo }
    return n * 2
}
func aplicar(_ f: (Int) -> Int, a valor: Int) -> Int {
    return f(valor)
}
let r = aplicar({ try doble($0) }, a: 4)
print(r)
