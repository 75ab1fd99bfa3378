func crearContador(desde inicio: Int = 0, paso: Int = 1) -> () -> Int {
    var actual = inicio
    return {
        actual += paso
        return actual
    }
}

func crearAcumulador() -> (add: (Int) -> Void, total: () -> Int) {
    var suma = 0
    return ({ suma += $0 }, { suma })
}

struct Termostato {
    static let minimo = 10
    static var cambios = 0
    var temperatura: Int = 20 {
        willSet { print("  \(temperatura) → \(newValue)") }
        didSet {
            Termostato.cambios += 1
            if temperatura < Termostato.minimo { temperatura = Termostato.minimo }
        }
    }
    static func describir(_ t: Termostato) -> String { "Termostato a \(t.temperatura)º" }
}

let c1 = crearContador()
let c2 = crearContador(desde: 100, paso: -10)
print(c1(), c1(), c2(), c1(), c2())
let (add, total) = crearAcumulador()
[5, 10, 15].forEach(add)
print("total:", total())
var t = Termostato()
t.temperatura = 25
t.temperatura -= 20
print(Termostato.describir(t), "cambios:", Termostato.cambios)

var acciones: [() -> String] = []
for i in 1...3 {
    acciones.append { "acción \(i)" }
}
var multiplicador = 2
let escalar = { (x: Int) -> Int in x * multiplicador }
multiplicador = 10
print(acciones.map { $0() }, escalar(4))

let matriz = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
var encontrado: (Int, Int)? = nil
buscar: for (f, fila) in matriz.enumerated() {
    for (c, valor) in fila.enumerated() {
        if valor % 2 == 0 && f > 0 { continue buscar }
        if valor == 7 {
            encontrado = (f, c)
            break buscar
        }
    }
}
print(encontrado.map { "fila \($0.0), columna \($0.1)" } ?? "no")
var n = 27, pasos = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    pasos += 1
}
print("Collatz(27):", pasos)
let grande = Int.max
print(grande &+ 1 == Int.min, Int.min &- 1 == Int.max, 3 &* Int.max)
var hash = 5381
for c in "hola" { hash = (hash &* 33) &+ hash &+ Int(c.asciiValue!) }
print(hash)
print(stride(from: 0, to: 10, by: 3).map { $0 }, Array(stride(from: 1.0, through: 2.0, by: 0.25)))
for x in stride(from: 10, through: 0, by: -5) { print(x, terminator: " ") }
print()
print(zip([1, 2, 3], ["a", "b"]).map { "\($0)\($1)" })
let pares = (1...20).filter { $0.isMultiple(of: 2) }.prefix(3)
print(Array(pares), pares.count)
var conteo = 0
repeat { conteo += 3 } while conteo < 10
print(conteo)
let ordenado = [3, 1, 2].sorted(by: >)
let sumados = [1, 2, 3].reduce(0, +)
print(ordenado, sumados, [1, 2, 3].map(String.init).joined(separator: "-"))
func f() -> (() -> Int, () -> Void) {
    var s = 0
    return ({ s }, { s += 1 })
}
let (ver, inc) = f()
inc(); inc()
print(ver())
func g() -> (ver: () -> Int, inc: () -> Void) {
    var s = 0
    let a = { s }
    let b = { s += 1 }
    return (a, b)
}
let x = g()
x.inc()
print(x.ver())
func h() -> (() -> Int, () -> Void) {
    var s = 0
    let t = ({ s }, { s += 1 })
    return t
}
let (v2, i2) = h()
i2()
print(v2())
let par = crearAcumulador()
par.add(3)
par.add(4)
print(par.total(), total())
let y: (f: () -> Int, m: Int) = ({ 3 }, 4)
print(y.m, y.f())
func lista() -> [() -> Int] {
    var n = 0
    return [{ n += 1; return n }, { n * 100 }]
}
let fs = lista()
print(fs[0](), fs[0](), fs[1]())
