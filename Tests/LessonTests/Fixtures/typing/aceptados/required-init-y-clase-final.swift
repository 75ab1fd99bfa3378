protocol Creable {
    init(valor: Int)
}
class Pieza: Creable {
    var valor: Int
    required init(valor: Int) { self.valor = valor }
}
class PiezaRoja: Pieza {
    required init(valor: Int) { super.init(valor: valor * 2) }
}
final class Ficha: Creable {
    var valor: Int
    init(valor: Int) { self.valor = valor }
}
struct Token: Creable {
    var valor: Int
}
enum Forma: Equatable { case punto }
struct Figura: Equatable { var forma: Forma }
print(Pieza(valor: 1).valor, PiezaRoja(valor: 2).valor, Ficha(valor: 3).valor, Token(valor: 4).valor)
print(Figura(forma: .punto) == Figura(forma: .punto))
