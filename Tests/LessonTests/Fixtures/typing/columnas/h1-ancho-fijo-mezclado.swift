// Un Int8, un UInt o un Int32 no se mezclan con un Int sin convertirlos, ni entre ellos; un
// UInt no tiene '-' delante; los enteros de tipos distintos sí se comparan.
let temperatura: Int8 = 20
let ajuste = 3
print(temperatura + ajuste)
let visitas: UInt = 5
let arr = [1, 2, 3]
print(arr[visitas])
print(-visitas)
let puntos: Int32 = 5
let media = puntos / 2.0
let copias = Array(repeating: 0, count: temperatura)
var total = 0
total += puntos
let byte: UInt8 = 5
print(byte + temperatura)
let n: Int = puntos
print(temperatura < ajuste, puntos == 5, visitas > arr.count)
