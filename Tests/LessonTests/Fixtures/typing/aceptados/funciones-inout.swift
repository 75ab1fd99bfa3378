// Functions whose parameters are inout, held in constants, passed and called with &.
let agregarUno: (inout [Int]) -> Void = { $0.append(1) }
var xs = [0]
agregarUno(&xs)
agregarUno(&xs)
print(xs)

func aplicar(_ g: (inout Int) -> Void, _ n: inout Int) { g(&n) }
var n = 3
aplicar({ $0 += 10 }, &n)
print(n)

func doblar(_ x: inout Int) { x *= 2 }
aplicar(doblar, &n)
print(n)
let h = doblar
h(&n)
print(n)

let sumar: (inout Int, Int) -> Void = { total, valor in total += valor }
var total = 0
for v in [1, 2, 3] { sumar(&total, v) }
print(total)

let escrito = { (x: inout String) in x += "!" }
var saludo = "hola"
escrito(&saludo)
print(saludo)

var pasos: [(inout Int) -> Void] = [{ $0 += 1 }, doblar, { $0 -= 3 }]
var m = 5
for paso in pasos { paso(&m) }
print(m)
pasos.removeAll()

struct Contador {
    var valor = 0
    let cambio: (inout Int) -> Void
    mutating func avanzar() { cambio(&valor) }
}
var c = Contador(cambio: { $0 += 5 })
c.avanzar()
c.avanzar()
print(c.valor)

func repetir(_ veces: Int, _ cuerpo: (inout [String]) -> Void) -> [String] {
    var lista: [String] = []
    for _ in 0..<veces { cuerpo(&lista) }
    return lista
}
print(repetir(3) { $0.append("x\($0.count)") })
var matriz = [[1, 2], [3, 4]]
agregarUno(&matriz[1])
print(matriz)
print(type(of: agregarUno))
print(type(of: doblar))
func aplicarTodas<T>(_ fs: [(inout T) -> Void], a valor: T) -> T {
    var v = valor
    for f in fs { f(&v) }
    return v
}
print(aplicarTodas([doblar, { $0 += 1 }], a: 5))
var cuenta = 0
let sumarA: (inout Int) -> Void = { $0 += cuenta; cuenta += 1 }
var z = 10
sumarA(&z); sumarA(&z)
print(z, cuenta)
func hacer() -> (inout String) -> Void { return { $0 = $0.uppercased() } }
var s = "abc"
hacer()(&s)
print(s)
let conFirma = { (x: inout Int, y: Int) -> Int in x += y; return x * 2 }
var w = 1
print(conFirma(&w, 4), w)
struct Punto { var x = 0 }
let leerX: (Punto) -> Int = { $0.x }
print(type(of: leerX))
let moverX: (inout Punto, Int) -> Void = { $0.x += $1 }
var p = Punto()
moverX(&p, 3)
print(p, type(of: moverX))
