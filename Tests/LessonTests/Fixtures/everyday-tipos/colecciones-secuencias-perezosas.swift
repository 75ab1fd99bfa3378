// lazy.map/filter/first, Array(repeating:count:), secuencias infinitas leídas hasta parar
let filas = Array(repeating: "*", count: 4)
print(filas, filas.joined(separator: " "))
let primerCuadradoGrande = (1...).lazy.map { $0 * $0 }.first { $0 > 50 }
print(primerCuadradoGrande!)
var llamadas = 0
let vistas = [1, 2, 3, 4, 5].lazy.map { x -> Int in llamadas += 1; return x * 10 }
print(llamadas)
print(vistas.first!, llamadas)
let numeros = [4, 8, 15, 16, 23, 42]
print(numeros.lazy.filter { $0 % 2 == 1 }.map { $0 + 1 }.reduce(0, +))
print(Array(numeros.lazy.compactMap { $0 > 10 ? String($0) : nil }))
print(numeros.lazy.contains(23), Array(numeros.lazy.reversed()))
let cuadrados = (1...5).lazy.map { $0 * $0 }
for c in cuadrados where c > 5 {
    print(c)
}
let perezosos = numeros.lazy.map { $0 * 2 }.filter { $0 > 20 }
print(perezosos.first!, Array(perezosos))
print(numeros.lazy.map { $0 + 1 }.prefix(3).map { $0 })
for (i, n) in zip(1..., numeros) where i <= 2 {
    print(i, n)
}
print((1...).first { $0 * $0 > 200 }!, (10...).contains { $0 % 7 == 0 })
var visitados: [Int] = []
let encontrado = numeros.lazy.map { n -> Int in visitados.append(n); return n * 3 }.first { $0 > 40 }
print(encontrado!, visitados)
