func cuadrante(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origen"
    case (let x, 0) where x > 0: return "eje x positivo"
    case (_, 0): return "eje x negativo"
    case (0, _): return "eje y"
    case let (x, y) where x == y: return "diagonal"
    case (let x, let y): return "(\(x), \(y))"
    }
}

print(cuadrante((0, 0)), cuadrante((3, 0)), cuadrante((-3, 0)), cuadrante((0, 2)), cuadrante((2, 2)), cuadrante((1, 5)))
let par: (nombre: String, edad: Int) = ("Ada", 36)
switch par {
case (_, let e) where e < 18: print("menor")
case (let n, _): print("adulta", n)
}
