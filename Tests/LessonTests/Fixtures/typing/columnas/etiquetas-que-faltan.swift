func f(a: Int, b: Int) {}
f(1, 2)
f(a: 1, 2)
f(1, b: 2)
f(c: 1, d: 2)
