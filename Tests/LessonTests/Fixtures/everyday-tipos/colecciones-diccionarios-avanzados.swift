// Diccionarios con colecciones dentro, opcionales encadenados, reduce
var grupos: [String: Set<Int>] = [:]
grupos["a", default: []].insert(3)
grupos["a", default: []].insert(1)
grupos["a", default: []].insert(3)
grupos["b", default: Set<Int>()].insert(9)
print(grupos["a"]!.sorted(), grupos["b"]?.count ?? 0, grupos["c"]?.count as Any)
var agenda: [String: [String]] = ["lunes": ["gym"], "martes": []]
agenda["lunes"]?.append("cine")
agenda["miércoles"]?.append("nada")
print(agenda["lunes"]!, agenda["miércoles"] as Any, agenda.count)
print(agenda["lunes"]?.first ?? "-", agenda["martes"]?.first ?? "-", agenda["lunes"]?.count ?? 0)
let precios = ["pan": 1.5, "vino": 7.25, "queso": 4.0]
let totalPrecios = precios.reduce(0) { $0 + $1.value }
print(totalPrecios)
let caros = precios.filter { $1 > 2 }.map { $0.key }.sorted()
print(caros)
let nombresClave = precios.map { $0.key.uppercased() }.sorted()
print(nombresClave)
let masCaro = precios.sorted { $0.value > $1.value }.first!
print(masCaro.key, masCaro.value)
print(precios.values.max()!, precios.values.min()!, precios.keys.max()!)
for (producto, precio) in precios.sorted(by: { $0.value < $1.value }) where precio < 5 {
    print(producto, precio)
}
let invertido = Dictionary(uniqueKeysWithValues: precios.map { ($1, $0) })
print(invertido[7.25]!)
let porNombre = precios.sorted { $0.key < $1.key }
print(porNombre.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
print(porNombre[0].key, porNombre.last!.value)
var contador: [Character: Int] = [:]
for letra in "mississippi" {
    contador[letra, default: 0] += 1
}
let masFrecuente = contador.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }!
print(masFrecuente.key, masFrecuente.value)
print(contador.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key)\($0.value)" })
let anidado: [String: [String: Int]] = ["ana": ["mate": 9, "arte": 7], "leo": ["mate": 5]]
print(anidado["ana"]?["mate"] ?? 0, anidado["leo"]?["arte"] ?? -1, anidado["zoe"]?["mate"] as Any)
var mutable = anidado
mutable["leo"]?["arte"] = 8
mutable["ana", default: [:]]["musica"] = 10
print(mutable["leo"]!.sorted { $0.key < $1.key }, mutable["ana"]!.count)
let claves = ["x", "y", "z"]
let valores = [1, 2, 3]
let zipDic = Dictionary(uniqueKeysWithValues: zip(claves, valores))
print(zipDic.sorted(by: { $0.key < $1.key }).map(\.value))
let dic1 = ["a": 1]
print(dic1 == ["a": 1], dic1 != ["a": 2], dic1.keys.first!, dic1.first!.value)
var ordenar = ["c": 3, "a": 1, "b": 2]
let ordenadas = ordenar.keys.sorted(by: >)
print(ordenadas)
ordenar.removeValue(forKey: "a")
print(ordenar.keys.sorted(), ordenar.values.sorted(), ordenar.isEmpty)
let conteos = [3, 1, 3, 3, 2, 1].reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
print(conteos.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" })
let filtrado = conteos.filter { $0.value > 1 }
print(filtrado.count, filtrado.keys.sorted())
print(conteos.mapValues { $0 * 10 }[3]!, conteos.compactMapValues { $0 > 1 ? $0 : nil }.count)
let vacio: [String: Int] = [:]
print(vacio.first == nil, vacio.keys.isEmpty, vacio.values.reduce(0, +), vacio.max { $0.value < $1.value } == nil)
for (clave, valor) in ["solo": 1] {
    print(clave, valor)
}
let tuplasDic = ["p": (1, "uno"), "q": (2, "dos")]
print(tuplasDic["p"]!.1, tuplasDic["q"]?.0 ?? 0)
