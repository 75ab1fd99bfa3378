protocol Creable {
    init(valor: Int)
}
class Pieza: Creable {
    var valor: Int
    init(valor: Int) {
        self.valor = valor
    }
}
print(Pieza(valor: 3).valor)
