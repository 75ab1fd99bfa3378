struct Caja<T> { var valor: T }
func abrir(_ c: Caja<String>) -> String { c.valor }
print(abrir(Caja(valor: 5)))
