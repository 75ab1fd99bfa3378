enum Estado { case a(Int), b }
let hacer = Estado.a
let e = hacer(3)
print(e)
