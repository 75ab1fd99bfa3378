let precio = 3
let iva = 0.21
let total = precio * iva
print(total)
