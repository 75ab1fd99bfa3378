import Foundation
// Funciones hash de un estudiante (djb2, FNV-1a) y un xorshift: UInt32 y UInt64 con &+, &*,
// desplazamientos, ^=, y operadores de bits pasados a reduce.
func djb2(_ s: String) -> UInt32 {
    var h: UInt32 = 5381
    for b in s.utf8 { h = (h << 5) &+ h &+ UInt32(b) }
    return h
}
func fnv1a(_ s: String) -> UInt64 {
    var h: UInt64 = UInt64(1469598103934665603) &* 10 &+ 7
    for b in s.utf8 {
        h ^= UInt64(b)
        h = h &* 1099511628211
    }
    return h
}
print(djb2("hola"), djb2("Hola mundo, ¿qué tal?"), fnv1a("hola"), fnv1a(""))
print(String(djb2("abc"), radix: 16), Int(truncatingIfNeeded: fnv1a("x")), UInt8(truncatingIfNeeded: djb2("a")))
var semilla: UInt32 = 42
func aleatorio() -> UInt32 {
    semilla ^= semilla << 13
    semilla ^= semilla >> 17
    semilla ^= semilla << 5
    return semilla
}
print((0..<5).map { _ in aleatorio() % 100 })
let suma: UInt16 = [UInt16](repeating: 60000, count: 2).reduce(0, &+) &+ 60000
print(suma, [1, 2, 3].reduce(0, ^), [6, 3].reduce(7, &), [1, 2].reduce(0, |), [5].reduce(Int.max, &+))
print(Int(exactly: UInt64(5)) as Any, Int(exactly: UInt64.max) as Any, Int(clamping: UInt64.max), Int(truncatingIfNeeded: UInt64.max), Int(exactly: UInt8(3)) as Any)
print(UInt8(exactly: 300) as Any, UInt8(exactly: 3.0) as Any, UInt8(clamping: -5), UInt8(truncatingIfNeeded: 513), Int8(exactly: 2.5) as Any)
