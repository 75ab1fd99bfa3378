// allCases solo existe si el enum dice CaseIterable y sus casos no llevan carga.
enum Ingrediente: String {
    case tomate, queso, albahaca
}

enum Paso: CaseIterable {
    case amasar
    case hornear(minutos: Int)
}

var receta = ""
for i in Ingrediente.allCases {
    receta += i.rawValue + " "
}
print(receta)
print(Paso.allCases.count)
