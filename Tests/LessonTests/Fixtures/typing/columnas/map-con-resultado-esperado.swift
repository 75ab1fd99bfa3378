// Si el array resultante tiene tipo escrito, el cierre de map debe dar ese tipo.
class Animal { func sonido() -> String { "..." } }
class Perro: Animal { override func sonido() -> String { "guau" } }

let perros = [Perro(), Perro()]
let animales: [Animal] = perros.map { $0 }
let medias: [Double] = [1, 2, 3].map { Double($0) / 2 }
let textos: [String] = medias.map { "\($0)" }
print(animales.map { $0.sonido() }, textos)

let precios = [120, 45]
let etiquetas: [String] = precios.map { $0 + 1 }
print(etiquetas)
