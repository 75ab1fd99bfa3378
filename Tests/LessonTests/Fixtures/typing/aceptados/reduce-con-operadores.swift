struct Punto { var x: Double; var y: Double }
let ps = [Punto(x: 1, y: 2)]
let suma = ps.reduce(0) { $0 + $1.x }
print(suma)
let nombres = ["a", "b"]
print(nombres.reduce("", +), [1.5, 2].reduce(0, +), [1, 2].reduce(1, *))
