let dias = ["lunes", "martes"]
let horas = [8, 9]
let ultimo = zip(dias, horas).last
print(ultimo as Any)
