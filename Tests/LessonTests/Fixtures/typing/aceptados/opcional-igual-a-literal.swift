let a: Double? = 2.0
print(a == 2, 2 == a, a != 3)
let b: Int? = nil
print(b == 0)
