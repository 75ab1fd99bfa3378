let edades: [String: Int] = ["ana": 3]
let total = edades.values.reduce(0, +)
let media = total / edades.count
let texto: String = "media \(media)" + 1
