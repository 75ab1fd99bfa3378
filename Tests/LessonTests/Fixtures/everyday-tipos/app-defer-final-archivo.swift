// Un defer en el nivel superior de un archivo corre al terminar el programa, el último primero.
func leer(_ texto: String) -> Int? { Int(texto) }
defer { print("fin del programa") }
defer { print("cerrando registro") }
let datos = ["4", "x", "15"]
let numeros = datos.compactMap(leer)
print(numeros, numeros.reduce(0, +))
do {
    defer { print("fin del bloque") }
    print("dentro del bloque")
}
print("casi")
