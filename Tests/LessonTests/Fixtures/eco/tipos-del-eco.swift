enum Fallo: Error { case malo }
func leer() throws -> Int { 2 }
struct Caja<T: Hashable>: Hashable { var v: T }
let resultado: Result<Int, Fallo> = .success(2)
var cajas: Set<Caja<Int>> = []
let edades = ["ana": 31]
var notas = ["ana": [7, 9]]
let letra: Character = "a"
let frase = "hola mundo"
// Expresiones: el REPL muestra «$Rn: T = valor»; swiftc, type(of:).
Result { try leer() }
resultado
Caja(v: 1)
cajas.first
edades.keys
edades.values
notas["luis"]
notas.first
letra.asciiValue
[Caja(v: 2.0)]
Optional(Caja(v: "x"))
frase.split(separator: " ")
(frase.first, frase.count)
