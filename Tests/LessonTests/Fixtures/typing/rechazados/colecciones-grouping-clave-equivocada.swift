let nombres = ["Ana", "Beto"]
let grupos: [String: [String]] = Dictionary(grouping: nombres, by: { $0.count })
print(grupos.count)
