let c: Character = "a"
let s: String = c
print(s)
