// Una función que acepta Int? sirve donde se espera una que acepta Int:
// Swift envuelve cada argumento, y el resultado Int de otra se envuelve en Int?.
enum Evento { case llego(Int?), nada }
struct Caja { var v: Int? }
func describir(_ x: Int?) -> String { "\(x)" }
func resumir(_ x: Int?) -> String { x.map { "n\($0)" } ?? "nada" }
func uno() -> Int { 1 }
print([5].map(describir))
let f: (Int) -> String = describir
print(f(3))
let g: () -> Int? = uno
print(g() as Any)
print([1, 2].map(Evento.llego))
print([3].map(Caja.init))
func aplicar<T, U>(_ xs: [T], _ h: (T) -> U) -> [U] { xs.map(h) }
print(aplicar([1], resumir))
var acciones: [(Int) -> String] = []
acciones.append(describir)
print(acciones[0](4))
let todas: [() -> Int?] = [uno, { nil }]
print(todas.map { $0() })
print([7].lazy.map(describir).first!)
class Animal { var patas = 4 }
class Perro: Animal {}
func contar(_ a: Animal) -> Int { a.patas }
let contarPerro: (Perro) -> Int = contar
print(contarPerro(Perro()))
