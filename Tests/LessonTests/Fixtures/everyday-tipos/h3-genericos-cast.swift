// Una función o un método genérico que convierte con as? T, con T dicho por el tipo que se espera del resultado.
protocol Animal { var nombre: String { get } }
struct Perro: Animal { var nombre: String }
struct Gato: Animal { var nombre: String }
let zoo: [any Animal] = [Perro(nombre: "rex"), Gato(nombre: "tom"), Perro(nombre: "fido")]
func filtrar<A: Animal>(_ xs: [any Animal]) -> [A] { xs.compactMap { $0 as? A } }
let perros: [Perro] = filtrar(zoo)
print(perros.map(\.nombre))
func primero<T>(_ xs: [Any]) -> T? { for x in xs { if let t = x as? T { return t } }; return nil }
let s: String? = primero([1, "dos", 3])
print(s ?? "-")
struct Caja { func sacar<T>(_ xs: [Any]) -> [T] { xs.compactMap { $0 as? T } } }
let ints: [Int] = Caja().sacar([1, "a", 2])
print(ints)
func contar<T>(_ tipo: T.Type, _ xs: [Any]) -> Int {
    var n = 0
    for x in xs { switch x { case is T: n += 1; default: break } }
    return n
}
func sacar<T>(_ xs: [Any]) -> [T] {
    var r: [T] = []
    for x in xs { if case let t as T = x { r.append(t) } }
    return r
}
let ds: [Double] = sacar([1.5, "a", 2.5])
print(contar(String.self, [1, "a", "b"]), ds)
