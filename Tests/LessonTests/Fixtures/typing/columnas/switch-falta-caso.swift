enum E { case a, b }
func f(_ e: E) -> Int {
    switch e {
    case .a: return 1
    }
}
print(f(.a))
