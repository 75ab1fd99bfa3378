let precio: Float = 2.5
let iva: Double = 0.21
let conIva = precio * iva
let unidades = 3
let cuenta: Float = unidades
let resto = precio % 2
var total: Float = 0
let precios = [1.5, 2.5]
for p in precios { total += p }
let doble: Double = precio
print(conIva, cuenta, resto, doble)
