let stock = ["pan": 2, "leche": 1]
print(stock.count)
let n: Int = stock["pan"]
print(n)
