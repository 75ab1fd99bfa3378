struct Caja<T> { var v: T }
func suma<T: Numeric>(_ c: Caja<T>) -> T { c.v + c.v }
print(suma(Caja(v: "a")))
