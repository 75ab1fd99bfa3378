// Lo menos común de diccionarios, conjuntos y arrays: merge, uniquingKeysWith, partition, lexicographicallyPrecedes…
import Foundation
var stock = ["pan": 2, "leche": 1]
stock.merge(["pan": 3, "huevos": 12]) { $0 + $1 }
print(stock.sorted { $0.key < $1.key })
let pares = [("a", 1), ("b", 2), ("a", 3)]
print(Dictionary(pares, uniquingKeysWith: +).sorted { $0.key < $1.key })
print(stock.first(where: { $0.value > 10 })?.key ?? "-", stock.contains { $0.value == 1 })
let precios: [String: String] = ["pan": "1.5", "x": "no"]
print(precios.compactMapValues { Double($0) })
var a: Set = [1, 2, 3]
let b: Set = [3, 4]
print(a.symmetricDifference(b).sorted())
a.formUnion(b)
a.subtract([1])
print(a.sorted(), a.isSuperset(of: [3, 4]))
var cola = [1, 2, 3, 4, 5, 6]
cola.removeFirst(2)
print(cola, cola.dropFirst(2), cola.prefix(while: { $0 < 5 }), cola.drop(while: { $0 < 5 }))
print(cola.last(where: { $0 % 2 == 1 }) as Any, cola.lastIndex(of: 4) as Any, cola.elementsEqual([3, 4, 5, 6]))
print([1, 2].lexicographicallyPrecedes([1, 3]), [[1, 2], [3]].joined().map { $0 * 10 })
var nums = [5, 1, 4, 2, 3]
let p = nums.partition { $0 > 2 }
print(p, nums[..<p].sorted(), nums[p...].sorted())
print(nums.sorted().split(separator: 3), nums.min()!, nums.max()!)
let texto = "Hola, ¿qué tal? ¡Bien!"
print(texto.filter { !$0.isPunctuation }, texto.split(whereSeparator: { $0 == " " || $0 == "," }))
print(texto.firstIndex(of: "q").map { texto.distance(from: texto.startIndex, to: $0) } as Any)
print(texto.lowercased().contains("qué"), texto.range(of: "tal") != nil)
print(Array(texto.prefix(4)), texto.uppercased().hasPrefix("HOLA"), texto.count, texto.utf8.count)
print(stride(from: 10, to: 0, by: -3).map { $0 }, Array(zip(1...3, "abc")))
var matriz = Array(repeating: Array(repeating: 0, count: 3), count: 2)
matriz[1][2] = 7
print(matriz, matriz.flatMap { $0 }.reduce(0, +))
print((1...5).reduce(1, *), (1...5).map { $0 * $0 }.filter { $0 % 2 == 1 }.reduce(0, +))
var xs2 = [7, 1, 9, 4, 3, 8, 2, 6]
let corte = xs2.partition { $0 >= 5 }
print(corte, xs2)
var ys2 = [1, 2, 3]
print(ys2.partition { $0 > 10 }, ys2, ys2.partition { $0 > 0 }, ys2)
print(["b", "a"].lexicographicallyPrecedes(["b"]), [1, 2].lexicographicallyPrecedes([1, 2]), "abc".lexicographicallyPrecedes("abd"))
