func primero<T>(_ xs: [T]) -> T? { xs.first }
let nombres = ["Ana", "Luis"]
let n: Int? = primero(nombres)
print(n as Any)
