var numeros = [5, 3, 8, 1, 9, 2, 7]
print(numeros.prefix(while: { $0 != 1 }), numeros.drop(while: { $0 > 2 }), numeros.firstIndex(where: { $0 > 7 })!)
numeros.insert(6, at: 2)
numeros.removeFirst(2)
numeros.swapAt(0, numeros.count - 1)
print(numeros, numeros.lastIndex(where: { $0 < 5 }) as Any)
numeros.sort(by: >)
print(numeros, numeros.reversed().map { $0 }, Array(numeros.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)))
let (pares, impares) = numeros.reduce(into: ([Int](), [Int]())) { acc, n in
    if n % 2 == 0 { acc.0.append(n) } else { acc.1.append(n) }
}
print(pares, impares)
let anidados = [[1, 2], [3], [], [4, 5, 6]]
print(anidados.joined().map { $0 }, anidados.flatMap { $0 }.count, anidados.map(\.count), anidados.filter { !$0.isEmpty }.count)
let opcionales: [Int?] = [1, nil, 3]
print(opcionales.compactMap { $0 }, opcionales.map { $0 ?? 0 }, opcionales.contains { $0 == nil })
let palabras = ["sol", "luna", "estrella", "sol", "nube"]
print(palabras.firstIndex(of: "sol")!, palabras.lastIndex(of: "sol")!, palabras.count(where: { $0.count > 3 }))
print(Array(palabras.dropFirst(2)), Array(palabras.dropLast(3)), palabras.suffix(2), palabras.prefix(10).count)
print(palabras.sorted { $0.count < $1.count }, palabras.min(by: { $0.count < $1.count })!, palabras.elementsEqual(palabras))
var cola = ["a", "b", "c"]
cola.append(contentsOf: ["d", "e"])
cola.removeSubrange(1...2)
cola.replaceSubrange(0..<1, with: ["z", "y"])
print(cola, cola.popLast() as Any, cola)
let matriz = (1...3).map { f in (1...3).map { c in f * c } }
print(matriz, matriz.map { $0.reduce(0, +) }, zip(matriz[0], matriz[2]).map(*))
let repetidos = Array(repeating: "ab", count: 3).joined(separator: "-")
print(repetidos, Array(repeating: 0, count: 0).isEmpty, [Int](1...5).reversed().first!)
