let xs = [1, 2, 3]
let d = Dictionary(grouping: xs) { $0 % 2 }
let n: [Int: Int] = d
print(n)
