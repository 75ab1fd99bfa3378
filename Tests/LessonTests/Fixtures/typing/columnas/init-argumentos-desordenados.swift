struct Punto { var x: Int; var y: Int }
let p = Punto(y: 1, x: 2)
print(p)
