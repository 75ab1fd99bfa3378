indirect enum Expr: CustomStringConvertible {
    case numero(Double)
    case variable(String)
    case suma(Expr, Expr)
    case producto(Expr, Expr)
    case negativo(Expr)

    var description: String {
        switch self {
        case .numero(let n): return n == Double(Int(n)) ? String(Int(n)) : String(n)
        case .variable(let v): return v
        case let .suma(a, b): return "(\(a) + \(b))"
        case let .producto(a, b): return "\(a) * \(b)"
        case .negativo(let e): return "-\(e)"
        }
    }

    func evaluar(_ entorno: [String: Double]) -> Double? {
        switch self {
        case .numero(let n): return n
        case .variable(let v): return entorno[v]
        case let .suma(a, b):
            guard let x = a.evaluar(entorno), let y = b.evaluar(entorno) else { return nil }
            return x + y
        case let .producto(a, b):
            if let x = a.evaluar(entorno), let y = b.evaluar(entorno) { return x * y }
            return nil
        case .negativo(let e):
            return e.evaluar(entorno).map { -$0 }
        }
    }

    var profundidad: Int {
        switch self {
        case .numero, .variable: return 1
        case .suma(let a, let b), .producto(let a, let b): return 1 + max(a.profundidad, b.profundidad)
        case .negativo(let e): return 1 + e.profundidad
        }
    }

    func simplificado() -> Expr {
        switch self {
        case .suma(.numero(0), let e), .suma(let e, .numero(0)): return e.simplificado()
        case .producto(.numero(1), let e), .producto(let e, .numero(1)): return e.simplificado()
        case .producto(.numero(0), _), .producto(_, .numero(0)): return .numero(0)
        case let .suma(a, b): return .suma(a.simplificado(), b.simplificado())
        case let .producto(a, b): return .producto(a.simplificado(), b.simplificado())
        case .negativo(.negativo(let e)): return e.simplificado()
        default: return self
        }
    }
}

indirect enum Lista<T> {
    case vacia
    case nodo(T, Lista<T>)

    func aArray() -> [T] {
        switch self {
        case .vacia: return []
        case let .nodo(valor, resto): return [valor] + resto.aArray()
        }
    }
    var cuenta: Int {
        if case let .nodo(_, resto) = self { return 1 + resto.cuenta }
        return 0
    }
}

let e = Expr.suma(.producto(.numero(2), .variable("x")), .negativo(.numero(3.5)))
print(e)
print(e.evaluar(["x": 4]) as Any, e.evaluar([:]) as Any)
print("profundidad:", e.profundidad)
let raro = Expr.suma(.numero(0), .producto(.numero(1), .negativo(.negativo(.variable("y")))))
print(raro, "=>", raro.simplificado())
print(Expr.producto(.variable("z"), .numero(0)).simplificado())
let l: Lista<String> = .nodo("a", .nodo("b", .nodo("c", .vacia)))
print(l.aArray(), l.cuenta)
let vacia = Lista<Int>.vacia
print(vacia.aArray(), vacia.cuenta)
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<10).map(fib))
func hanoi(_ n: Int, _ desde: String, _ hasta: String, _ via: String, _ movs: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, desde, via, hasta, &movs)
    movs.append("\(desde)→\(hasta)")
    hanoi(n - 1, via, hasta, desde, &movs)
}
var movimientos: [String] = []
hanoi(3, "A", "C", "B", &movimientos)
print(movimientos.count, movimientos.prefix(3).joined(separator: " "))
func permutaciones(_ xs: [Int]) -> [[Int]] {
    guard xs.count > 1 else { return [xs] }
    return xs.indices.flatMap { i -> [[Int]] in
        var resto = xs
        let x = resto.remove(at: i)
        return permutaciones(resto).map { [x] + $0 }
    }
}
print(permutaciones([1, 2, 3]))
debugPrint(e)
print(String(describing: Expr.numero(2.5)), "\(Lista<Int>.vacia)")
