func aplicar<T>(_ x: T, _ fs: [(T) -> T]) -> T { fs.reduce(x) { acc, f in f(acc) } }
print(aplicar(2, [{ $0 + 1 }, { $0 * 10 }]))
print(aplicar("a", [{ $0 + "b" }, { $0.uppercased() }]))
func contar<T: Equatable>(_ x: T, en xs: [T]) -> Int { xs.filter { $0 == x }.count }
print(contar(2, en: [1, 2, 2, 3]), contar("x", en: ["x"]))
let m: Double = max(1, 2.5)
print(m, min(3, 4), [3, 1, 2].sorted(by: >))
var total: Double = 0
for v in [1, 2, 3] as [Double] { total += v }
print(total)
let pares: [(String, Double)] = [("a", 1), ("b", 2)]
print(pares.map { $0.1 }.reduce(0, +))
let anidada: [[Int]] = [[1], [], [2, 3]]
print(anidada.flatMap { $0 }, anidada.map(\.count))
let texto = "hola mundo"
print(texto.split(separator: " ").map(String.init), texto.hasPrefix("ho"))
