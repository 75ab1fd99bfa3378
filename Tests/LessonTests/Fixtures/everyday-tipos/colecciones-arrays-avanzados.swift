// Arrays: removeSubrange, forEach, map con inicializadores, reversed, enumerated anidado
var lista = Array(1...10)
lista.removeSubrange(2...4)
print(lista)
lista.removeSubrange(..<2)
print(lista)
if let i = lista.firstIndex(where: { $0 > 7 }) {
    lista.remove(at: i)
}
print(lista)
lista.forEach { print($0, terminator: ";") }
print()
print(lista.map(String.init), lista.map { String($0) }.joined(separator: "+"))
print(lista.reversed().enumerated().map { "\($0)=\($1)" })
for (i, x) in lista.enumerated().reversed() {
    print(i, x)
}
let a = ["x", "y"]
let b = [true, false]
for (i, (letra, valor)) in zip(a, b).enumerated() {
    print(i, letra, valor)
}
print(lista.sorted().reversed().map { $0 }, Array(lista.suffix(from: 2)), lista.last!, lista.dropLast().last!)
print(lista.indices.filter { lista[$0] % 2 == 0 })
print(lista.isEmpty ? "vacía" : "con \(lista.count)")
print(lista.contains(6), !lista.contains(100))
let copia = lista
lista.append(0)
print(copia.count, lista.count, copia == lista, copia + [0] == lista)
var letras = ["c", "a", "b"]
letras.sort { $0 > $1 }
print(letras, letras.first!, letras[letras.count - 1])
let posicion = letras.firstIndex(of: "a") ?? -1
print(posicion, letras.firstIndex(of: "q") ?? -1)
let combinados = letras + ["d"] + []
print(combinados, combinados.count)
var matriz = [[Int]]()
for i in 0..<3 {
    var fila = [Int]()
    for j in 0..<3 {
        fila.append(i * 3 + j)
    }
    matriz.append(fila)
}
print(matriz, matriz.flatMap { $0 }.filter { $0 % 4 == 0 })
print(matriz.map { $0.max()! }, matriz.reduce(0) { $0 + $1.reduce(0, +) })
print(matriz.contains([3, 4, 5]), matriz.firstIndex(of: [6, 7, 8])!)
let tuplas = [(nombre: "a", n: 2), (nombre: "b", n: 1)]
print(tuplas.sorted { $0.n < $1.n }.map(\.nombre), tuplas.map(\.n).reduce(0, +))
var opcionales: [Int?] = [1, nil, 3]
print(opcionales.compactMap { $0 }, opcionales.count, opcionales[1] == nil)
opcionales[1] = 2
print(opcionales.map { $0 ?? 0 })
let dobleFiltro = (1...20).filter { $0 % 2 == 0 }.filter { $0 % 3 == 0 }
print(dobleFiltro, dobleFiltro.first!, dobleFiltro.count)
let vueltas = [1, 2, 3].flatMap { x in [x, x * 10] }
print(vueltas)
let quitados = [1, 2, 3, 4].filter { $0 != 2 }
print(quitados, [1, 2, 3].map { $0 > 1 })
print(["b", "a"].sorted() == ["a", "b"], [1, 2] == [1, 2], [[1], [2]] == [[1], [2]])
print(Array("hola").reversed().map { String($0) }.joined(), String("hola".reversed()))
var numeros = [4, 2, 7]
numeros[numeros.count - 1] += 1
numeros[0] *= 2
print(numeros, numeros.reduce(0, +) / numeros.count)
let primeros = numeros.prefix(2).map { $0 * 100 }
print(primeros)
print(numeros.first.map { $0 + 1 } as Any, numeros.randomElement() != nil)
print([Int](), [String](repeating: "x", count: 2), Array<Double>(), [[Int]](repeating: [], count: 2))
