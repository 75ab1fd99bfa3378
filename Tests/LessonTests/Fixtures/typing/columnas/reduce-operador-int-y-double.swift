let precios = [1.5, 2.0]
let total: Int = precios.reduce(0, +)
