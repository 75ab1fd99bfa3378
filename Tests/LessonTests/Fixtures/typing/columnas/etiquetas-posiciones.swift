func f(a: Int, b: Int) {}
func g(a: Int) {}
func h(_ a: Int) {}
func k(a: Int, b: Int, c: Int) {}
func m(_ a: Int, _ b: Int) {}
f(x: 1, b: 2)
f(a: 1, b: 2, c: 3)
h(a: 1)
k(a: 1, c: 3)
m(a: 1, 2)
m(a: 1, b: 2)
g(b: 1)
k(a: 1, b: 2)
f(b: 1)
