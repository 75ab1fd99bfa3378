// Dos valores 'any Equatable' no se pueden comparar con '==': cada uno puede ser de otro tipo.
let respuestas: [any Equatable] = [4, "cuatro", 4.0]

var iguales = 0
for r in respuestas {
    if r == respuestas[0] {
        iguales += 1
    }
}
print(iguales)
