let números = [1, 2, 3]
let suma = números.reduce(0, +)
let media: Double = Double(suma) / números.count
print(media)
