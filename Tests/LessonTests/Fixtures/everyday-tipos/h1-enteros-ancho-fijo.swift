// Un sensor que guarda temperaturas en Int8, un contador de visitas en UInt
// y puntuaciones en Int32: cuentas, conversiones y límites de cada tipo.
let temperaturas: [Int8] = [12, -3, 25, 7, -10]
let maxima = temperaturas.max()!
let minima = temperaturas.min()!
print("máxima:", maxima, "mínima:", minima, "rango:", Int(maxima) - Int(minima))
let suma = temperaturas.reduce(0, +)
print(suma, type(of: suma), temperaturas.sorted(), temperaturas.filter { $0 < 0 })
let media = Double(suma) / Double(temperaturas.count)
print("media: \(media)")
var bajoCero: Int8 = -128
bajoCero += 100
print(bajoCero, -bajoCero, abs(bajoCero), bajoCero == -28, bajoCero < 0)

var visitas: UInt = 0
for _ in 1...5 { visitas += 3 }
visitas *= 2
print("visitas:", visitas, visitas / 4, visitas % 4, visitas > 20)
let porDia = Int(visitas) / 7
print(porDia, UInt(porDia) + visitas)

struct Jugador {
    var nombre: String
    var puntos: Int32
}
var jugadores = [Jugador(nombre: "Ana", puntos: 1200), Jugador(nombre: "Luis", puntos: 980), Jugador(nombre: "Marta", puntos: 1510)]
jugadores[1].puntos += 300
let ranking = jugadores.sorted { $0.puntos > $1.puntos }
for (i, j) in ranking.enumerated() { print("\(i + 1). \(j.nombre): \(j.puntos)") }
let total = jugadores.map { Int64($0.puntos) }.reduce(0, +) * 1_000_000
print(total, Int32.max, Int8.min, UInt16.max, UInt32.max)
let bonus: Int16 = 250
print(Int32(bonus) * 4, Int8(exactly: 250) as Any, Int8(clamping: 250), Int8(truncatingIfNeeded: 250), UInt8(bonus))
print(Int16("123")! + 1, Int16("70000") as Any, Int32("abc") as Any)
let mascara: UInt8 = 0b1010_1010
let bits: UInt32 = 0xFF
print(mascara & 0x0F, bits << 4, bits >> 3, bits | 0x100, bits ^ 0xF0, bits &* 0x1000000)
let conjunto: Set<Int32> = [3, 1, 3, 2]
let pesos: [String: UInt16] = ["manzana": 180, "pera": 150]
print(conjunto.sorted(), conjunto.contains(2), pesos["manzana"]! + pesos["pera"]!, pesos["kiwi", default: 0])
for nivel in Int8(1)...3 { print("nivel", nivel, terminator: "; ") }
print()
let n = 70
print(Int32(n) == 70, UInt8(n) < 100, Int64(n) * Int64(n), String(Int32(n)), "\(UInt(n))!", Int8(n).description)
let nota: Int8 = 7
switch nota {
case 0..<5: print("suspenso")
case 5...8: print("aprobado")
default: print("sobresaliente")
}
print(nota.isMultiple(of: 7), String(nota, radix: 2), String(UInt8(10), radix: 16), nota.signum(), Int32.zero)
for k in stride(from: Int16(10), to: 0, by: -3) { print(k, terminator: " ") }
for k in stride(from: UInt8(250), through: 255, by: 2) { print(k, terminator: " ") }
print()
