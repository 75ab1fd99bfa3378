import Foundation

// Evaluador de expresiones con un enum indirecto
indirect enum Expr {
    case numero(Double)
    case variable(String)
    case suma(Expr, Expr)
    case producto(Expr, Expr)
    case resta(Expr, Expr)
    case division(Expr, Expr)
    case negativo(Expr)
}

enum ErrorEvaluacion: Error {
    case divisionPorCero
    case variableDesconocida(String)
}

func evaluar(_ e: Expr, _ entorno: [String: Double]) throws -> Double {
    switch e {
    case .numero(let n):
        return n
    case .variable(let nombre):
        guard let v = entorno[nombre] else { throw ErrorEvaluacion.variableDesconocida(nombre) }
        return v
    case let .suma(a, b):
        return try evaluar(a, entorno) + evaluar(b, entorno)
    case let .resta(a, b):
        return try evaluar(a, entorno) - evaluar(b, entorno)
    case let .producto(a, b):
        return try evaluar(a, entorno) * evaluar(b, entorno)
    case let .division(a, b):
        let divisor = try evaluar(b, entorno)
        if divisor == 0 { throw ErrorEvaluacion.divisionPorCero }
        return try evaluar(a, entorno) / divisor
    case .negativo(let a):
        return -(try evaluar(a, entorno))
    }
}

func mostrar(_ e: Expr) -> String {
    switch e {
    case .numero(let n): return n == n.rounded() ? String(Int(n)) : String(n)
    case .variable(let v): return v
    case .suma(let a, let b): return "(\(mostrar(a)) + \(mostrar(b)))"
    case .resta(let a, let b): return "(\(mostrar(a)) - \(mostrar(b)))"
    case .producto(let a, let b): return "\(mostrar(a)) * \(mostrar(b))"
    case .division(let a, let b): return "\(mostrar(a)) / \(mostrar(b))"
    case .negativo(let a): return "-\(mostrar(a))"
    }
}

func profundidad(_ e: Expr) -> Int {
    switch e {
    case .numero, .variable: return 1
    case .negativo(let a): return 1 + profundidad(a)
    case .suma(let a, let b), .resta(let a, let b), .producto(let a, let b), .division(let a, let b):
        return 1 + max(profundidad(a), profundidad(b))
    }
}

func simplificar(_ e: Expr) -> Expr {
    switch e {
    case .suma(.numero(0), let x), .suma(let x, .numero(0)):
        return simplificar(x)
    case .producto(.numero(1), let x), .producto(let x, .numero(1)):
        return simplificar(x)
    case .producto(.numero(0), _), .producto(_, .numero(0)):
        return .numero(0)
    case let .suma(a, b):
        return .suma(simplificar(a), simplificar(b))
    case let .producto(a, b):
        return .producto(simplificar(a), simplificar(b))
    default:
        return e
    }
}

let entorno = ["x": 3.0, "y": 0.5]
let e1 = Expr.suma(.numero(2), .producto(.variable("x"), .numero(4)))
let e2 = Expr.division(.numero(1), .resta(.variable("x"), .numero(3)))
let e3 = Expr.negativo(.suma(.variable("z"), .numero(1)))
let e4 = Expr.producto(.numero(1), .suma(.numero(0), .variable("y")))

for e in [e1, e2, e3, e4] {
    do {
        let v = try evaluar(e, entorno)
        print("\(mostrar(e)) = \(v)")
    } catch ErrorEvaluacion.variableDesconocida(let n) {
        print("\(mostrar(e)): no conozco \(n)")
    } catch {
        print("\(mostrar(e)): \(error)")
    }
}
print(profundidad(e1), profundidad(e4))
print(mostrar(simplificar(e4)))
print((try? evaluar(e2, entorno)) ?? .nan)
print(try evaluar(simplificar(e4), entorno))
