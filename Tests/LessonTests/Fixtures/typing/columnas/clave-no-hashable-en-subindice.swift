// Un diccionario con claves que no son Hashable: swiftc lo dice en el tipo y en cada subíndice.
struct Posicion {
    var x: Int
    var y: Int
}

enum Pieza { case torre, alfil }

var tablero: [Posicion: Pieza] = [:]
tablero[Posicion(x: 0, y: 0)] = .torre
if let p = tablero[Posicion(x: 2, y: 0)] {
    print(p)
}
var porPieza: [Pieza: Int] = [.torre: 2]
porPieza[.alfil] = 2
print(porPieza.count)
