// Una instancia temporal (leída una vez, o pasada a una función) se va tras su último uso: su deinit escribe antes que el print que la usa, como en Swift.
class S {
    let n: String
    init(_ n: String) { self.n = n; print("hola", n) }
    deinit { print("adiós", n) }
    func saluda() -> String { "soy \(n)" }
}
func nombre(_ s: S) -> String { s.n }
print(S("a").n)
print(S("b").saluda())
print(nombre(S("c")))
let largo = nombre(S("d")).count + 1
print(largo)
let xs = [S("e"), S("f")].map { $0.n }
print(xs)
if nombre(S("g")) == "g" { print("igual") }
print("fin")

