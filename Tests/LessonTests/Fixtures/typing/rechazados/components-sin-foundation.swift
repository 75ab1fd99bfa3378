let linea = "a,b,c"
print(linea.count)
let partes = linea.components(separatedBy: ",")
print(partes)
