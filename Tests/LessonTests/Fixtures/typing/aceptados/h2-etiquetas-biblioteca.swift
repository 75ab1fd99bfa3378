var nombres = ["Ana", "Luis"]
print(nombres.joined(), nombres.joined(separator: "-"))
nombres.append("Eva")
nombres.append(contentsOf: ["Io"])
nombres.insert("Al", at: 0)
nombres.insert(contentsOf: ["Bo", "Cy"], at: 1)
print(nombres.remove(at: 0), nombres)
print(nombres.contains("Eva"), nombres.contains { $0.count > 3 }, nombres.contains(where: { $0.isEmpty }))
print(nombres.firstIndex(of: "Io") ?? -1, nombres.lastIndex { $0.hasPrefix("B") } ?? -1)
print(nombres.firstIndex(where: { $0 == "Cy" }) ?? -1, nombres.lastIndex(of: "Ana") ?? -1)
nombres.swapAt(0, 1)
var texto = "hola"
texto.append("!")
texto.append(contentsOf: " mundo")
texto.insert("¡", at: texto.startIndex)
texto.insert(contentsOf: "--", at: texto.endIndex)
print(texto.remove(at: texto.startIndex), texto, texto.hasPrefix("h"), texto.hasSuffix("-"))
print(texto.contains("mu"), texto.contains { $0 == "!" }, texto.firstIndex(of: "m") != nil)
var conjunto: Set<Int> = [1, 2]
conjunto.insert(3)
print(conjunto.remove(1) ?? 0, conjunto.contains(2), conjunto.contains { $0 > 2 })
var edades = ["Ana": 3]
print(edades.updateValue(4, forKey: "Ana") ?? 0, edades.removeValue(forKey: "Ana") ?? 0)
print(10.isMultiple(of: 5), [[1, 2], [3]].joined().count, nombres)
