struct Cuadrado {}
struct Circulo {}
let t: Cuadrado.Type = Circulo.self
