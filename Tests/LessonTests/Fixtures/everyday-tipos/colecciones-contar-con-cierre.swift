// count(where:) con la etiqueta, con un cierre final y con una función: en arrays, textos, conjuntos, diccionarios, rangos, secuencias perezosas y strides.
let nums = [4, 8, 15, 16, 23, 42]
print(nums.count { $0 > 15 })
print("hola mundo".count { $0 == "o" })
print(Set([1, 2, 3]).count { $0 > 1 })
print(["a": 1, "b": 2].count { $0.value > 1 })
print((1...10).count { $0 % 3 == 0 })
print(nums.lazy.map { $0 * 2 }.count { $0 > 30 })
let esPar: (Int) -> Bool = { $0 % 2 == 0 }
print(nums.count(where: esPar))
print(stride(from: 0, to: 10, by: 2).count { $0 > 3 })
