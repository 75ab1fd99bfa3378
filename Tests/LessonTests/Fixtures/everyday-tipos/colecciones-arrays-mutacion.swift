// Arrays: quitar, insertar, intercambiar
var tareas = ["lavar", "cocinar", "estudiar", "leer", "correr"]
let ultima = tareas.popLast()
print(ultima ?? "nada", tareas)
let quitada = tareas.removeLast()
print(quitada, tareas)
let primera = tareas.removeFirst()
print(primera, tareas)
tareas.insert("barrer", at: 0)
tareas.insert("planchar", at: tareas.count)
print(tareas)
tareas.swapAt(0, 2)
print(tareas)
tareas.append(contentsOf: ["dormir", "soñar"])
tareas += ["despertar"]
print(tareas.count, tareas.last!)
tareas.removeAll(where: { $0.hasPrefix("d") })
print(tareas)
let quitadaEn = tareas.remove(at: 1)
print(quitadaEn, tareas)
var numeros = [5, 3, 8, 1, 9, 2]
numeros.sort()
print(numeros)
numeros.sort(by: >)
print(numeros)
numeros.reverse()
print(numeros, Array(numeros.reversed()))
numeros.removeAll { $0 % 2 == 0 }
print(numeros)
numeros.removeFirst(1)
numeros.removeLast(1)
print(numeros)
numeros.insert(contentsOf: [7, 7], at: 1)
print(numeros)
numeros[0] = 100
numeros[1...2] = [0]
print(numeros)
numeros.replaceSubrange(0..<1, with: [4, 4, 4])
print(numeros)
var vacia: [Int] = []
print(vacia.popLast() as Any, vacia.first as Any, vacia.last as Any, vacia.isEmpty)
vacia.append(1)
print(vacia)
numeros.removeAll()
print(numeros, numeros.count)
var ceros = Array(repeating: 0, count: 5)
ceros[2] = 9
print(ceros)
var tablero = Array(repeating: Array(repeating: ".", count: 3), count: 3)
tablero[1][1] = "X"
tablero[0][2] = "O"
for fila in tablero {
    print(fila.joined())
}
var pila = [Int]()
for i in 1...4 { pila.append(i * i) }
while let tope = pila.popLast() {
    print("saco", tope)
}
var cola = ["a", "b", "c"]
while !cola.isEmpty {
    let x = cola.removeFirst()
    print("atiendo", x)
}
