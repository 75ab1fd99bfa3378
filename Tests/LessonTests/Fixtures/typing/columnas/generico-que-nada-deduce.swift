struct Pila<T> { var xs: [T] = []; mutating func push(_ x: T) { xs.append(x) } }
var p = Pila()
p.push(1)
func vacio<T>() -> [T] { [] }
let v = vacio()
struct Caja<T> { var v: T? = nil }
let c = Caja()
let d: Caja<Int> = Caja()
print(d)
