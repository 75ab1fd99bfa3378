// Una función genérica que recibe el tipo (A.Type) y filtra con as? A; un método genérico map de Par<T> y Array(repeating:).
protocol Animal { var nombre: String { get }; func hablar() -> String }
extension Animal { func hablar() -> String { "..." } }
struct Perro: Animal { var nombre: String; func hablar() -> String { "guau" } }
struct Vaca: Animal { var nombre: String }
class Granja {
    var animales: [any Animal] = []
    func agregar<A: Animal>(_ a: A) { animales.append(a) }
    func coro() -> String { animales.map { $0.hablar() }.joined(separator: " ") }
}
let g = Granja()
g.agregar(Perro(nombre: "rex")); g.agregar(Vaca(nombre: "lola"))
print(g.coro(), g.animales.count)
func buscar<A: Animal>(_ tipo: A.Type, en xs: [any Animal]) -> [A] { xs.compactMap { $0 as? A } }
print(buscar(Perro.self, en: g.animales).map(\.nombre))
struct Par<T> { var a: T; var b: T; func map<U>(_ f: (T) -> U) -> Par<U> { Par<U>(a: f(a), b: f(b)) } }
print(Par(a: 1, b: 2).map { "\($0)!" })
func repetir<T>(_ x: T, _ n: Int) -> [T] { Array(repeating: x, count: n) }
print(repetir("ja", 3), repetir(Par(a: 0, b: 1), 1))
func cuantos<A>(_ tipo: A.Type, en xs: [Any]) -> Int { xs.filter { $0 is A }.count }
print(cuantos(Int.self, en: [1, "a", 2]), cuantos(String.self, en: [1, "a", 2]))
