let a: Int? = 4
let b = a + 1
print(b)
