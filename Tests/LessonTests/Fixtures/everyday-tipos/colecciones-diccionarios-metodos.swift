// Diccionarios: updateValue, removeValue, mapValues, filter, merge, grouping…
var inventario = ["manzanas": 5, "peras": 0, "uvas": 12]
let anterior = inventario.updateValue(8, forKey: "manzanas")
print(anterior as Any)
let nuevo = inventario.updateValue(3, forKey: "kiwis")
print(nuevo as Any)
let quitado = inventario.removeValue(forKey: "peras")
print(quitado as Any, inventario.removeValue(forKey: "mangos") as Any)
print(inventario.sorted { $0.key < $1.key })
let dobles = inventario.mapValues { $0 * 2 }
print(dobles.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let muchos = inventario.filter { $0.value > 4 }
print(muchos.keys.sorted())
let textos = ["a": "1", "b": "dos", "c": "3"]
let numeros = textos.compactMapValues { Int($0) }
print(numeros.sorted { $0.key < $1.key })
var base = ["rojo": 1, "verde": 2]
base.merge(["verde": 20, "azul": 30]) { actual, _ in actual }
print(base.sorted { $0.key < $1.key })
base.merge(["rojo": 100]) { _, nuevo in nuevo }
print(base["rojo"]!)
let combinado = base.merging(["azul": 1]) { $0 + $1 }
print(combinado["azul"]!, base["azul"]!)
let nombres = ["Ana", "Alberto", "Beatriz", "Carlos", "Bruno", "Cecilia", "Andrés"]
let porInicial = Dictionary(grouping: nombres, by: { $0.first! })
for inicial in porInicial.keys.sorted() {
    print(inicial, porInicial[inicial]!)
}
let porLargo = Dictionary(grouping: nombres) { $0.count }
print(porLargo.keys.sorted(), porLargo[5] ?? [])
let pares = [("uno", 1), ("dos", 2), ("tres", 3)]
let tabla = Dictionary(uniqueKeysWithValues: pares)
print(tabla["dos"]!, tabla.count)
let indices = Dictionary(uniqueKeysWithValues: nombres.enumerated().map { ($1, $0) })
print(indices["Carlos"]!)
let votos = [("si", 1), ("no", 1), ("si", 1), ("si", 1)]
let recuento = Dictionary(votos, uniquingKeysWith: +)
print(recuento["si"]!, recuento["no"]!)
let ultimos = Dictionary([("a", 1), ("a", 2)], uniquingKeysWith: { _, b in b })
print(ultimos)
let ordenadosPorValor = inventario.sorted { $0.value > $1.value }
for (fruta, cantidad) in ordenadosPorValor {
    print(fruta, cantidad)
}
let primero = inventario.first(where: { $0.value == 12 })
print(primero?.key ?? "ninguno", primero?.value ?? 0)
print(inventario.contains { $0.value > 10 }, inventario.contains(where: { $0.key == "peras" }))
let maximo = inventario.max { $0.value < $1.value }
print(maximo!.key)
let minimo = inventario.min(by: { $0.value < $1.value })
print(minimo!.key, minimo!.value)
let cuadrados = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
print(cuadrados.keys.sorted().map { cuadrados[$0]! })
let contado = nombres.reduce(into: [:]) { cuenta, nombre in cuenta[nombre.count, default: 0] += 1 }
print(contado.sorted { $0.key < $1.key })
let agrupadoManual = nombres.reduce(into: [Character: [String]]()) { $0[$1.first!, default: []].append($1) }
print(agrupadoManual["B"]!)
var d2: [String: Int] = ["x": 1]
d2.removeAll()
print(d2.isEmpty)
