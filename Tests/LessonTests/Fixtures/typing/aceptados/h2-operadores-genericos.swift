func suma<T: Numeric>(_ a: T, _ b: T) -> T { a + b * 2 }
func mayor<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
func iguales<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func menor<T>(_ a: T, _ b: T) -> Bool where T: Comparable { a < b }
func mitad<T: BinaryInteger>(_ a: T) -> T { a / 2 + a % 2 }
func media<T: FloatingPoint>(_ a: T, _ b: T) -> T { (a + b) / 2 }
func hash<T: Hashable>(_ a: T, _ b: T) -> Bool { a != b }
func ambos<T: Comparable & Hashable>(_ a: T, _ b: T) -> Bool { a <= b }
func entero<T>(_ a: T, _ b: T) -> Bool where T == Int { a + b > 2 }
protocol Sumable { static func + (a: Self, b: Self) -> Self }
struct Metros: Sumable {
    var v: Int
    static func + (a: Metros, b: Metros) -> Metros { Metros(v: a.v + b.v) }
}
func total<T: Sumable>(_ a: T, _ b: T) -> T { a + b }
struct Caja<T: Comparable> {
    var x: T
    func menorQue(_ otro: T) -> Bool { x < otro }
}
print(suma(1, 2), mayor("a", "b"), iguales(1.5, 1.5), menor(3, 4), mitad(7), media(1.0, 2.0))
print(hash("a", "b"), ambos(1, 2), entero(1, 2), total(Metros(v: 1), Metros(v: 2)).v, Caja(x: 3).menorQue(4))
