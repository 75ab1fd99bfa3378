let precios = [10.0, 20.0, 30.0]
let conIva = precios.map { (p: Double) -> Double in
    let iva = p * 0.21
    p + iva
}
print(conIva)
