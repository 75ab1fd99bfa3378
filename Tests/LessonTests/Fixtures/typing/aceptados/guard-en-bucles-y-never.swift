func fallar(_ mensaje: String) -> Never {
    fatalError(mensaje)
}

func primerPositivo(_ xs: [Int]) -> Int {
    for x in xs {
        guard x > 0 else { continue }
        return x
    }
    fallar("ninguno es positivo")
}

func valor(_ o: Int?) -> Int {
    guard let o else { fallar("sin valor") }
    return o
}

var suma = 0
for x in [3, -1, 4, 0, 5] {
    guard x != 0 else { break }
    guard x > 0 else { continue }
    suma += x
}
var i = 0
while i < 10 {
    i += 1
    guard i % 3 == 0 else { continue }
    print("múltiplo", i)
}
print(primerPositivo([-2, 7]), suma, valor(4))
