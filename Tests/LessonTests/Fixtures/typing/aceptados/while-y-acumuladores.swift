func pasos(hasta limite: Int) -> Int {
    var n = 1
    var cuenta = 0
    while n < limite {
        n *= 2
        cuenta += 1
    }
    return cuenta
}

var restantes = [3, 1, 4, 1, 5]
var suma = 0
while !restantes.isEmpty {
    let x = restantes.removeLast()
    if x == 1 { continue }
    suma += x
}
print(pasos(hasta: 100), suma)
var i = 0
repeat {
    i += 3
} while i < 10
print(i)
