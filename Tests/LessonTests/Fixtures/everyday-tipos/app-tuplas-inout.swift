import Foundation

// Tuplas con nombre, inout y parámetros variádicos
func estadisticas(_ numeros: Int...) -> (minimo: Int, maximo: Int, media: Double)? {
    guard let primero = numeros.first else { return nil }
    var minimo = primero, maximo = primero
    for n in numeros.dropFirst() {
        if n < minimo { minimo = n }
        if n > maximo { maximo = n }
    }
    return (minimo, maximo, Double(numeros.reduce(0, +)) / Double(numeros.count))
}

if let e = estadisticas(4, 9, 1, 7) {
    print(e.minimo, e.maximo, e.media)
    print(e)
}
print(estadisticas() == nil)
let (lo, hi, _) = estadisticas(10, 20)!
print(lo, hi)

func intercambiar<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
var x = 1, y = 2
intercambiar(&x, &y)
print(x, y)
var s1 = "uno", s2 = "dos"
swap(&s1, &s2)
print(s1, s2)

func normalizar(_ notas: inout [Double], maximo: Double = 10) {
    guard let mayor = notas.max(), mayor > 0 else { return }
    for i in notas.indices {
        notas[i] = (notas[i] / mayor * maximo * 10).rounded() / 10
    }
}
var notas = [4.0, 8.0, 6.5]
normalizar(&notas)
print(notas)
normalizar(&notas, maximo: 5)
print(notas)

func contar(_ texto: String, en conteo: inout [Character: Int]) {
    for c in texto where c != " " { conteo[c, default: 0] += 1 }
}
var conteo: [Character: Int] = [:]
contar("la casa", en: &conteo)
contar("el sol", en: &conteo)
print(conteo.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3).map { "\($0.key)=\($0.value)" })

var punto = (x: 0, y: 0)
func mover(_ p: inout (x: Int, y: Int), dx: Int, dy: Int) {
    p.x += dx
    p.y += dy
}
mover(&punto, dx: 3, dy: -2)
mover(&punto, dx: 1, dy: 1)
print(punto, punto.x * punto.y)

let personas: [(nombre: String, edad: Int)] = [("Iker", 30), ("Ane", 25), ("Jon", 30), ("Leire", 22)]
let ordenadas = personas.sorted { ($0.edad, $0.nombre) < ($1.edad, $1.nombre) }
print(ordenadas.map(\.nombre))
let mayor = personas.max { $0.edad < $1.edad }!
print(mayor.nombre, mayor)
let (jovenes, mayores) = personas.reduce(into: ([String](), [String]())) { acc, p in
    if p.edad < 26 { acc.0.append(p.nombre) } else { acc.1.append(p.nombre) }
}
print(jovenes, mayores)
func sumaTodo(_ listas: [Int]...) -> Int { listas.map { $0.reduce(0, +) }.reduce(0, +) }
print(sumaTodo([1, 2], [3], []), sumaTodo())
let par = ("a", 1)
let (letra, numero) = par
print(letra, numero, par.0, par == ("a", 1))
