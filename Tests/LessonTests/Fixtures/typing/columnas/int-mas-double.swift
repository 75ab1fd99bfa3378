var cuenta = 0
let total = cuenta + 1.5
print(total)
