let precios = ["pan": 1.5]
let total = precios["pan"] * 2
print(total)
