func primero<T>(_ xs: [T]) -> T? { xs.first }
let n: Int = primero([1, 2])
print(n)
