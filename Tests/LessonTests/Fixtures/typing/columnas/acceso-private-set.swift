struct Contador {
    private(set) var n = 0
    private(set) var historial: [Int] = []
    mutating func subir() { n += 1; historial.append(n) }
}
var c = Contador()
c.subir()
print(c.n, c.historial)
c.n = 3
c.n += 1
