// Un array de literales enteros cuyo cierre sólo se tipa con Double es [Double], como lo resuelve swiftc.
print([1, 2].map { $0 + 0.5 })
print([1, 2, 3].filter { $0 > 1.5 })
print([3, 1, 2].sorted { $0 < $1 })
let m = [1, 2].map { $0 * 2 }
print(m)
print([1, 2].reduce(0.5) { $0 + Double($1) })
let precios = [10, 20, 30].map { $0 * 1.21 }
print(precios, type(of: precios))
print([1, 2, 3].contains { $0 == 2.0 })
print([4, 5].map { n in n / 2.0 })
