struct Caja { var v: Int }
func < (a: Caja, b: Caja) -> Bool { a.v < b.v }
print(Caja(v: 1) < Caja(v: 2))
func + (a: Caja, b: Caja) -> Caja { Caja(v: a.v + b.v) }
print(Caja(v: 1) + Caja(v: 2))
