var letras: [Character] = ["z"]
letras += "abc"
let s = "de"
letras += s
print(letras)
var xs = [1]
let n = 3
xs = xs + n
xs = 5 + xs
struct P { var a: Int }
var ps = [P(a: 1)]
ps = ps + P(a: 2)
let d = [1.5]
let e = d + 2
