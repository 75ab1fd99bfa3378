func par<T>(_ a: T, _ b: T) -> [T] { [a, b] }
let n = 1
let d = 2.5
print(par(n, d))
