let nombre = "Ada Lovelace"
print(nombre.hasPrefix("Ada"), nombre.hasSuffix("x"), nombre.count, nombre.isEmpty)
print(nombre.uppercased(), nombre.lowercased(), nombre.contains("Love"))
let numero = Int("42")
let malo = Int("cuarenta")
print(numero ?? 0, malo as Any, String(7) + "!", String(2.5))
let partes = ["Ada", "Lovelace"].map { $0.lowercased() }
print(partes, partes.joined(separator: "-"))
print(nombre == "Ada", "a" < "b", nombre.first as Any)
