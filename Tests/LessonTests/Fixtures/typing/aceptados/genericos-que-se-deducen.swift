// Lo que Swift sí deduce: por el tipo esperado, por los argumentos, y dentro del propio tipo.
struct Pila<T> {
    var xs: [T] = []
    mutating func push(_ x: T) { xs.append(x) }
    func copia() -> Pila { var otra = Pila(); otra.xs = xs; return otra }
    func tope() -> T? { xs.last }
}
func vacio<T>() -> [T] { [] }
func envolver<T>(_ x: T) -> [T] { [x] }
var p = Pila<Int>()
p.push(3)
let q: Pila<String> = Pila()
let v: [Double] = vacio()
let w = envolver("a")
print(p.copia().tope() as Any, q.xs, v, w)
let marcada = Optional(true)
print(marcada as Any, Optional(2.5) as Any)
