enum Fallo: Error { case malo(Int) }
func revisar(_ n: Int) throws -> Int {
    if n == 3 { throw Fallo.malo(n) }
    return n * 10
}
func sinErrores(_ xs: [Int]) {
    xs.forEach { x in
        do { print(try revisar(x)) } catch { print("falló \(x)") }
    }
    let opcionales = xs.map { try? revisar($0) }
    print(opcionales)
    let resultados = xs.map { x in Result { try revisar(x) } }
    print(resultados.count)
    xs.forEach { x in
        func interna() throws -> Int { try revisar(x) }
        print((try? interna()) ?? -1)
    }
}
sinErrores([1, 3])
func aplicar(_ f: (Int) throws -> Int, a v: Int) throws -> Int { try f(v) }
print((try? aplicar({ try revisar($0) }, a: 2)) ?? 0)
let total = try [1, 2].map { try revisar($0) }.reduce(0, +)
print(total)
let ordenados = try [2, 1].sorted { a, b in try revisar(a) < revisar(b) }
print(ordenados)
let primero = [4, 5].first(where: { $0 > 4 })
print(primero ?? 0)
