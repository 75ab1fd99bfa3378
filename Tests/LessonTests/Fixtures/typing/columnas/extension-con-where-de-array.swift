// Los métodos de 'extension Array where …' solo existen para los arrays que cumplen el where.
extension Array where Element == Int {
    func suma() -> Int {
        var total = 0
        for x in self { total += x }
        return total
    }
}

extension Array where Element: Comparable {
    func mayorPrimero() -> [Element] { sorted(by: >) }
}

struct Caja {
    var peso: Int
}

let pesos = [4, 9, 2]
print(pesos.suma(), pesos.mayorPrimero())
print(["pera", "kiwi"].mayorPrimero())
let cajas = [Caja(peso: 3), Caja(peso: 5)]
print(cajas.map(\.peso).suma())
print(cajas.mayorPrimero().count)
let nombres = ["Ana", "Luz"]
print(nombres.suma())
