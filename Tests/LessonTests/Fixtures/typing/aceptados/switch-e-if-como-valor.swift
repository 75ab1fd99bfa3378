enum F { case a, b }
let f = F.a
let n: Double = switch f { case .a: 1; case .b: 2 }
print(n)
let m = switch f { case .a: "uno"; case .b: "dos" }
print(m)
func g(_ f: F) -> Int {
    let base = 10
    return switch f {
    case .a: base + 1
    case .b: base * 2
    }
}
print(g(.b))
var s = F.a
s = switch s { case .a: .b; case .b: .a }
print(s)
