let a: Int? = nil
let n: Int = a ?? "x"
print(n)
func f(_ x: Int) {}
f(a ?? "y")
