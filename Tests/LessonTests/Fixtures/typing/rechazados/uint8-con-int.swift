// Un UInt8 no se suma con un Int sin convertirlo: Int(codigo) + desplazamiento.
let letra: Character = "a"
let desplazamiento = 3
let codigo = letra.asciiValue!
print(codigo + 1)
print(codigo + desplazamiento)
