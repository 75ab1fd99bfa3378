let punto = (x: 1, y: 2)
punto.0 = 5
punto.x = 5
var p2 = (x: 1, y: 2)
p2.x = 3
print(p2)
