// Recursión y memoización: fibonacci con diccionario, factorial, torres de Hanói, permutaciones.
var memo: [Int: Int] = [:]
func fibonacci(_ n: Int) -> Int {
    if n < 2 { return n }
    if let guardado = memo[n] { return guardado }
    let valor = fibonacci(n - 1) + fibonacci(n - 2)
    memo[n] = valor
    return valor
}
print((0...15).map(fibonacci))
print(fibonacci(80), memo.count)

func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
print(factorial(10), factorial(20))

var movimientos: [(Int, String, String)] = []
func hanoi(_ n: Int, desde: String, hasta: String, usando: String) {
    guard n > 0 else { return }
    hanoi(n - 1, desde: desde, hasta: usando, usando: hasta)
    movimientos.append((n, desde, hasta))
    hanoi(n - 1, desde: usando, hasta: hasta, usando: desde)
}
hanoi(3, desde: "A", hasta: "C", usando: "B")
print(movimientos.count)
for (disco, a, b) in movimientos.prefix(3) { print("disco \(disco): \(a) → \(b)") }

func permutaciones(_ xs: [Character]) -> [String] {
    if xs.count <= 1 { return [String(xs)] }
    var resultado: [String] = []
    for (i, c) in xs.enumerated() {
        var resto = xs
        resto.remove(at: i)
        for p in permutaciones(resto) { resultado.append(String(c) + p) }
    }
    return resultado
}
let perms = permutaciones(Array("abc"))
print(perms, perms.count)

func sumaDigitos(_ n: Int) -> Int { n < 10 ? n : n % 10 + sumaDigitos(n / 10) }
print(sumaDigitos(98765), sumaDigitos(0))

func mcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : mcd(b, a % b) }
print(mcd(48, 18), mcd(17, 5), (48 * 18) / mcd(48, 18))

func busquedaBinaria(_ xs: [Int], _ objetivo: Int) -> Int? {
    var (bajo, alto) = (0, xs.count - 1)
    while bajo <= alto {
        let medio = (bajo + alto) / 2
        if xs[medio] == objetivo { return medio }
        if xs[medio] < objetivo { bajo = medio + 1 } else { alto = medio - 1 }
    }
    return nil
}
let ordenados = [1, 3, 5, 7, 9, 11, 13]
print(busquedaBinaria(ordenados, 9) ?? -1, busquedaBinaria(ordenados, 4) as Any)

func aplanar(_ anidado: [[Int]]) -> [Int] { anidado.reduce([], +) }
print(aplanar([[1, 2], [3], [4, 5, 6]]))
func potencia(_ base: Int, _ exp: Int) -> Int { exp == 0 ? 1 : base * potencia(base, exp - 1) }
print(potencia(2, 10), potencia(3, 4))
var contador = 0
func cuentaAtras(_ n: Int) {
    contador += 1
    if n == 0 { print("¡despegue!"); return }
    print(n, terminator: "... ")
    cuentaAtras(n - 1)
}
cuentaAtras(3)
print(contador)
