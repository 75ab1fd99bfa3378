let s = "hola"
let c: Character = s.first
print(c)
