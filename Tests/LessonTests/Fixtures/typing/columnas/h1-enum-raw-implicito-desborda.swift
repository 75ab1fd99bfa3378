// El valor en bruto implícito de `y` sería 128, que no cabe en un Int8.
enum F: Int8 {
    case x = 127, y
}
print(F.y.rawValue)
