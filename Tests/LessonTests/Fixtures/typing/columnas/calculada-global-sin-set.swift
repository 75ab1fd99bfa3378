// Una variable calculada sin set no se puede asignar
var precioConIva: Double { 10 * 1.21 }
print(precioConIva)
precioConIva = 12
