func primero<T>(_ xs: [T]) -> T? { xs.first }
func identidad<T>(_ x: T) -> T { x }
let r: String = primero([1, 2])
let xs = [1, 2]
let t: String? = primero(xs)
let u: Bool = identidad(3)
