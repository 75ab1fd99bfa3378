var stock: [String: Int] = ["pan": 2]
stock["pan"] += 1
let n: Int = stock["leche"]
print(n)
