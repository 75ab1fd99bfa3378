func mayor<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print(mayor(3, 7), mayor("pera", "manzana"), mayor(2, 2.5))
func contar<T: Equatable>(_ x: T, en xs: [T]) -> Int { xs.filter { $0 == x }.count }
print(contar(2, en: [1, 2, 2, 3]), contar("a", en: ["a", "b"]))
func aplicar<T, U>(_ xs: [T], _ f: (T) -> U) -> [U] {
    var r: [U] = []
    for x in xs { r.append(f(x)) }
    return r
}
print(aplicar([1, 2, 3]) { $0 * 2 }, aplicar(["a", "bb"]) { $0.count })
func envolver<T>(_ x: T) -> [T] { [x] }
let ds: [Double] = envolver(3)
print(ds, envolver("s"), envolver(2.0))
func primeroO<T>(_ xs: [T], _ otro: T) -> T { xs.first ?? otro }
print(primeroO([], 5), primeroO([1.5], 2))
struct Caja<T> { var valor: T }
func abrir<T>(_ c: Caja<T>) -> T { c.valor }
print(abrir(Caja(valor: 3)) + 1, abrir(Caja<Double>(valor: 3)))
