// Literales que toman el tipo de donde van: el resultado de una función, una tupla, un valor
// por defecto, un closure, append/insert/+= de un array, un Set. `&+` lo muestra: da la vuelta
// en el tipo (250 &+ 10 es 4 en un UInt8), no en Int.
func tope() -> UInt8 { 250 }
let par: (UInt8, Int) = (250, 3)
struct Marcador { var local: Int8 = 127; var tiros: [UInt8] = [250] }
let m = Marcador()
let quizas: Int8? = 127
let matriz: [[Int8]] = [[127]]
let porNombre: [String: [UInt16]] = ["a": [65530]]
let cierre: () -> UInt8 = { 250 }
let mezcla = [UInt8(1), 250]
func doble(_ n: Int8 = 127) -> Int8 { n }
var lista: [Int8] = []
lista.insert(127, at: 0)
lista += [127]
lista.append(contentsOf: [127])
lista.append(127)
let conjunto: Set<UInt8> = [250]
var cuenta: [String: UInt8] = [:]
cuenta["x", default: 250] &+= 10
print(tope() &+ 10, par.0 &+ 10, m.local &+ 1, m.tiros[0] &+ 10, quizas! &+ 1, matriz[0][0] &+ 1)
print(porNombre["a"]![0] &+ 10, cierre() &+ 10, mezcla[1] &+ 10, doble() &+ 1, lista.map { $0 &+ 1 }, conjunto.first! &+ 10)
print(cuenta, type(of: tope()), type(of: lista[3]), Int8(100) &+ 100, UInt32(4_000_000_000) &+ 500_000_000)
