// Una lista enlazada con `indirect`, construida en un bucle hasta 3 000 nodos de hondo:
// escribirla, compararla y usarla de clave da lo mismo que el programa compilado.
indirect enum Lista: Hashable {
    case vacia
    case nodo(Int, Lista)
}

var larga = Lista.vacia
for i in 0..<3_000 { larga = .nodo(i, larga) }
var otra = Lista.vacia
for i in 0..<3_000 { otra = .nodo(i, otra) }

let texto = String(describing: larga)
print(texto.count)
print(texto.prefix(40))
print(texto.suffix(12))
print(larga == otra, larga != .nodo(1, otra))

var vistas: Set<Lista> = [larga]
_ = vistas.insert(otra)
print(vistas.count)
let nombres = [larga: "larga"]
print(nombres[otra] ?? "ninguna")

struct Caja { var dentro: [Caja] }
var caja = Caja(dentro: [])
for _ in 0..<3_000 { caja = Caja(dentro: [caja]) }
let escrita = "\(caja)"
print(escrita.count, escrita.suffix(24))
