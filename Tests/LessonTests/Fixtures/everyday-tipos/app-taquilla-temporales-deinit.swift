// Entradas de una taquilla: una entrada que nadie guarda se va antes de que siga el if
final class Entrada {
    let fila: Int
    init(fila: Int) {
        self.fila = fila
        print("imprime entrada fila \(fila)")
    }
    deinit { print("se tira la entrada fila \(fila)") }
}

final class Taquilla {
    var vendidas: [Entrada] = []
    let aforo = 2
    func vender(_ e: Entrada) -> Bool {
        guard vendidas.count < aforo else { return false }
        vendidas.append(e)
        return true
    }
}

let taquilla = Taquilla()
for fila in 1...3 {
    if taquilla.vender(Entrada(fila: fila)) {
        print("vendida la fila \(fila)")
    } else {
        print("no queda sitio para la fila \(fila)")
    }
}

func comprobar(_ fila: Int) {
    guard taquilla.vender(Entrada(fila: fila)) else {
        print("guard: sin sitio para \(fila)")
        return
    }
    print("guard: vendida")
}
comprobar(9)

var intentos = 0
while !taquilla.vender(Entrada(fila: 20 + intentos)) && intentos < 2 {
    intentos += 1
    print("intento \(intentos)")
}
taquilla.vendidas.removeAll()
print("fin")
