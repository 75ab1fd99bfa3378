enum Par { case a(Int, String), b(String, Int) }
func f(_ p: Par) -> String {
    switch p {
    case .a(let n, let s), .b(let s, let n): return "\(s)\(n)"
    }
}
print(f(.a(1, "x")), f(.b("y", 2)))
