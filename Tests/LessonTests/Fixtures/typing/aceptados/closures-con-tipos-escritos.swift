let doble = { (x: Double) -> Double in x * 2 }
print(doble(3), doble(1.5))
let f = { (n: Int) -> Double in Double(n) / 2 }
print(f(3))
let xs = [3, 1, 2].map { (n: Int) -> Double in Double(n) }
print(xs)
let g: (Int) -> Int = { (n: Int) in n + 1 }
print(g(1))
let h = { (a: Int, b: Int) in a * b }
print(h(3, 4))
let k = { (s: String) -> [Character] in Array(s) }
print(k("hola"))
var total = 0.0
let sumar = { (x: Double) in total += x }
sumar(2)
sumar(0.5)
print(total)
let ordenar = { (a: String, b: String) -> Bool in a.count < b.count }
print(["ccc", "a", "bb"].sorted(by: ordenar))
let opc = { (x: Int?) -> Int in x ?? 0 }
print(opc(nil), opc(4))
