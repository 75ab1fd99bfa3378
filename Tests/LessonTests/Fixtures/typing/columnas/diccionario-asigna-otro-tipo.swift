var d: [String: Int] = [:]
d["a"] = "b"
print(d)
