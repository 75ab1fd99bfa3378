let a: Character = "a"
let b: Character = "b"
let c: Character = a + b
print(c)
