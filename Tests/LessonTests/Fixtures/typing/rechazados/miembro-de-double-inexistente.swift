// Double tiene squareRoot(), no sqrt().
struct Punto { var x: Double; var y: Double }
func distancia(_ p: Punto) -> Double {
    (p.x * p.x + p.y * p.y).sqrt()
}
print(distancia(Punto(x: 3, y: 4)))
