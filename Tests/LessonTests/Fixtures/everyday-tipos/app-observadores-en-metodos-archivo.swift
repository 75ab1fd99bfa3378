struct Contador { var n = 0; mutating func sube() { n += 1 } }
var c = Contador()
let subir = { c.sube() }
subir(); subir()
print(c.n)
var copia = c
copia.sube()
print(c.n, copia.n)

class Registro {
    var entradas: [Int] = [] {
        didSet { print("  didSet: \(oldValue.count) → \(entradas.count)") }
    }
}
let reg = Registro()
reg.entradas.append(1)
reg.entradas += [2, 3]
reg.entradas[0] = 10
reg.entradas.removeLast()
print(reg.entradas)

struct Jugador {
    var puntos = 0 {
        willSet { print("  puntos \(puntos) → \(newValue)") }
    }
    mutating func ganar(_ p: Int) { puntos += p }
}
var j = Jugador()
j.ganar(5)
j.puntos *= 2
var equipo = [Jugador(), Jugador()]
equipo[1].ganar(3)
print(j.puntos, equipo.map(\.puntos))

func valorConDefer() -> Int {
    var x = 1
    defer { x = 100; print("  defer x =", x) }
    x = 2
    return x * 10
}
print(valorConDefer())

var funciones: [() -> Int] = []
for i in 1...3 { funciones.append { i * 10 } }
var k = 0
while k < 3 { k += 1; funciones.append { k } }
print(funciones.map { $0() })

func duplicar(_ xs: inout [Int]) { for i in xs.indices { xs[i] *= 2 } }
var numeros = [1, 2, 3]
duplicar(&numeros)
var matriz = [[1, 2], [3, 4]]
duplicar(&matriz[1])
print(numeros, matriz)

struct Perezoso {
    lazy var caro: Int = { print("  calculando"); return 42 }()
    var accesos = 0
}
var pz = Perezoso()
print(pz.accesos)
print(pz.caro, pz.caro)
var pz2 = pz
print(pz2.caro)

class Cuenta { static var total = 0; let id: Int; init() { Cuenta.total += 1; id = Cuenta.total } }
let cuentas = (1...3).map { _ in Cuenta() }
print(cuentas.map(\.id), Cuenta.total)
