var cuenta: [String: Int] = [:]
for palabra in ["a", "b", "a"] {
    cuenta[palabra] += 1
}
print(cuenta.count)
