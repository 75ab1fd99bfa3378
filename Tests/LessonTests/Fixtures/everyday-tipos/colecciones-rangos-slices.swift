// Rangos, trozos, stride, prefix(while:), drop(while:), split
let xs = [10, 20, 30, 40, 50, 60]
print(xs[1...3], xs[1..<3], xs[2...], xs[..<2], xs[...1])
let trozo = xs[2...4]
print(trozo.first!, trozo.last!, trozo.count, trozo.startIndex, trozo.endIndex)
print(Array(trozo), trozo.reduce(0, +), trozo.map { $0 / 10 })
print(trozo[3], trozo.firstIndex(of: 40)!)
print(xs.prefix(2), xs.suffix(2), xs.dropFirst(), xs.dropLast(2))
print(xs.prefix(while: { $0 < 35 }), xs.drop(while: { $0 < 35 }))
print(xs.prefix(100).count, xs.suffix(0))
for i in stride(from: 0, to: 10, by: 3) {
    print(i, terminator: " ")
}
print()
for i in stride(from: 10, through: 0, by: -5) {
    print(i, terminator: " ")
}
print()
for x in stride(from: 0.0, to: 1.0, by: 0.25) {
    print(x, terminator: " ")
}
print()
print(Array(stride(from: 1.0, through: 2.0, by: 0.5)))
print(stride(from: 0, to: 20, by: 5).map { $0 * 2 })
let rango = 1...5
print(rango.count, rango.contains(3), rango.lowerBound, rango.upperBound)
print(Array(rango), rango.map { $0 * $0 }, rango.reversed().map { $0 })
let abierto = 0..<4
print(abierto.count, abierto.isEmpty, (0..<0).isEmpty, Array(abierto))
let datos = [1, 2, 0, 3, 4, 0, 0, 5]
let partes = datos.split(separator: 0)
print(partes.count, partes.map { Array($0) })
print(datos.split(separator: 0, omittingEmptySubsequences: false).map { $0.count })
print(datos.split(whereSeparator: { $0 == 0 }).map { $0.reduce(0, +) })
print(datos.split(separator: 0, maxSplits: 1).map { Array($0) })
let largo = Array(1...10)
var trozos: [[Int]] = []
for inicio in stride(from: 0, to: largo.count, by: 3) {
    let fin = min(inicio + 3, largo.count)
    trozos.append(Array(largo[inicio..<fin]))
}
print(trozos)
var i = 0
var pares: [[Int]] = []
while i < largo.count {
    pares.append(Array(largo[i..<Swift.min(i + 4, largo.count)]))
    i += 4
}
print(pares)
var mutable = [1, 2, 3, 4, 5]
mutable[1...3].sort(by: >)
print(mutable)
let mitad = mutable.count / 2
print(mutable[..<mitad], mutable[mitad...])
print(Array(mutable[0..<mutable.count].reversed()))
let letras = Array("murciélago")
print(String(letras[0...3]), String(letras[4...]))
for n in (1...3).reversed() {
    print("cuenta", n)
}
print((1...10).filter { $0 % 3 == 0 }, (1..<10).reduce(0, +))
print(xs.indices.contains(5), xs.indices.contains(6))
let sub = xs[1...]
print(sub[sub.startIndex], sub.dropFirst().first!)
