let precios = [3, 5, 8]
let maximo = precios.max() ?? 0
let total: String = precios.reduce(0, +)
print(total, maximo)
