// Permisos de un archivo guardados en bits, con las asignaciones compuestas de enteros
let lectura = 1 << 2, escritura = 1 << 1, ejecucion = 1

func describir(_ permisos: Int) -> String {
    (permisos & lectura != 0 ? "r" : "-") + (permisos & escritura != 0 ? "w" : "-") + (permisos & ejecucion != 0 ? "x" : "-")
}

var permisos = 0
permisos |= lectura
permisos |= escritura
print(describir(permisos))
permisos ^= escritura
permisos |= ejecucion
print(describir(permisos))
permisos &= ~ejecucion
print(describir(permisos), permisos)

func unos(_ numero: Int) -> Int {
    var n = numero, cuenta = 0
    while n > 0 {
        cuenta += n & 1
        n >>= 1
    }
    return cuenta
}
print(unos(255), unos(1024), unos(1000))

var semilla = 42
for _ in 1...3 {
    semilla &*= 6364136223846793005
    semilla &+= 1442695040888963407
    print(semilla &>> 33)
}
var byte: UInt8 = 250
byte &+= 10
var escala = 1
escala <<= 10
print(byte, escala)
