struct Caja<T> { var valor: T }
var c = Caja(valor: 10)
c.valor = "diez"
print(c)
