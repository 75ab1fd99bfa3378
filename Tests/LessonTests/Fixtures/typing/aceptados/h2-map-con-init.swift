struct Caja { var v: Int; init(_ v: Int) { self.v = v } }
let xs = [1, 2]
print(xs.map(String.init), xs.map(Caja.init).map { $0.v }, xs.map(Double.init))
