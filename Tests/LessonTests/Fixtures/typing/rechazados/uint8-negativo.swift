// Un UInt8 no tiene signo: -1 no cabe.
let cero: UInt8 = 0
print(cero)
let menos: UInt8 = -1
print(menos)
