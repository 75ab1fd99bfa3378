enum Resultado { case ok(Int), error(String) }
func dividir(_ a: Int, _ b: Int) -> Resultado {
    guard b != 0 else { return .error("división por cero") }
    return .ok(a / b)
}
let pruebas = [(10, 2), (7, 0), (9, 4)]
for (a, b) in pruebas {
    let r = dividir(a, b)
    if case .ok(let v) = r, v > 3 {
        print("grande", v)
    } else if case let .error(m) = r {
        print("error:", m)
    } else {
        print("otro", r)
    }
}
func clasificar(_ n: Int?) -> String {
    switch n {
    case nil: return "nada"
    case let v? where v < 0: return "negativo"
    case 0?: return "cero"
    case .some(let v): return "positivo \(v)"
    }
}
print([nil, -1, 0, 5].map(clasificar))
let opcionales: [Int?] = [1, nil, 3]
for case let v? in opcionales { print(v) }
print(opcionales.compactMap { $0 }.reduce(0, +))
var contador = 0
func incrementa() -> Int { contador += 1; return contador }
let valores = [incrementa(), incrementa(), incrementa()]
print(valores, contador)
