enum Estado { case inactivo, activo(Int) }
let e = Estado.activo(2)
switch e {
case .inactivo: print("i")
case .activo(let n) where n > "a": print(n)
case .activo: print("otro")
}
