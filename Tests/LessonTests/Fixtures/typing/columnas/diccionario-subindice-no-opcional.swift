let nombres = ["ana": 3, "luis": 4]
let edad: Int = nombres["ana"]
print(edad)
