// Una pila que se describe sola solo si sus elementos saben describirse
struct Pila<Elemento> {
    private var elementos: [Elemento] = []
    mutating func meter(_ e: Elemento) { elementos.append(e) }
    mutating func sacar() -> Elemento? { elementos.popLast() }
}

extension Pila: CustomStringConvertible where Elemento: CustomStringConvertible {
    var description: String { "[" + elementos.map(\.description).joined(separator: " < ") + "]" }
}

struct Ficha { var color = "rojo" }

struct Carta: CustomStringConvertible {
    let valor: Int
    var description: String { "carta \(valor)" }
}

var numeros = Pila<Int>()
numeros.meter(3)
numeros.meter(7)
print(numeros)
print("texto: \(numeros)")

var fichas = Pila<Ficha>()
fichas.meter(Ficha())
fichas.meter(Ficha(color: "azul"))
print(fichas)
print("texto: \(fichas)")

var cartas = Pila<Carta>()
cartas.meter(Carta(valor: 1))
cartas.meter(Carta(valor: 12))
print(cartas, String(describing: cartas))
_ = cartas.sacar()
print([cartas])

var palabras = Pila<String>()
palabras.meter("hola")
print(palabras, [palabras])
