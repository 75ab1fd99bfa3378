struct Contador {
    var n = 0
    mutating func sumar() { n += 1 }
}
let f = Contador.sumar
