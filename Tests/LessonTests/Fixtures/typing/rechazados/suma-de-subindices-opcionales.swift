let precios = ["café": 1.5, "té": 1.2]
let total = precios["café"] + precios["té"]
print("Total: \(total)")
