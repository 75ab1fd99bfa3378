let nombres = ["a": "uno", "b": "dos"]
let dobles: [String: Int] = nombres.mapValues { $0 + "!" }
print(dobles.count)
