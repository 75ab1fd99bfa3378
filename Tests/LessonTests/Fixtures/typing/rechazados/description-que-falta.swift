struct Temperatura: CustomStringConvertible {
    var grados: Double
    var texto: String { "\(grados) ºC" }
}
print(Temperatura(grados: 21))
