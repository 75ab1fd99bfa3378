struct Punto { var x: Int }
let s: Set<Punto> = [Punto(x: 1)]
print(s.count)
