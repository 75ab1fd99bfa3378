enum Estado { case a(Int), b }
let e = Estado.a
print(e == .b)
