enum Destino { case alerta, hoja(String), ninguno }
let d = Destino.hoja("x")
if case .hoja(let n) = d, n > 3 { print(n) }
