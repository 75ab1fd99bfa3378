let xs = [1, 2]
let s: String = xs.reduce("", +)
