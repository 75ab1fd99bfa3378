enum Forma { case circulo(r: Double), cuadrado(l: Double) }
func area(_ f: Forma) -> Double {
    switch f {
    case .circulo(let x), .cuadrado(let x): return x * x
    }
}
print(area(.circulo(r: 2)))
