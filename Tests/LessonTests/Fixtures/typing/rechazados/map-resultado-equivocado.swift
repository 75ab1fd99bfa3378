let nombres = ["ana", "luis"]
let largos: [String] = nombres.map { $0.count }
print(largos)
