var xs = [5, 3, 8]
xs.append(1)
xs.insert(9, at: 0)
let ultimo = xs.removeLast()
xs[1] = 4
print(xs, ultimo, xs.count, xs.isEmpty, xs.first ?? 0, xs.last ?? 0)
print(xs.contains(8), xs.min() ?? 0, xs.max() ?? 0, xs.sorted(), xs.reversed().map { $0 })
print(xs.indices.map { xs[$0] * 2 }, xs + [0], xs.firstIndex(of: 8) as Any)
var matriz: [[Int]] = [[1, 2], [3]]
matriz[1].append(4)
print(matriz, matriz.map { $0.count })
let vacia: [String] = []
print(vacia.isEmpty, vacia.first as Any)
