// Cifrado César con los escalares Unicode de un mensaje: un estudiante recorre
// `unicodeScalars`, suma al `value` y vuelve a formar caracteres.
func cifrar(_ texto: String, desplazamiento: UInt32) -> String {
    var resultado = ""
    for escalar in texto.unicodeScalars {
        let v = escalar.value
        if v >= 97 && v <= 122 {
            let nuevo = (v - 97 + desplazamiento) % 26 + 97
            resultado.append(Character(UnicodeScalar(nuevo)!))
        } else {
            resultado.append(Character(escalar))
        }
    }
    return resultado
}
let secreto = cifrar("hola, mundo", desplazamiento: 3)
print(secreto, cifrar(secreto, desplazamiento: 23))
let palabra = "Añoranza"
print(palabra.unicodeScalars.count, palabra.count, palabra.unicodeScalars.map { $0.value })
print(palabra.unicodeScalars.filter { !$0.isASCII }.map { String($0) }, palabra.unicodeScalars.first!, palabra.unicodeScalars.last!.value)
for (i, u) in "abc".unicodeScalars.enumerated() { print(i, u, u.value + 1, terminator: "; ") }
print()
let a = UnicodeScalar(97)
let z: Unicode.Scalar = "z"
print(a as Any, z, [z], z.value - a!.value, z == "z", z > "m", Unicode.Scalar(UInt8(66)), UnicodeScalar(0x1F600) as Any)
let letras = (65...70).compactMap { UnicodeScalar($0) }.map(Character.init)
print(String(letras), letras.count)
let suma = "ABC".unicodeScalars.reduce(0) { $0 + Int($1.value) }
print(suma, type(of: z), type(of: a))
let ordenados = "mundo".unicodeScalars.sorted()
print(ordenados.map(String.init).joined(), "mundo".unicodeScalars.max()!, "mundo".unicodeScalars.contains("d"))
let acentos = "ñandú".unicodeScalars.map { $0 }
print(acentos, acentos.count, Set("abca".unicodeScalars).count, acentos.first!.description)
var cuenta: [Unicode.Scalar: Int] = [:]
for u in "banana".unicodeScalars { cuenta[u, default: 0] += 1 }
print(cuenta.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
