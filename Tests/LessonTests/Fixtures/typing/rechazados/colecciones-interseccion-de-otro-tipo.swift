var numeros: Set = [1, 2, 3]
let decimales: [Double] = [1.5]
numeros.formIntersection(decimales)
print(numeros.count)
