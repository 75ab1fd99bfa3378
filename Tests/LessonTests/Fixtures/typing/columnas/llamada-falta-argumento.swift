func sumar(_ a: Int, _ b: Int) -> Int { a + b }
let r = sumar(1)
print(r)
