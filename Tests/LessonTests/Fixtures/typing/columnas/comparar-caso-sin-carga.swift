enum Estado: Equatable { case a(Int), b }
let e = Estado.a
print(e == .b)
print(e == Estado.b)
let f = Estado.a(1)
print(f == .a)
if f == .c { }
