struct Punto { var x: Int; var y: Int }
let p = Punto(x: 1)
print(p)
