let a: Double = 2
let b: Int = 3
print(a / b)
