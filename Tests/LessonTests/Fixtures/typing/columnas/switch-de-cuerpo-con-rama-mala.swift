enum F { case a, b, c }
func g(_ f: F) -> Double {
    switch f {
    case .a: "x"
    case .b: 2
    }
}
func h(_ f: F) -> Double {
    switch f {
    case .a: 1
    case .b: 2
    }
}
let c: () -> Int = {
    switch F.a {
    case .a: "x"
    case .b: 2
    }
}
