// Un informe con String(format:) de enteros de varios anchos: %d, %03d, %x, %ld, %lu, %5d.
import Foundation
let a: Int32 = 42
let b: UInt8 = 7
let c: UInt = 9
let n = 5
print(String(format: "%d|%03d|%x|%ld|%lu|%5d", a, b, c, n, c, Int16(-3)), String(format: "%.2f", Double(a) / 3))
let filas: [(String, UInt16, Int32)] = [("pan", 3, -120), ("leche", 12, 4500)]
for (nombre, cantidad, saldo) in filas { print(String(format: "%-6@|%4u|%+6d|%04X", nombre, cantidad, saldo, cantidad)) }
