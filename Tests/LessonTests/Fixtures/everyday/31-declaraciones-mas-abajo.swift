// Funciones, tipos y extensiones escritos al final del archivo y usados antes, como permite
// Swift: el programa de arriba ya los conoce.
let precios = ["sopa": 5, "flan": 3]
let pedido = Pedido(platos: ["sopa", "flan"], mesa: 3)
print(pedido.resumen)
print(precioTotal(pedido), "café".conMayuscula)
print(Nivel.allCases.map(\.descripcion))

var contador = 0
func siguiente() -> Int {
    contador += 1
    return contador
}
print(siguiente(), siguiente())

struct Pedido {
    var platos: [String]
    var mesa: Int
    var resumen: String { "Mesa \(mesa): \(platos.joined(separator: ", "))" }
}

func precioTotal(_ pedido: Pedido) -> Int {
    pedido.platos.reduce(0) { $0 + (precios[$1] ?? 0) }
}

enum Nivel: CaseIterable {
    case bajo, alto
    var descripcion: String { self == .bajo ? "poco" : "mucho" }
}

extension String {
    var conMayuscula: String { prefix(1).uppercased() + dropFirst() }
}
