// Closures: trailing, multiple trailing, $0, operators as values, captures, @escaping.
let xs = [5, 3, 8, 1]
print(xs.reduce(0, +), xs.reduce(1, *), xs.sorted(by: >), xs.sorted(by: <))
print(xs.map { $0 + 1 }, xs.filter { $0 > 3 }.count)
let cuadrado: (Int) -> Int = { n in n * n }
print(cuadrado(7))
let suma = { (a: Int, b: Int) -> Int in a + b }
print(suma(2, 3))
func aplicar(_ f: (Int) -> Int, a valor: Int) -> Int { f(valor) }
print(aplicar({ $0 * 3 }, a: 4))
func dos(_ n: Int, si: (Int) -> Void, no: () -> Void) { if n % 2 == 0 { si(n) } else { no() } }
dos(4) { print("par", $0) } no: { print("impar") }
dos(3) { print("par", $0) } no: { print("impar") }
func contador() -> () -> Int {
    var cuenta = 0
    return {
        cuenta += 1
        return cuenta
    }
}
let siguiente = contador()
print(siguiente(), siguiente(), siguiente())
let otro = contador()
print(otro())
var total = 0
let sumar = { (n: Int) in total += n }
sumar(5)
sumar(7)
print(total)
var tareas: [() -> String] = []
func guardar(_ tarea: @escaping () -> String) { tareas.append(tarea) }
guardar { "uno" }
guardar { "dos" }
print(tareas.map { $0() })
func componer(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int { { g(f($0)) } }
let masUnoPorDos = componer({ $0 + 1 }, { $0 * 2 })
print(masUnoPorDos(3))
func local() -> Int {
    var acumulado = 0
    let agregar = { (n: Int) in acumulado += n }
    agregar(2)
    agregar(3)
    [1, 2].forEach { acumulado += $0 }
    return acumulado
}
print(local())
let nombres = ["Eva", "Ana", "Luis"]
print(nombres.sorted { $0 < $1 }, nombres.map(\.count))
let op: (Int, Int) -> Int = (+)
print(op(4, 5), [1, 2, 3].map(String.init))
let f: (Int, Int) -> Int = max
print(f(3, 9), [[1], [2, 3]].map { $0.count })
print(xs.contains(where: { $0 > 7 }), xs.first { $0 < 4 } as Any)
let saludar: (String) -> String = { "Hola, \($0)" }
print(saludar("Ana"))
var memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let hecho = memo[n] { return hecho }
    let valor = fib(n - 1) + fib(n - 2)
    memo[n] = valor
    return valor
}
print(fib(40))
