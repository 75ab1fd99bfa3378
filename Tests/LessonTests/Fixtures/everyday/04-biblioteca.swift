// The sequence library a learner reaches for.
let xs = [4, 8, 15, 16, 23, 42]
print([1, 2, 3].contains { $0 == 2 }, [1, 2, 3].contains(where: { $0 > 5 }))
print(xs.first(where: { $0 > 10 }) as Any, xs.first(where: { $0 > 100 }) as Any)
print(["1", "dos", "3"].compactMap { Int($0) }, [[1, 2], [3]].flatMap { $0 }, [1, 2].flatMap { [$0, $0] })
let frecuencias = "abracadabra".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(frecuencias["a"]!, frecuencias["b"]!)
let agrupados = xs.reduce(into: [Int]()) { if $1 % 2 == 0 { $0.append($1) } }
print(agrupados)
for (n, l) in zip([1, 2, 3], ["a", "b"]) { print(n, l) }
print(Array(zip([1, 2], ["x", "y"])).count)
for (i, x) in xs.enumerated() where i < 2 { print(i, x) }
print(xs.indices, Array(xs.indices))
for i in xs.indices.reversed() where i > 3 { print(i, xs[i]) }
print(Array(xs.reversed()), xs.reversed().first!)
var pila = [1, 2, 3]
print(pila.popLast() as Any, pila.removeLast(), pila)
print(pila.popLast() as Any, pila.popLast() as Any)
var ys = [1, 2, 3, 4]
ys.swapAt(0, 3)
print(ys, ys.min()!, ys.max()!)
print(["ana", "eva", "bo"].min { $0.count < $1.count }!, ["ana", "eva", "bo"].max(by: { $0.count < $1.count })!)
print(xs.allSatisfy { $0 > 0 }, xs.allSatisfy { $0 > 5 })
let perezosos = xs.lazy.filter { $0 % 2 == 1 }.map { $0 * 10 }
print(Array(perezosos), xs.lazy.map { $0 + 1 }.first!)
print(Array(repeating: 0, count: 3), Array(repeating: "ab", count: 2))
var tablero = Array(repeating: Array(repeating: ".", count: 3), count: 2)
tablero[1][2] = "X"
print(tablero)
print(xs.firstIndex(of: 15) as Any, xs.firstIndex(where: { $0 > 20 }) as Any, xs.lastIndex(of: 4) as Any)
print(xs.prefix(2), xs.suffix(2), xs.dropFirst(4), xs.dropLast(4))
print(xs.count(where: { $0 > 10 }))
ys.sort()
ys.sort(by: >)
print(ys, ys.last!, ys.first!)
_ = ys.removeFirst()
ys.insert(9, at: 0)
ys.append(contentsOf: [7, 7])
print(ys, ys.filter { $0 == 7 }.count)
ys.removeAll { $0 == 7 }
print(ys)
print([3, 1, 2].sorted().map { $0 * $0 }.reduce(0, +))
print(xs.map { $0 % 3 }.elementsEqual([1, 2, 0, 1, 2, 0]), [Int]().min() as Any)
print([1, 2, 3].shuffled().count, [1, 2, 3].randomElement() != nil)
let (pares, impares) = xs.reduce(into: ([Int](), [Int]())) { $1 % 2 == 0 ? $0.0.append($1) : $0.1.append($1) }
print(pares, impares)
print(zip(xs, xs.dropFirst()).map { $1 - $0 })
print([1, 2, 3].reduce(into: 0) { $0 += $1 })
