struct C { var n = 0; let k = 1
  func a() { n = 1 }
  func b() { n += 1 }
  func c() { self.n = 2 }
}
let v = 1
v += 1
var c = C()
c.k = 3
c.k += 3
let xs = [1]
xs[0] = 2
xs.append(2)
func f(_ x: inout Int) {}
f(&v)
let cc = C()
cc.n = 5
