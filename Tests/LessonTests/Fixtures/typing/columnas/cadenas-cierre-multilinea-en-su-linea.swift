let saludo = """
    hola
  x """
print(saludo)
let crudo = #"""
    adiós
    fin   """#
print(crudo)
