func saludar(_ nombre: String) -> String { "Hola, \(nombre)" }
let completo = "Ana María"
let inicial = completo.prefix(3)
print(inicial)
print(saludar(inicial))
