let edades = ["Ana": 30, "Luis": 25]
let textos: [String: String] = edades.compactMapValues { $0 }
print(textos.count)
