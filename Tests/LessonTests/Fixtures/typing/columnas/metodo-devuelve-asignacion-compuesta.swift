class Contador {
    var n = 0
    func sumar() -> Int { n += 1 }
}
