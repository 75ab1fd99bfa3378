protocol Figura { func area() -> Double }
struct Nube {}
let tipos: [Figura.Type] = [Nube.self]
