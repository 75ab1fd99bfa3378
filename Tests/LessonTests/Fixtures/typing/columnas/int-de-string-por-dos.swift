let edad = Int("30")
let doble = edad * 2
print(doble)
