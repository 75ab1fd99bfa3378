enum Resultado<T> {
    case ok(T)
    case fallo(String)
}
let r: Resultado<Double> = .ok(1)
print(r)
switch r {
case .ok(let v): print(v / 4)
case .fallo(let m): print(m)
}
struct Par<A, B> { var a: A; var b: B }
let p = Par<Double, Int>(a: 2, b: 3)
print(p, p.a / 4)
var cajas: [Par<Double, String>] = [Par(a: 1, b: "x")]
cajas.append(Par(a: 7, b: "y"))
print(cajas)
func doble(_ p: Par<Double, Int>) -> Double { p.a * 2 }
print(doble(Par(a: 3, b: 1)))
let o: Par<Double, Int>? = Par(a: 5, b: 0)
print(o!)
