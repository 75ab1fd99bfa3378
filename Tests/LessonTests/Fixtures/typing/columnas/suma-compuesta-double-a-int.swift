let precios: [Double] = [1.5, 2, 3]
var total = 0
for p in precios { total += p }
print(total)
