struct Punto { let x: Int; let y: Int }
let p = Punto(x: 1, y: 2, z: 3)
print(p)
