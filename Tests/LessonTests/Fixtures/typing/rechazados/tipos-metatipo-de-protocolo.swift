protocol Figura {}
let t: Figura.Type = Figura.self
