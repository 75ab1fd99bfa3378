struct Contador {
    private(set) var historial: [Int] = []
}
var c = Contador()
c.historial.append(3)
