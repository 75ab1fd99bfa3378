// Un literal entero pasado a T: P cuando solo Double cumple P es un Double, como lo deduce swiftc.
protocol P {}
extension Double: P {}
func g<T: P>(_ x: T) { print(x) }
g(3)
extension Double { var mitad: Double { self / 2 } }
func mitad<T: P>(_ x: T) -> String { "\(x)" }
print(mitad(7), mitad(7.5))
