let a: Int? = nil
let b = a ?? "cero"
print(b)
