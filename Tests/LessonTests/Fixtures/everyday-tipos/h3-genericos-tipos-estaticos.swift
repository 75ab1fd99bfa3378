// T.cero, T(), E.allCases dentro de los miembros de un tipo genérico especializado (Acumulador<Int>, Fabrica<Nota>).
protocol Vacio { init() }
struct Nota: Vacio { var v = 5 }
struct Fabrica<T: Vacio> {
    func hacer() -> T { T() }
    static func muchos(_ n: Int) -> [T] { (0..<n).map { _ in T() } }
    var primero: T = T()
}
print(Fabrica<Nota>().hacer(), Fabrica<Nota>.muchos(2))
let f = Fabrica<Nota>()
print(f.primero, f)
enum Color: CaseIterable { case rojo, azul }
struct Menu<E: CaseIterable> { func opciones() -> Int { E.allCases.count }; func lista() -> [E] { Array(E.allCases) } }
print(Menu<Color>().opciones(), Menu<Color>().lista())
class Repo<T: Vacio> { var items: [T] = []; func nuevo() -> T { let x = T(); items.append(x); return x } }
let r = Repo<Nota>()
_ = r.nuevo()
print(r.items.count, r.nuevo())
protocol Sumable { static var cero: Self { get }; static func + (a: Self, b: Self) -> Self }
extension Int: Sumable { static var cero: Int { 0 } }
extension Double: Sumable { static var cero: Double { 0 } }
struct Acumulador<T: Sumable> {
    var valor: T = T.cero
    mutating func sumar(_ x: T) { valor = valor + x }
}
var a = Acumulador<Int>()
a.sumar(5)
print(a.valor, a)
