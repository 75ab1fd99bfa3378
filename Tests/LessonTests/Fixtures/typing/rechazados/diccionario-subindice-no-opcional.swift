let edades: [String: Int] = ["Ana": 30, "Luis": 25]
print(edades.count)
let edad: Int = edades["Ana"]
print(edad)
