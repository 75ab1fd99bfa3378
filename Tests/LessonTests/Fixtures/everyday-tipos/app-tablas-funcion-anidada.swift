func tabla(_ n: Int, hasta limite: Int = 10) -> [String] {
    (1...limite).map { "\(n) x \($0) = \(n * $0)" }
}

func imprimirCuadricula(_ tam: Int) {
    let ancho = String(tam * tam).count + 1
    func celda(_ v: Int) -> String {
        let s = String(v)
        return String(repeating: " ", count: ancho - s.count) + s
    }
    print(String(repeating: " ", count: ancho) + (1...tam).map(celda).joined())
    for f in 1...tam {
        print(celda(f) + (1...tam).map { celda($0 * f) }.joined())
    }
}

tabla(7, hasta: 4).forEach { print($0) }
imprimirCuadricula(5)

var primos: [Int] = []
candidatos: for n in 2...60 {
    for p in primos {
        if p * p > n { break }
        if n % p == 0 { continue candidatos }
    }
    primos.append(n)
}
print("Primos:", primos)
print("Gemelos:", zip(primos, primos.dropFirst()).filter { $1 - $0 == 2 }.map { "(\($0),\($1))" }.joined(separator: " "))

var triangulo: [[Int]] = [[1]]
for _ in 1..<7 {
    let anterior = triangulo.last!
    let nueva = [1] + zip(anterior, anterior.dropFirst()).map(+) + [1]
    triangulo.append(nueva)
}
for fila in triangulo {
    let texto = fila.map(String.init).joined(separator: " ")
    print(String(repeating: " ", count: (20 - texto.count) / 2) + texto)
}
print(triangulo.last!.reduce(0, +), triangulo.map(\.count))
let pares = stride(from: 0, to: 20, by: 4).map { $0 }
let impares = stride(from: 19, through: 1, by: -6).map { $0 }
print(pares, impares)
