func total<T: Numeric>(_ xs: [T]) -> T { var s = T.zero; for x in xs { s += x }; return s }
print(total([1, 2, 3]), total([0.5, 0.25]))
func comoDouble<T: BinaryInteger>(_ n: T) -> Double { Double(n) / 2 }
print(comoDouble(7))
func promedio<T: BinaryFloatingPoint>(_ a: T, _ b: T) -> T { (a + b) / T(2) }
print(promedio(1.0, 2.0))
func leer<T: LosslessStringConvertible>(_ s: String, como: T.Type) -> T? { T(s) }
print(leer("42", como: Int.self) as Any, leer("x", como: Int.self) as Any, leer("2.5", como: Double.self) as Any)
func cuadrado<T: Numeric>(_ x: T) -> T { x * x }
print(cuadrado(4), cuadrado(1.5))
func maximo<T: FixedWidthInteger>(_ t: T.Type) -> T { T.max }
print(maximo(Int.self))
