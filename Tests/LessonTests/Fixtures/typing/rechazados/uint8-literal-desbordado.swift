// Un UInt8 va de 0 a 255: el literal 300 no cabe.
let letra: Character = "a"
print(letra.asciiValue ?? 0)
let tope: UInt8 = 300
print(tope)
