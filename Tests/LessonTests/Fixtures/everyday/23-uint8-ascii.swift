// UInt8 como lo da asciiValue: cuentas, comparaciones, conversiones y opcionales.
let c: Character = "c"
let n = c.asciiValue! - 97
print(n, Int(c.asciiValue!) - 97)
print(c.asciiValue! > 98, c.asciiValue! == 99, c.asciiValue == 99)
print(c.asciiValue as Any)
print(String(describing: c.asciiValue), "\(c.asciiValue!)")
let base: UInt8 = 65
print(base + 2, base * 2, base / 2, base % 7, type(of: base))
var total: UInt8 = 0
for caracter in "abc" {
    total += caracter.asciiValue! - 96
}
print(total, UInt8.max, UInt8.min, UInt8(200), UInt8("17") as Any, UInt8("300") as Any)
let codigos = "Hola".compactMap { $0.asciiValue }
print(codigos, codigos.map { Int($0) }.reduce(0, +), codigos.max()!, codigos.sorted())
func desplazar(_ letra: Character, _ paso: UInt8) -> UInt8 {
    guard let valor = letra.asciiValue, letra.isLowercase else { return 0 }
    return (valor - 97 + paso) % 26 + 97
}
print("hola zeta".map { desplazar($0, 3) })
switch c.asciiValue! {
case 97...122: print("minúscula")
default: print("otra")
}
let bytes: [UInt8] = [1, 2, 250]
print(bytes, bytes.contains(250), Double(bytes[2]) / 2, bytes[2] &+ 10, UInt8(ascii: "A"))
let maybe: UInt8? = nil
print(maybe ?? 7, (maybe ?? 0) + 1)
func f(_ b: UInt8) -> UInt8 { b + 1 }
print(f(65), type(of: f(65)))
struct P { var codigo: UInt8 }
var p = P(codigo: 5)
p.codigo += 250
print(p, p.codigo)
let d: [Character: UInt8] = ["a": 1]
print(d["a"]! + 1, d)
var acc: UInt8 = 0
for i in 0..<3 { acc += UInt8(i) }
print(acc, acc == 3, acc > 2 ? "si" : "no")
let opt: UInt8? = Character("A").asciiValue
if let v = opt, v >= 65 { print("mayúscula", v) }
print([UInt8(1), 2].map { $0 * 2 }, [UInt8(3), 1].sorted(), Array(UInt8(1)...UInt8(3)))
