// Las claves del diccionario son String y los valores, uno Int y otro String.
let precios = ["pan": 1, "leche": "dos"]
print(precios.count)
