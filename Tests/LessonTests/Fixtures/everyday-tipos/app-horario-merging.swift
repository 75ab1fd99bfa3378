// Diccionarios de arrays, mapValues, removeValue, updateValue y merging(_:uniquingKeysWith:), que da
// un diccionario nuevo (el closure decide las claves repetidas).
var horario: [String: [String]] = [:]
horario["lunes", default: []].append("mates")
horario["lunes", default: []].append("historia")
horario["martes"] = ["física"]
horario["miércoles"] = []
for dia in horario.keys.sorted() { print(dia, horario[dia]!, horario[dia]!.isEmpty) }
let cuantas = horario.mapValues(\.count)
print(cuantas.sorted { $0.key < $1.key })
let conClase = horario.filter { !$0.value.isEmpty }.keys.sorted()
print(conClase)
_ = horario.removeValue(forKey: "miércoles")
print(horario.count, horario["miércoles"] == nil)
var inverso: [String: String] = [:]
for (dia, materias) in horario { for m in materias { inverso[m] = dia } }
print(inverso.sorted { $0.key < $1.key })
let fusion = ["a": 1, "b": 2].merging(["b": 20, "c": 30]) { $0 + $1 }
print(fusion.sorted { $0.key < $1.key })
if let (k, v) = fusion.max(by: { $0.value < $1.value }) { print(k, v) }
print(fusion.keys.contains("c"), fusion.values.sorted(), Array(fusion.keys).sorted().first!)
var cache = [Int: Int]()
print(cache.updateValue(1, forKey: 5) as Any, cache.updateValue(2, forKey: 5) as Any, cache)
let stock = ["pan": 3, "leche": 1]
let pedido = ["leche": 4, "huevos": 12]
let junto = stock.merging(pedido, uniquingKeysWith: { viejo, nuevo in viejo + nuevo })
let quedarse = stock.merging(pedido) { actual, _ in actual }
print(junto.sorted { $0.key < $1.key }, quedarse.sorted { $0.key < $1.key }, stock.count)
