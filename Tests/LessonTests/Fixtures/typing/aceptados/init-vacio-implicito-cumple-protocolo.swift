// Un init() que pide un protocolo lo cumple el init() implícito de un struct (o de una clase final)
// cuyas propiedades guardadas tienen todas valor.
protocol Reiniciable {
    init()
    var resumen: String { get }
}
struct Marcador: Reiniciable {
    var local = 0
    var visitante = 0
    var nota: String?
    var resumen: String { "\(local)-\(visitante)" }
}
final class Cronometro: Reiniciable {
    var segundos = 0
    var resumen: String { "\(segundos) s" }
}
var m = Marcador()
m.local += 2
let c = Cronometro()
c.segundos = 90
let todos: [any Reiniciable] = [m, Marcador(), c]
print(todos.map(\.resumen), m.nota as Any)
