func identidad<T>(_ x: T) -> T { x }
func primero<T>(_ xs: [T]) -> T? { xs.first }
func duplicar<T>(_ xs: [T]) -> [T] { xs + xs }
let x: Double = identidad(1)
let c: Character = identidad("a")
let o: Int? = primero([1])
let d: [Double] = duplicar([1, 2])
let s: String? = primero(["a"])
let e: Double? = primero([1, 2.5])
print(x, c, o ?? 0, d, s ?? "", e ?? 0)
