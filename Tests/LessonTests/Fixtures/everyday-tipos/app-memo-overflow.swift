// Memoización con una clase y closures
final class Memo {
    private var cache: [Int: Int] = [:]
    private(set) var llamadas = 0

    func fibonacci(_ n: Int) -> Int {
        llamadas += 1
        if n < 2 { return n }
        if let guardado = cache[n] { return guardado }
        let valor = fibonacci(n - 1) + fibonacci(n - 2)
        cache[n] = valor
        return valor
    }

    var calculados: Int { cache.count }
}

let memo = Memo()
print(memo.fibonacci(30), memo.llamadas, memo.calculados)
print(memo.fibonacci(50), memo.llamadas)
print((0...10).map(memo.fibonacci))

func memoizar(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    return { n in
        if let v = cache[n] { return v }
        let v = f(n)
        cache[n] = v
        return v
    }
}
var evaluaciones = 0
let cuadradoLento: (Int) -> Int = { n in
    evaluaciones += 1
    return n * n
}
let cuadrado = memoizar(cuadradoLento)
print([3, 4, 3, 3, 4, 5].map(cuadrado), evaluaciones)

func collatz(_ n: Int) -> Int {
    var pasos = 0
    var x = n
    while x != 1 {
        x = x % 2 == 0 ? x / 2 : 3 * x + 1
        pasos += 1
    }
    return pasos
}
let largos = (1...30).map { ($0, collatz($0)) }
let maximo = largos.max { $0.1 < $1.1 }!
print("El más largo hasta 30: \(maximo.0) con \(maximo.1) pasos")

func combinaciones(_ n: Int, _ k: Int) -> Int {
    if k == 0 || k == n { return 1 }
    return combinaciones(n - 1, k - 1) + combinaciones(n - 1, k)
}
print((0...6).map { combinaciones(6, $0) })
func potencia(_ base: Int, _ exp: Int) -> Int {
    if exp == 0 { return 1 }
    let mitad = potencia(base, exp / 2)
    return exp % 2 == 0 ? mitad * mitad : mitad * mitad * base
}
print(potencia(2, 62), potencia(3, 5), Int.max)
let (resultado, desborda) = Int.max.addingReportingOverflow(1)
print(resultado, desborda)
print(Int.max &+ 1 == Int.min, 5 &* 3)
func hanoi(_ n: Int, _ origen: String, _ destino: String, _ aux: String, _ movimientos: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, origen, aux, destino, &movimientos)
    movimientos.append("\(origen)→\(destino)")
    hanoi(n - 1, aux, destino, origen, &movimientos)
}
var movs: [String] = []
hanoi(3, "A", "C", "B", &movs)
print(movs.count, movs.joined(separator: " "))
