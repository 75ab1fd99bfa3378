let n = 3
let s = n ? "sí" : "no"
print(s)
