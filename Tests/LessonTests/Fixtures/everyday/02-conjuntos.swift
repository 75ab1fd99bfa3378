// Set: literals, duplicates, membership, insert/remove, algebra, printing.
let numeros: Set<Int> = [1, 1, 2]
print(numeros.count, numeros.contains(1), numeros.contains(3))
print(numeros.sorted())
var colores: Set = ["rojo", "verde"]
let (nuevo, _) = colores.insert("azul")
let (repetido, existente) = colores.insert("rojo")
print(nuevo, repetido, existente, colores.count)
print(colores.remove("verde") as Any, colores.remove("negro") as Any)
print(colores.sorted())
let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted())
print(a.symmetricDifference(b).sorted(), a.isSubset(of: [1, 2, 3, 4, 9]), a.isDisjoint(with: [7]))
print("≈", b)
print(Set([2]), Set<String>(), Set([1, 2, 2]).count)
let pares = a.filter { $0 % 2 == 0 }
print(pares.sorted(), pares.count)
print(a.map { $0 * 10 }.sorted(), a.sorted(by: >))
var vistos = Set<String>()
for palabra in ["a", "b", "a", "c", "b"] where !vistos.contains(palabra) { vistos.insert(palabra) }
print(vistos.count, vistos.isEmpty, Set<Int>().isEmpty)
print(a == [4, 3, 2, 1], a.min()!, a.max()!)
var s = Set([1, 2])
s.formUnion([3])
_ = s.remove(1)
print(s.sorted(), s.contains(1))
debugPrint(Set(["x"]))
print(Array(Set([5])), Set(["z"]))
let unicos = Array(Set([3, 1, 3, 2])).sorted()
print(unicos)
