// Ordenar y buscar: sorted(by:), min/max, first(where:), firstIndex, allSatisfy
let temperaturas = [22.5, 19.0, 25.3, 18.7, 30.1, 25.3]
print(temperaturas.sorted(), temperaturas.sorted(by: >))
print(temperaturas.min()!, temperaturas.max()!)
print(temperaturas.min(by: { abs($0 - 20) < abs($1 - 20) })!)
print(temperaturas.max { $0.truncatingRemainder(dividingBy: 1) < $1.truncatingRemainder(dividingBy: 1) }!)
print(temperaturas.first(where: { $0 > 24 }) as Any)
print(temperaturas.first { $0 > 100 } as Any)
print(temperaturas.firstIndex(of: 25.3) as Any, temperaturas.lastIndex(of: 25.3) as Any)
print(temperaturas.firstIndex(where: { $0 < 19 }) as Any, temperaturas.lastIndex(where: { $0 > 20 })!)
print(temperaturas.contains(30.1), temperaturas.contains(where: { $0 < 0 }))
print(temperaturas.allSatisfy { $0 > 10 }, temperaturas.allSatisfy({ $0 > 20 }))
let palabras = ["pera", "Árbol", "casa", "zorro", "ala"]
print(palabras.sorted())
print(palabras.sorted { $0.count < $1.count })
print(palabras.sorted { $0.lowercased() < $1.lowercased() })
print(palabras.min()!, palabras.max()!)
print(palabras.max(by: { $0.count < $1.count })!)
print(palabras.last(where: { $0.count == 4 })!)
let vacio: [Int] = []
print(vacio.min() as Any, vacio.max() as Any, vacio.allSatisfy { $0 > 0 })
if let indice = palabras.firstIndex(of: "casa") {
    print("casa está en", indice)
}
if palabras.firstIndex(of: "perro") == nil {
    print("perro no está")
}
let edades = [34, 12, 56, 12, 78]
let ordenadas = edades.sorted(by: <)
print(ordenadas, edades)
print(edades.sorted(by: >).prefix(2))
print(edades.firstIndex(of: 12)!, edades.lastIndex(of: 12)!)
let posicionMax = edades.indices.max { edades[$0] < edades[$1] }!
print("máximo en", posicionMax)
print(edades.enumerated().min { $0.element < $1.element }!.offset)
print([3, 1, 2].sorted().elementsEqual([1, 2, 3]), [1, 2, 3].starts(with: [1, 2]), [1, 2].starts(with: [2]))
print(edades.elementsEqual(edades.reversed().reversed()))
print(edades.count(where: { $0 > 20 }))
let puntos = [(3, "c"), (1, "a"), (2, "b")]
let porNumero = puntos.sorted { $0.0 < $1.0 }
print(porNumero.map { $0.1 })
print(puntos.min { $0.0 < $1.0 }!.1)
let mezcla = [5, 3, 5, 1]
print(mezcla.sorted(by: >=))
print(min(3, 7), max(3, 7), min(2.5, 1.5, 9.0), max("a", "b"))
