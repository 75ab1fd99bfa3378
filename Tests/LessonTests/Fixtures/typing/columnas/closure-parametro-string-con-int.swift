let saludo = { (nombre: String) in "Hola, \(nombre)" }
print(saludo(5))
