// Un valor en bruto de otro tipo: swiftc tampoco puede dar 'rawValue' al enum.
enum Talla: Int {
    case pequena = 36
    case mediana = "M"
    case grande = 44
}

enum Ficha: Character {
    case cruz = "X"
    case circulo = "O"
}

print(Ficha.cruz.rawValue)
print(Talla.pequena.rawValue)
