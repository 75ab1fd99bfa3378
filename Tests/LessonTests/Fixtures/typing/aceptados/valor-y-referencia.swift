struct Carrito {
    var articulos: [String] = []
    mutating func agregar(_ a: String) { articulos.append(a) }
}

final class CarritoCompartido {
    var articulos: [String] = []
    func agregar(_ a: String) { articulos.append(a) }
}

var uno = Carrito()
var dos = uno
dos.agregar("pan")
let tres = CarritoCompartido()
let cuatro = tres
cuatro.agregar("leche")
print(uno.articulos, dos.articulos, tres.articulos, cuatro.articulos)

func vaciar(_ c: CarritoCompartido) { c.articulos = [] }
vaciar(tres)
print(cuatro.articulos.isEmpty)
