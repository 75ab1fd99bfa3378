func componer<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { x in g(f(x)) }
}

func sumar(_ a: Int) -> (Int) -> Int {
    return { b in a + b }
}

func hacerContador(desde inicio: Int = 0, paso: Int = 1) -> () -> Int {
    var actual = inicio
    return {
        defer { actual += paso }
        return actual
    }
}

func repetir(_ veces: Int, _ accion: (Int) -> Void) {
    for i in 0..<veces { accion(i) }
}

func aplicarTodas(_ x: Int, _ fs: [(Int) -> Int]) -> [Int] { fs.map { $0(x) } }

let doble = { (x: Int) in x * 2 }
let masTres = sumar(3)
let dobleMasTres = componer(doble, masTres)
let texto = componer(dobleMasTres) { "resultado: \($0)" }
print(dobleMasTres(5), texto(10), sumar(1)(1))

let c1 = hacerContador()
let c2 = hacerContador(desde: 10, paso: 5)
print(c1(), c1(), c2(), c1(), c2())

var acumulado: [String] = []
repetir(3) { acumulado.append("vuelta \($0)") }
print(acumulado)

print(aplicarTodas(7, [doble, masTres, { $0 * $0 }, { -$0 }]))

var operaciones: [String: (Double, Double) -> Double] = [
    "+": (+), "-": { $0 - $1 }, "*": { a, b in a * b },
]
operaciones["/"] = { $1 == 0 ? .nan : $0 / $1 }
for op in ["+", "-", "*", "/", "%"] {
    if let f = operaciones[op] {
        print("8 \(op) 2 =", f(8, 2))
    } else {
        print("no sé hacer \(op)")
    }
}
print(operaciones["/"]!(1, 0).isNaN)

var manejadores: [() -> Void] = []
for nombre in ["a", "b", "c"] {
    manejadores.append { print("hola \(nombre)") }
}
manejadores.forEach { $0() }

var total = 0
let sumarAlTotal: (Int) -> Void = { total += $0 }
[1, 2, 3, 4].forEach(sumarAlTotal)
print(total)
let ordenarPor: (String, String) -> Bool = { $0.count < $1.count || ($0.count == $1.count && $0 < $1) }
print(["pera", "kiwi", "sandía", "uva", "melón"].sorted(by: ordenarPor))
let filtros: [(Int) -> Bool] = [{ $0 % 2 == 0 }, { $0 > 3 }]
print((1...8).filter { n in filtros.allSatisfy { $0(n) } })
