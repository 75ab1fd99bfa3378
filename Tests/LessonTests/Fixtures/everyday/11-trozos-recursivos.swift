// Slices passed to recursive functions keep the array's indices; where a String or an array
// is expected, + gives one.
func suma(_ xs: ArraySlice<Int>) -> Int {
    guard let primero = xs.first else { return 0 }
    return primero + suma(xs.dropFirst())
}
let numeros = [1, 2, 3, 4]
print(suma(numeros[0...]), suma(numeros[1...]))
func busca(_ xs: ArraySlice<Int>, _ x: Int) -> Int? {
    guard !xs.isEmpty else { return nil }
    let medio = (xs.startIndex + xs.endIndex) / 2
    if xs[medio] == x { return medio }
    return xs[medio] < x ? busca(xs[(medio + 1)...], x) : busca(xs[..<medio], x)
}
print(busca(numeros[0...], 3) as Any, busca(numeros[0...], 9) as Any)
let frase = "hola mundo"
let t: String = frase.prefix(4) + "..."
print(t)
let u: [Int] = numeros[0...1] + numeros
print(u, [u])
func primera(_ s: Substring) -> Character? { s.first }
print(primera(frase.dropFirst(5)) as Any)
var trozo = numeros[1...2]
print(trozo.count)
