// Miembros estáticos e inits a través de un parámetro genérico: T.cero, T(), T.allCases, F.Type.
protocol Monoide {
    static var neutro: Self { get }
    static func combinar(_ a: Self, _ b: Self) -> Self
}
extension Int: Monoide {
    static var neutro: Int { 0 }
    static func combinar(_ a: Int, _ b: Int) -> Int { a + b }
}
extension String: Monoide {
    static var neutro: String { "" }
    static func combinar(_ a: String, _ b: String) -> String { a + b }
}
func plegar<T: Monoide>(_ xs: [T]) -> T {
    var r = T.neutro
    for x in xs { r = T.combinar(r, x) }
    return r
}
print(plegar([1, 2, 3]), plegar(["a", "b"]))
let vacio: [Int] = []
print(plegar(vacio))
print(plegar([String]()).isEmpty)
func doble<T: Monoide>(_ x: T) -> T { T.combinar(x, x) }
print(doble(plegar([4, 5])))
let f = { (n: Int) -> Int in plegar([n, n, n]) }
print(f(2))
protocol Figura { init(); var lado: Double { get set }; static var nombre: String { get } }
struct Cuadrado: Figura { var lado = 1.0; static var nombre: String { "cuadrado" } }
final class Circulo: Figura { var lado = 2.0; init() {}; static var nombre = "círculo" }
func fabricar<F: Figura>(_ tipo: F.Type, lado: Double) -> F {
    var f = F()
    f.lado = lado
    print("fabrico un", F.nombre)
    return f
}
let c = fabricar(Cuadrado.self, lado: 3)
print(c.lado, c)
let ci = fabricar(Circulo.self, lado: 5)
print(ci.lado)
func muchos<F: Figura>(_ n: Int) -> [F] { (0..<n).map { _ in F() } }
let cs: [Cuadrado] = muchos(2)
print(cs)
enum Dia: String, CaseIterable { case lunes, martes }
func listar<E: CaseIterable & RawRepresentable>(_ e: E.Type) -> [E.RawValue] { E.allCases.map(\.rawValue) }
print(listar(Dia.self))
func primero<E: CaseIterable>(_ tipo: E.Type) -> E? { E.allCases.first }
print(primero(Dia.self)!)
protocol Sumable {
    static var cero: Self { get }
    static func + (a: Self, b: Self) -> Self
}
extension Int: Sumable { static var cero: Int { 0 } }
extension Double: Sumable { static var cero: Double { 0.0 } }
func sumar<T: Sumable>(_ xs: [T]) -> T {
    var total = T.cero
    for x in xs { total = total + x }
    return total
}
print(sumar([1, 2, 3]))
print(sumar([1.5, 2.5]))
enum Color: CaseIterable { case rojo, verde, azul }
func todos<T: CaseIterable>(_ tipo: T.Type) -> [T] { Array(T.allCases) }
func contar<T: CaseIterable>(_ x: T) -> Int { T.allCases.count }
print(contar(Color.rojo))
print(todos(Color.self))
protocol Vacio { init() }
struct Caja: Vacio { var n = 0; init() { n = 7 } }
func hacer<T: Vacio>() -> T { T() }
let caja: Caja = hacer()
print(caja)
func crear<T: Vacio>(_ t: T.Type) -> T { return T.init() }
print(crear(Caja.self).n)
