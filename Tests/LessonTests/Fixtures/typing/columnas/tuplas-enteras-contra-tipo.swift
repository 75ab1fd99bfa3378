let t: (Int, String) = (1, 2)
let n = 3
let u: (Int, String) = (1, n)
func f(_ p: (Int, String)) {}
f((1, 2))
func g() -> (Int, String) { return (1, 2) }
let xs: [(Int, String)] = [(1, 2)]
let v: (a: Int, b: String) = (a: 1, b: 2)
let w: (Int, Double) = (1, "x")
var z: (Int, String) = (0, "")
