// Un array, un conjunto y un diccionario que crecen de uno en uno en un bucle, en el nivel
// superior y dentro de una función: cada cambio se hace en el sitio, sin copiar lo que ya hay.
var numeros: [Int] = []
for i in 0..<20000 { numeros.append(i) }
print(numeros.count, numeros.last ?? -1)

var vistos = Set<Int>()
for i in 0..<20000 { vistos.insert(i % 15000) }
print(vistos.count)

var cuadrados: [Int: Int] = [:]
for i in 0..<20000 { cuadrados[i] = i * i }
print(cuadrados.count, cuadrados[141] ?? 0)

var pila = [Int]()
for i in 0..<20000 { pila.append(i) }
while pila.count > 5 { pila.removeLast() }
print(pila)

func contar() -> (Int, Int, Int) {
    var lista: [Int] = []
    var conjunto: Set<Int> = []
    var tabla: [Int: Int] = [:]
    for i in 0..<20000 {
        lista.append(i)
        conjunto.insert(i / 2)
        tabla[i % 100, default: 0] += 1
    }
    while lista.count > 10 { _ = lista.popLast() }
    return (lista.count, conjunto.count, tabla[7] ?? 0)
}
print(contar())
