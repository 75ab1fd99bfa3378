// Temporales en llamadas encadenadas, reduce, interpolación y funciones: cada deinit en su momento.
class R {
    static var vivos = 0
    let id: Int
    init(_ id: Int) { self.id = id; R.vivos += 1; print("+", id) }
    deinit { R.vivos -= 1; print("-", id) }
    func doble() -> R { R(id * 2) }
    var valor: Int { id }
}
func usar(_ r: R) -> Int { print("usar", r.id); return r.id }
func crear(_ n: Int) -> R { R(n) }
print("a: \(R(1).valor)")
let s = usar(R(2)) + usar(R(3))
print(s, R.vivos)
print(R(4).doble().valor)
var guardado: R? = R(5)
guardado = R(6)
print("vivos", R.vivos)
let total = [R(7), R(8)].reduce(0) { $0 + $1.id }
print(total)
print(crear(9).id, crear(10).id)
let t = (usar(R(11)), 0)
print(t)
func f() -> Int {
    let local = R(12)
    print("en f", R.vivos)
    return local.id + usar(R(13))
}
print(f())
guardado = nil
print("fin", R.vivos)
