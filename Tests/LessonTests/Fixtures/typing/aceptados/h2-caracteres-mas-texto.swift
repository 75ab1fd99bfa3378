var letras: [Character] = ["z"]
letras += "abc"
let s = "de"
letras += s
print(letras)
var t = "x"
let c: Character = "y"
t += String(c)
t += "w"
print(t + String(c))
