// Misusing functions whose parameters are inout.
let agregar: (inout [Int]) -> Void = { $0.append(1) }
var xs = [0]
agregar(xs)
func aplicar(_ g: (inout Int) -> Void, _ n: inout Int) { g(&n) }
func mostrar(_ x: Int) { print(x) }
var n = 1
aplicar(mostrar, &n)
let leer: (Int) -> Void = agregar
let imprimir: (Int) -> Void = { print($0) }
imprimir(&n)
func doblar(_ x: inout Int) { x *= 2 }
let soloLee: (Int) -> Void = doblar
let cambia: (inout Int) -> Void = { x in print(x) }
cambia(n)
let k = 4
cambia(&k)
