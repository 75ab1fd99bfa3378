indirect enum Expr { case num(Int), suma(Expr, Expr) }
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case .suma(let a): return eval(a)
    }
}
