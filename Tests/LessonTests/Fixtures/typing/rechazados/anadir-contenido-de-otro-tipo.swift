var numeros = [1, 2, 3]
var trozo = numeros[1...]
trozo.append(contentsOf: ["a", "b"][0...])
print(trozo)
