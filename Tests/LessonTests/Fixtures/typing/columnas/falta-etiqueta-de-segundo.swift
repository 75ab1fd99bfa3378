func area(ancho: Double, alto: Double) -> Double { ancho * alto }
print(area(ancho: 2, 3))
