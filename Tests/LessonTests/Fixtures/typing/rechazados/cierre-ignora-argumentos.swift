let pasos = [1, 2, 3]
let ceros = pasos.map { 0 }
print(ceros)
