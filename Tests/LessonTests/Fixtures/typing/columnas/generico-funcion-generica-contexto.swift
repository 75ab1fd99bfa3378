func repetir<T>(_ valor: T, veces: Int) -> [T] {
    Array(repeating: valor, count: veces)
}
let xs: [String] = repetir(3, veces: 2)
print(xs)
