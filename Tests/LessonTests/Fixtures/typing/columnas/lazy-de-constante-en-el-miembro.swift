// Leer una propiedad lazy de un struct constante: swiftc señala la propiedad.
struct Estadistica {
    var datos: [Int]
    lazy var maximo: Int = datos.max() ?? 0
}

var buena = Estadistica(datos: [3, 9, 4])
print(buena.maximo)
let fija = Estadistica(datos: [1, 2])
print("máximo: \(fija.maximo)")
