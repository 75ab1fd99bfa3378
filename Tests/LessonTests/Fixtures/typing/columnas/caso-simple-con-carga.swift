enum Destino { case alerta, hoja(String), ninguno }
let d: Destino = .alerta("x")
print(d)
