func igual<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
let n = 1
let s = "a"
print(igual(n, s))
