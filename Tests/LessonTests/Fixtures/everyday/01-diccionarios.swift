// Dictionary: literals, optional subscripts, default:, removing with nil, iteration, keys/values.
var edades: [String: Int] = ["Ana": 30]
print(edades)
print(edades["Ana"] as Any, edades["Luis"] as Any)
edades["Luis"] = 25
print(edades.count, edades.isEmpty)
if let edad = edades["Luis"] { print("Luis tiene \(edad)") }
print(edades["Eva", default: 0])
var cuentas: [Character: Int] = [:]
for letra in "banana" { cuentas[letra, default: 0] += 1 }
print(cuentas["a"]!, cuentas["n"]!, cuentas["b"]!, cuentas["z"] ?? 0)
edades["Ana"] = nil
print(edades)
print(edades.keys.sorted(), edades.values.sorted())
let precios = ["pan": 2, "leche": 1, "queso": 5]
print("≈", precios)
for (producto, precio) in precios.sorted(by: { $0.key < $1.key }) { print(producto, precio) }
for par in precios.sorted(by: { $0.value > $1.value }) { print(par.key, par.value) }
let dobles = precios.mapValues { $0 * 2 }
print(dobles["queso"]!, dobles.count)
let caros = precios.filter { $0.value > 1 }
print(caros.count, caros["pan"] as Any, caros["leche"] as Any)
print(precios.contains { $0.value == 5 }, precios.keys.contains("pan"))
var total = 0
for (_, precio) in precios { total += precio }
print(total)
var vacio = [String: [Int]]()
vacio["a", default: []].append(1)
vacio["a", default: []].append(2)
print(vacio)
print(vacio.isEmpty, [Int: String]().isEmpty)
let anidado: [String: [String: Int]] = ["x": ["y": 1]]
print(anidado["x"]?["y"] as Any)
var registro = ["uno": 1]
let viejo = registro.updateValue(10, forKey: "uno")
print(viejo as Any, registro)
let quitado = registro.removeValue(forKey: "uno")
print(quitado as Any, registro, registro.count)
let porLongitud = Dictionary(grouping: ["sol", "mar", "luna"], by: { $0.count })
print(porLongitud[3]!, porLongitud[4]!)
print(precios.min { $0.value < $1.value }!.key, precios.max { $0.value < $1.value }!.key)
debugPrint(["k": "v"])
print(["k": Optional(1)], [1: [2]])
let claves = Array(precios.keys).sorted()
print(claves, precios.keys.count, precios.values.reduce(0, +))
