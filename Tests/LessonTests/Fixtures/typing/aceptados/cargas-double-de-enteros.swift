enum Forma {
    case circulo(radio: Double)
    case rect(ancho: Double, alto: Double)
    case punto
}

func area(_ f: Forma) -> Double {
    switch f {
    case let .circulo(r) where r > 1:
        return 3 * r * r
    case .circulo(let r):
        return r
    case let .rect(a, b):
        return a * b
    case .punto:
        return 0
    }
}
let formas: [Forma] = [.circulo(radio: 2), .circulo(radio: 1), .rect(ancho: 2, alto: 3), .punto]
for forma in formas { print(area(forma)) }
let d: Double = 1
let xs: [Double] = [1, 2, 3]
let dic: [String: Double] = ["a": 1, "b": 2]
print(d, xs, dic["a"]!, dic["z"] ?? 0)
let mezcla = [1, 2.5]
print(mezcla)
let t: (Double, Int) = (1, 1)
print(t)
let promedio = xs.reduce(0, +) / Double(xs.count)
print(promedio)
let area2 = 1 / 2 * 4.0
print(area2)
print(formas.map(area).max()!)
