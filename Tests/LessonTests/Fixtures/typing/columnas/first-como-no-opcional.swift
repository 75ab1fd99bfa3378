let nombres: [String] = []
let primero: String = nombres.first
print(primero)
