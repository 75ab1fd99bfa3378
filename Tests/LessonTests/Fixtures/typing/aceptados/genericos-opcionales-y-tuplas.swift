func hacer<T>() -> [T] { [] }
let vacio: [Int] = hacer()
print(vacio.count)
func envolver<T>(_ x: T) -> T? { x }
let w: Double? = envolver(3)
print(w as Any)
let k = envolver(envolver(1))
print(k as Any)
var a = 1
do {
    var a = a + 1
    a += 1
    print(a)
}
print(a)
let v: Int?? = nil
let u: Int?? = .some(nil)
print(v == nil, u == nil, u as Any)
if let x = u, x == nil { print("interno nil") }
let etiquetado = (a: 1, b: (c: 2.5, d: "x"))
print(etiquetado.b.c, etiquetado)
let sin: (Int, Double) = (1, 2)
let con: (x: Int, y: Double) = sin
print(con.x, con)
enum E: Equatable { case a(Int), b(Double) }
let es: [E] = [.a(1), .b(2)]
print(es, es.contains(.b(2.0)))
for case let .a(n) in es where n > 0 { print("a", n) }
