struct Caja {
    var peso: Int
}
let cajas = [Caja(peso: 2), Caja(peso: 1)]
let ordenadas = cajas.sorted(by: >)
print(ordenadas.count)
