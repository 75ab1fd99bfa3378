let edades = ["Ana": 30]
let primera = edades.keys[0]
print(primera)
