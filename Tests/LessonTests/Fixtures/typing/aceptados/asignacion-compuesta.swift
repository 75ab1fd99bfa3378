var total: Double = 10
total += 1
total *= 2
total -= 0.5
total /= 2
var texto = "ho"
texto += "la"
var n = 17
n %= 5
n *= 4
var lista = [1]
lista += [2, 3]
var banderas = true
banderas = banderas && !false
print(total, texto, n, lista, banderas)
