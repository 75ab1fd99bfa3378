enum E { case a(Int), b }
let x = E.a(1)
if x == .b { print("b") }
