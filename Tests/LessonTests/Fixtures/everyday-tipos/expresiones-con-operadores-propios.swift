// Expresiones aritméticas: enum indirecto, recursión, protocolos con Self, operadores propios
indirect enum Expr: CustomStringConvertible {
    case num(Double)
    case variable(String)
    case suma(Expr, Expr)
    case producto(Expr, Expr)
    case negativo(Expr)

    var description: String {
        switch self {
        case .num(let n): return n.truncatingRemainder(dividingBy: 1) == 0 ? String(Int(n)) : String(n)
        case .variable(let v): return v
        case let .suma(a, b): return "(\(a) + \(b))"
        case let .producto(a, b): return "\(a) * \(b)"
        case .negativo(let e): return "-\(e)"
        }
    }

    func evaluar(_ entorno: [String: Double]) -> Double? {
        switch self {
        case .num(let n): return n
        case .variable(let v): return entorno[v]
        case let .suma(a, b):
            guard let x = a.evaluar(entorno), let y = b.evaluar(entorno) else { return nil }
            return x + y
        case let .producto(a, b):
            if case .num(0) = a { return 0 }
            guard let x = a.evaluar(entorno), let y = b.evaluar(entorno) else { return nil }
            return x * y
        case .negativo(let e): return e.evaluar(entorno).map { -$0 }
        }
    }

    var profundidad: Int {
        switch self {
        case .num, .variable: return 1
        case .suma(let a, let b), .producto(let a, let b): return 1 + max(a.profundidad, b.profundidad)
        case .negativo(let e): return 1 + e.profundidad
        }
    }
}

infix operator ⊕: AdditionPrecedence
func ⊕ (a: Expr, b: Expr) -> Expr { .suma(a, b) }
func * (a: Expr, b: Expr) -> Expr { .producto(a, b) }
prefix func - (e: Expr) -> Expr { .negativo(e) }

let x = Expr.variable("x")
let e1 = .num(2) * x ⊕ .num(1)
let e2 = -(x ⊕ .num(0.5)) * .variable("y")
print(e1, "=", e1.evaluar(["x": 3]) ?? .nan)
print(e2, "=", e2.evaluar(["x": 1.5, "y": 2]) as Any)
print(e2.evaluar(["x": 1]) as Any)
print(e1.profundidad, e2.profundidad)
let cero = Expr.producto(.num(0), .variable("z"))
print(cero.evaluar([:])!)

struct Vector: Equatable, AdditiveArithmetic {
    var x = 0.0, y = 0.0
    static var zero: Vector { Vector() }
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
}
var v = Vector(x: 1, y: 2)
v += Vector(x: 0.5, y: -1)
print(v, v == Vector(x: 1.5, y: 1), [v, v].reduce(.zero, +))
