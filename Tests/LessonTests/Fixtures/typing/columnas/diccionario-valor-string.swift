let d: [String: Int] = ["a": "1"]
print(d)
