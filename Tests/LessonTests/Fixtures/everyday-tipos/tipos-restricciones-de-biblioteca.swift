func suma<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
print(suma([1, 2, 3]), suma([1.5, 2.5]))
func mayor<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print(mayor("ana", "eva"), mayor(3, 9), mayor(2.5, 1.0), mayor(Character("a"), Character("z")))
func media<T: BinaryFloatingPoint>(_ xs: [T]) -> T { xs.reduce(0, +) / T(xs.count) }
print(media([1.0, 2.0, 4.0]))
func pares<T: BinaryInteger>(_ xs: [T]) -> [T] { xs.filter { $0 % 2 == 0 } }
print(pares([1, 2, 3, 4]))
struct Caja<T> { var v: T }
func doble<T: Numeric>(_ c: Caja<T>) -> T { c.v + c.v }
print(doble(Caja(v: 21)), doble(Caja(v: 1.5)))
func describir<T: CustomStringConvertible>(_ x: T?) -> String { x?.description ?? "nada" }
print(describir(3), describir(true), describir(Optional<Int>.none))
func unicos<T: Hashable>(_ xs: [T]) -> Int { Set(xs).count }
print(unicos(["a", "b", "a"]), unicos([true, false, true]), unicos([1.0, 1.0]))
func contar<S: Sequence>(_ s: S) -> Int { s.reduce(0) { n, _ in n + 1 } }
print(contar("hola"), contar([1, 2]))
func largo<S: StringProtocol>(_ s: S) -> Int { s.count }
print(largo("abc"))
func iguales<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(iguales(true, true), iguales("a", "b"))
func ordenar<T: Comparable>(_ xs: [T]) -> [T] { xs.sorted() }
print(ordenar(["b", "a"]), ordenar([3, 1, 2]))
