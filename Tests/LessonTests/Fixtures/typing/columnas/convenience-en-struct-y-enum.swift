// 'convenience' es solo para clases.
struct Fraccion {
    var arriba: Int
    var abajo: Int

    init(arriba: Int, abajo: Int) {
        self.arriba = arriba
        self.abajo = abajo
    }

    convenience init(entero: Int) {
        self.init(arriba: entero, abajo: 1)
    }
}

enum Moneda {
    case euro, dolar
    convenience init(simbolo: Character) {
        self = simbolo == "$" ? .dolar : .euro
    }
}

print(Fraccion(entero: 3).abajo, Moneda(simbolo: "$"))
