// Calculadora con operaciones guardadas en un diccionario
typealias Operacion = (Double, Double) -> Double

var operaciones: [String: Operacion] = [
    "+": { $0 + $1 },
    "-": { a, b in a - b },
    "*": (*),
    "/": { a, b in
        guard b != 0 else { return .infinity }
        return a / b
    },
]
operaciones["^"] = { base, exp in
    var r = 1.0
    for _ in 0..<Int(exp) { r *= base }
    return r
}
operaciones["max"] = max

enum ErrorCalculo: Error {
    case tokenInvalido(String)
    case operadorDesconocido(String)
    case faltanOperandos
}

func calcular(_ linea: String) throws -> Double {
    let partes = linea.split(separator: " ").map(String.init)
    guard partes.count == 3 else { throw ErrorCalculo.faltanOperandos }
    guard let a = Double(partes[0]) else { throw ErrorCalculo.tokenInvalido(partes[0]) }
    guard let b = Double(partes[2]) else { throw ErrorCalculo.tokenInvalido(partes[2]) }
    guard let op = operaciones[partes[1]] else { throw ErrorCalculo.operadorDesconocido(partes[1]) }
    return op(a, b)
}

let entradas = ["3 + 4", "10 / 4", "2 ^ 10", "5 / 0", "7 % 2", "x * 2", "8 max 3", "1 +", "2.5 * 4"]
for e in entradas {
    do {
        let r = try calcular(e)
        print("\(e) = \(r)")
    } catch ErrorCalculo.tokenInvalido(let t) {
        print("\(e): «\(t)» no es un número")
    } catch ErrorCalculo.operadorDesconocido(let op) {
        print("\(e): no conozco \(op)")
    } catch {
        print("\(e): \(error)")
    }
}

print(operaciones.keys.sorted())
let aplicadas = operaciones.keys.sorted().map { clave -> String in
    let f = operaciones[clave]!
    return "\(clave):\(f(6, 2))"
}
print(aplicadas.joined(separator: " "))

func componer(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int {
    return { x in g(f(x)) }
}
let doble = { (x: Int) in x * 2 }
let masTres: (Int) -> Int = { $0 + 3 }
let ambas = componer(doble, masTres)
print(ambas(5), componer(masTres, doble)(5))

func hacerContador(desde inicio: Int) -> () -> Int {
    var n = inicio
    return {
        n += 1
        return n
    }
}
let c1 = hacerContador(desde: 10)
let c2 = c1
print(c1(), c1(), c2())

var historial: [() -> String] = []
for i in 1...3 {
    historial.append { "paso \(i)" }
}
print(historial.map { $0() })
let numeros = ["12", "x", "7", "", "-3", "4.5", "+8"]
let enteros = numeros.compactMap { Int($0) }
print(enteros, enteros.reduce(0, +))
print(Int("0x1F") as Any, Int("1F", radix: 16) as Any, Double("1e3") as Any)
