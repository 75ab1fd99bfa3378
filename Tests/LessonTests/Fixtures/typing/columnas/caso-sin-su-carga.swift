enum Destino { case alerta, hoja(String), ninguno }
let d: Destino = .hoja
print(d)
