// Hash FNV-1a de 64 bits: literales enteros mayores que Int.max donde el contexto es UInt64 o UInt.
func fnv1a(_ texto: String) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in texto.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 1099511628211
    }
    return hash
}
print(fnv1a("hola"))
print(fnv1a(""))
let grande: UInt64 = 14695981039346656037
print(grande == 14695981039346656037, grande > 10000000000000000000)
let lista: [UInt64] = [1, 18446744073709551615]
print(lista)
func maximo() -> UInt { 18446744073709551615 }
print(maximo())
var u: UInt = 0
u = 12345678901234567890
print(u, u / 10)
print(UInt64.max == 18446744073709551615)
