// Enteros de ancho fijo dentro de structs, enums con valor en bruto UInt8/Int32, inout,
// parámetros por defecto, diccionarios y operaciones de bits.
struct Persona { var nombre: String; var edad: UInt8 = 0; var puntos: Int32 = 0 }
var p = Persona(nombre: "Eva")
p.edad += 1
p.puntos -= 500
p.puntos *= 3
print(p, p.edad, p.puntos, p.edad == 1)
func subir(_ x: inout Int16, por n: Int16 = 10) { x += n }
var nivel: Int16 = 5
subir(&nivel); subir(&nivel, por: -20)
print(nivel)
let cond = nivel < 0
let r: Int64 = cond ? 1 : 2
print(r, [Int32](repeating: 7, count: 2), Array(1...3).map { Int8($0) }, (1...3).map(UInt.init))
print(Optional(Int32(3)) as Any, String(describing: UInt16(9)), "\(UInt(12))", [Int8(1): "uno"], [UInt: [Int32]]())
debugPrint(Int8(-3), [Int64(1)])
let valores: [Int32] = [5, -2, 9]
print(valores.sorted(by: >), valores.map { $0.magnitude }, valores.filter { $0 < 0 }.count, valores.contains(9))
var total: Int64 = 0
for v in valores { total += Int64(v) }
print(total, valores.max()! - valores.min()!, valores.firstIndex(of: -2)!)
enum Nivel: UInt8 { case bajo = 1, medio, alto }
print(Nivel.alto.rawValue, Nivel(rawValue: 2)!, Nivel.bajo.rawValue + 10)
let hex: UInt32 = 0xFF00FF
print(hex >> 16, hex & 0xFF, String(hex, radix: 16), hex.nonzeroBitCount)
print(type(of: Nivel.alto.rawValue))
enum Codigo: Int32 { case ok = -1, fallo }
print(Codigo.fallo.rawValue * 100, Codigo(rawValue: -1)!)
let minimo: Int8 = -128
print(minimo.magnitude, type(of: minimo.magnitude), Int64(-5).magnitude, type(of: Int16(3).magnitude))
print(Int8(-1).nonzeroBitCount, Int16(1).leadingZeroBitCount, UInt32(8).trailingZeroBitCount, Int32(0).trailingZeroBitCount)
let n = -7
print(n.magnitude, type(of: n.magnitude), Int.min.magnitude, n.magnitude + 1)
let k: Int = Int(n.magnitude) * 2
print(k)
