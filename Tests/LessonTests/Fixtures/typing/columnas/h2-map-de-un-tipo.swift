struct Caja { var v: Int; init(_ v: Int) { self.v = v } }
let xs = [1, 2]
let a = xs.map(String)
let b = xs.map(Double)
let c = xs.map(Caja)
let d = xs.map(String.init)
let e = xs.map(Caja.init)
xs.forEach(print)
