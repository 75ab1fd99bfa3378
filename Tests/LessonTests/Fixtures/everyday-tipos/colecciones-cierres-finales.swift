// Cierres finales, varios cierres finales, operadores como valores
func cargar(_ nombre: String, exito: (String) -> Void, fallo: (Int) -> Void) {
    if nombre.isEmpty {
        fallo(404)
    } else {
        exito(nombre.uppercased())
    }
}
cargar("datos") { texto in
    print("ok:", texto)
} fallo: { codigo in
    print("error:", codigo)
}
cargar("") { print("ok:", $0) } fallo: { print("error:", $0) }
func repetir(_ veces: Int, _ cuerpo: (Int) -> Void) {
    for i in 0..<veces { cuerpo(i) }
}
repetir(3) { print("vuelta", $0) }
let ordenados = [5, 2, 9, 1].sorted { $0 > $1 }
print(ordenados)
print([5, 2, 9, 1].sorted(by: >), [5, 2, 9, 1].sorted(by: <))
print([3, 4, 5].reduce(0, +), [3, 4, 5].reduce(1, *), [10, 3].reduce(100, -))
let mayor: (Int, Int) -> Bool = (>)
print(mayor(3, 2), [1, 3, 2].sorted(by: mayor))
let suma: (Int, Int) -> Int = (+)
print(suma(2, 3), zip([1, 2], [3, 4]).map(+))
let ops: [(Int, Int) -> Int] = [(+), (-), (*), (/), (%)]
print(ops.map { $0(17, 5) })
let concatenar: (String, String) -> String = (+)
print(concatenar("ho", "la"), ["a", "b", "c"].reduce("", +))
print(["b", "c", "a"].sorted(by: >), [2.5, 1.5].sorted(by: <))
let iguales = zip([1, 2, 3], [1, 5, 3]).map(==)
print(iguales)
func medir(_ etiqueta: String, _ trabajo: () -> Int) -> String {
    let r = trabajo()
    return "\(etiqueta): \(r)"
}
print(medir("suma") { (1...10).reduce(0, +) })
let resultado = [1, 2, 3, 4, 5, 6]
    .filter { $0 % 2 == 0 }
    .map { $0 * $0 }
    .reduce(0) { $0 + $1 }
print(resultado)
func animar(duracion: Double, animaciones: () -> Void, completion: (Bool) -> Void) {
    animaciones()
    completion(duracion > 0)
}
animar(duracion: 0.3) {
    print("animando")
} completion: { terminado in
    print("terminado:", terminado)
}
let transformar = { (x: Int) -> String in
    x < 0 ? "negativo" : "positivo"
}
print([-1, 2].map(transformar))
print([1, 2, 3].map { String($0) }.joined(separator: "-"))
let nombres = ["zoe", "ana", "Luis"]
print(nombres.sorted { a, b in a.lowercased() < b.lowercased() })
print(nombres.map(\.count).max()!, nombres.contains { $0.count == 4 })
