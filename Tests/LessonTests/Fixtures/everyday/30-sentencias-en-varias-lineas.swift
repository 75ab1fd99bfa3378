// Una sentencia larga partida en varias líneas, como en el archivo: una línea que acaba en un
// operador o en una coma, otra que empieza por uno, la llave en su propia línea, `where`,
// `else` y `catch` en la línea siguiente.
struct Producto: Equatable,
    CustomStringConvertible {
    var nombre: String
    var precio: Double
    var description: String { nombre }
}

enum ErrorCompra: Error { case sinSaldo }

func mayor<T: Comparable>(_ a: T, _ b: T) -> T
    where T: Equatable {
    return a > b ? a : b
}

func total(_ productos: [Producto]) -> Double
{
    return productos.reduce(0) { $0 + $1.precio }
}

let carrito = [Producto(nombre: "pan", precio: 1.5), Producto(nombre: "queso", precio: 4.25)]
let subtotal = total(carrito) +
    2.0
let conEnvio = subtotal
    + 3.5
    - 1.0
print(subtotal, conEnvio)
let etiqueta = conEnvio > 10
    ? "caro"
    : "barato"
print(etiqueta, mayor(3, 7), mayor("kiwi", "pera"))
let hayPan = carrito.contains { $0.nombre == "pan" } &&
    carrito.count > 1
if hayPan
    && subtotal > 5 {
    print("compra completa")
}
let descuento = carrito.first?.precio
    ?? 0
print(descuento)
for p in carrito
    where p.precio > 2 {
    print("caro:", p)
}
do {
    throw ErrorCompra.sinSaldo
}
catch {
    print("error:", error)
}
if subtotal > 100 {
    print("mucho")
}
else {
    print("poco")
}
let saldo = 3.0 // lo que queda:
guard saldo > 0
else { fatalError("sin saldo") }
print(saldo)
