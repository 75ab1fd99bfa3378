let doble = { (x: Int) -> Int in x * 2 }
let s: String = doble(3)
print(s)
