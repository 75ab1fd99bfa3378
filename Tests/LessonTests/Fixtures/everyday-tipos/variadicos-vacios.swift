// Un parámetro variádico sin valores detrás de uno con valor por defecto; variádicos con etiquetas y en métodos.
func ff(_ x: Double = 1, _ y: Int...) -> Double { x + Double(y.reduce(0, +)) }
print(ff())
print(ff(2))
print(ff(2, 3, 4))
func g(_ y: Int...) -> Int { y.count }
print(g(), g(1, 1))
func h(a: Int = 1, _ y: String...) -> Int { a + y.count }
print(h(), h(a: 2), h("x", "y"))
struct P { func m(_ xs: Int..., fin: String = ".") -> String { "\(xs)\(fin)" } }
print(P().m(), P().m(1, 2), P().m(fin: "!"))
