let x: Double = 3
let y: Int = x
print(y)
