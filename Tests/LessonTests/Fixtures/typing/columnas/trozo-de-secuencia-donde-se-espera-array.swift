// Los dos primeros de una lista al revés no son un array, sino un trozo de la colección invertida.
let notas = [7, 9, 4, 10]
func mejores() -> [Int] { notas.sorted().reversed().prefix(2) }
let unicos: [Int] = Set(notas).prefix(1)
func media(_ valores: [Int]) -> Int { valores.reduce(0, +) / max(valores.count, 1) }
print(media((0..<5).dropFirst()))
// suffix y dropLast sí tienen una forma que da un array.
let ultimas: [Int] = notas.reversed().suffix(2)
let sinLaUltima: [Int] = (1...4).dropLast()
print(mejores(), unicos, ultimas, sinLaUltima)
