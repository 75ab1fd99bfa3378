let conjunto: Set<Int> = [1, 2]
let d = ["a": 1]
let xs = [1, 2]
let a: Int = conjunto[0]
let b: Int? = d[1]
let e: Int = xs["a"]
print(xs["a"])
print(d[1] ?? 0)
let n = 1
let g = d[n]
var h = xs
h["b"] = 3
let i = xs[1.5]
func f(_ v: Int) {}
f(xs["a"])
