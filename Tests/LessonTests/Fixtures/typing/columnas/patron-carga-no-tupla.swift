enum Estado { case a, b(Int) }
func f(_ e: Estado) -> Int {
    switch e {
    case .a: return 1
    case .b(let x, let y): return x
    }
}
print(f(.a))
