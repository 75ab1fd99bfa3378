// Las formas de pow que swiftc resuelve con pow(Double, Double).
import Foundation
let lado = 3.0
let n = 2
print(pow(lado, 2), pow(2.0, 10.0), pow(2, 0.5))
print(pow(lado + 1, 3), pow(Double(n), 2), pow(lado, Double(n)))
let d: Double = pow(2, 10)
print(d, pow(1.5, -2.0))
