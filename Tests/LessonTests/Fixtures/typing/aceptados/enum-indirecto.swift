indirect enum Expr {
    case numero(Int)
    case suma(Expr, Expr)
    case producto(Expr, Expr)
    case negar(Expr)
}

func evaluar(_ e: Expr) -> Int {
    switch e {
    case .numero(let n): return n
    case let .suma(a, b): return evaluar(a) + evaluar(b)
    case let .producto(a, b): return evaluar(a) * evaluar(b)
    case .negar(let a): return -evaluar(a)
    }
}

let e: Expr = .suma(.numero(2), .producto(.numero(3), .negar(.numero(4))))
print(evaluar(e))
enum Lista {
    case vacia
    indirect case nodo(Int, Lista)
}
func largo(_ l: Lista) -> Int {
    if case let .nodo(_, resto) = l { return 1 + largo(resto) }
    return 0
}
print(largo(.nodo(1, .nodo(2, .vacia))))
