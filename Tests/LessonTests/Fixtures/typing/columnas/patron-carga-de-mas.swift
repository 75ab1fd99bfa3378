enum Estado { case activo(nivel: Int), inactivo }
let e = Estado.activo(nivel: 3)
switch e {
case .activo(let n, _): print(n)
case .inactivo: print("i")
}
