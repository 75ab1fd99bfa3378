// Enums: valores en bruto, init?(rawValue:), CaseIterable, indirect con recursión, métodos que
// hacen switch self; operadores con desbordamiento y Int.max.
enum Planeta: Int, CaseIterable {
    case mercurio = 1, venus, tierra, marte

    var esInterior: Bool {
        switch self {
        case .mercurio, .venus: return true
        case .tierra, .marte: return false
        }
    }
}
print(Planeta.tierra.rawValue, Planeta(rawValue: 2) as Any, Planeta(rawValue: 9) as Any)
print(Planeta.allCases.map { $0.rawValue }, Planeta.allCases.filter { $0.esInterior })
for p in Planeta.allCases where !p.esInterior { print(p) }

enum Moneda: String, CaseIterable {
    case euro = "EUR", dolar = "USD", peso
}
print(Moneda.allCases.map { $0.rawValue })
if let m = Moneda(rawValue: "USD") { print("encontrada", m) }
print(Moneda(rawValue: "peso") == .peso)

indirect enum Expresion {
    case numero(Int)
    case suma(Expresion, Expresion)
    case producto(Expresion, Expresion)
    case negativo(Expresion)

    func valor() -> Int {
        switch self {
        case .numero(let n): return n
        case .suma(let a, let b): return a.valor() + b.valor()
        case .producto(let a, let b): return a.valor() * b.valor()
        case .negativo(let e): return -e.valor()
        }
    }

    var texto: String {
        switch self {
        case .numero(let n): return "\(n)"
        case .suma(let a, let b): return "(\(a.texto) + \(b.texto))"
        case .producto(let a, let b): return "\(a.texto) * \(b.texto)"
        case .negativo(let e): return "-\(e.texto)"
        }
    }
}
let e = Expresion.suma(.numero(2), .producto(.numero(3), .negativo(.numero(4))))
print(e.texto, "=", e.valor())

enum Lista {
    case vacia
    indirect case nodo(Int, Lista)
    func suma() -> Int {
        switch self {
        case .vacia: return 0
        case .nodo(let v, let resto): return v + resto.suma()
        }
    }
}
print(Lista.nodo(1, .nodo(2, .nodo(3, .vacia))).suma())

print(Int.max, Int.min)
print(Int.max &+ 1, Int.min &- 1, Int.max &* 2)
var h = 5381
for c in [104, 111, 108, 97] { h = (h &* 33) &+ c }
print(h)
var grande = Int.max - 2
for _ in 0..<4 { grande = grande &+ 1 }
print(grande, grande &- Int.max)

// Comparable synthesized from the order of the cases: the library's sorted, min and max use it.
enum Prioridad: Comparable { case baja, media, alta }
let pendientes: [Prioridad] = [.media, .alta, .baja, .media]
print(pendientes.sorted())
print(pendientes.min()!, pendientes.max()!, min(Prioridad.alta, .media), max(Prioridad.baja, .media))
