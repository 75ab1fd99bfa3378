let tareas = ["leer", "escribir", "repasar"]
let numeradas = tareas.enumerated()
print(numeradas.count)
let segunda = numeradas[1]
print(segunda)
