import Foundation
// Con Foundation, contains(_:) de texto es el de NSString: el texto vacío no está en ninguno.
print("abc".contains(""))
print("".contains(""))
print("abc".contains("b"))
let frase = "hola mundo"
for buscado in ["mundo", "", "adiós"] {
    print("«\(buscado)»:", frase.contains(buscado))
}
