var cuenta: [String: Int] = [:]
cuenta["a", default: "0"] += 1
print(cuenta.count)
