import Foundation
func criba(hasta n: Int) -> [Int] {
    guard n >= 2 else { return [] }
    var esPrimo = Array(repeating: true, count: n + 1)
    esPrimo[0] = false
    esPrimo[1] = false
    var i = 2
    while i * i <= n {
        if esPrimo[i] {
            for multiplo in stride(from: i * i, through: n, by: i) {
                esPrimo[multiplo] = false
            }
        }
        i += 1
    }
    return esPrimo.indices.filter { esPrimo[$0] }
}

func factores(_ n: Int) -> [Int: Int] {
    var resto = n
    var resultado: [Int: Int] = [:]
    var d = 2
    while resto > 1 {
        while resto % d == 0 {
            resultado[d, default: 0] += 1
            resto /= d
        }
        d += 1
    }
    return resultado
}

func collatz(_ n: Int) -> [Int] {
    var x = n
    var pasos = [x]
    repeat {
        x = x % 2 == 0 ? x / 2 : 3 * x + 1
        pasos.append(x)
    } while x != 1
    return pasos
}

func mcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : mcd(b, a % b) }

let primos = criba(hasta: 50)
print(primos, primos.count)
for n in [12, 97, 360, 1001] {
    let f = factores(n)
    let texto = f.keys.sorted().map { f[$0]! > 1 ? "\($0)^\(f[$0]!)" : "\($0)" }.joined(separator: " × ")
    print("\(n) = \(texto)")
}
print(collatz(6), collatz(27).count, collatz(27).max()!)
print(mcd(48, 18), mcd(17, 5), 48 / mcd(48, 18) * 18)
print(-7 / 2, -7 % 2, 7 % -2, 7 / -2, (-7).magnitude, abs(-7))
print(Int(7.9), Int(-7.9), Int((7.5).rounded()), Int((-7.5).rounded()), (2.5).rounded(), (3.5).rounded())
print(Double(7) / 2, 7 / 2, Double(7 / 2))
var perfectos: [Int] = []
exterior: for n in 2...1000 {
    var suma = 1
    var d = 2
    while d * d <= n {
        if n % d == 0 {
            suma += d
            if d != n / d { suma += n / d }
        }
        if suma > n { continue exterior }
        d += 1
    }
    if suma == n { perfectos.append(n) }
}
print(perfectos)
let gemelos = zip(primos, primos.dropFirst()).filter { $1 - $0 == 2 }
print(gemelos.map { "(\($0.0), \($0.1))" }.joined(separator: " "))
print(Int.max, Int.min, Int.max / 2 + 1, UInt8.max)
