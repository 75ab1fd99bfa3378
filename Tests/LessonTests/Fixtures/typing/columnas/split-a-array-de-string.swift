let s = "a,b"
let partes: [String] = s.split(separator: ",")
print(partes)
